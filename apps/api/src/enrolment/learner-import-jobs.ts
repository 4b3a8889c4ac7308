import fp from 'fastify-plugin';
import { LEARNER_IMPORT_EXPIRY_SECONDS, LEARNER_IMPORT_RETRIES, type LearnerImportJob, runLearnerImport } from './learner-imports';

/** Learner imports run as jobs of the queue: started by a request, finished by whichever process takes them, after a restart too. */
export const learnerImportJobs = fp(
  async (app) => {
    await app.jobs.define<LearnerImportJob>('learner-import', {
      retryLimit: LEARNER_IMPORT_RETRIES,
      expireInSeconds: LEARNER_IMPORT_EXPIRY_SECONDS,
      // Each holds one transaction of up to 20,000 lines: one at a time per process.
      concurrency: 1,
      label: (job) => job.fileName,
      // The checked lines (addresses, names) leave the queue once the import is written.
      keep: (job) => ({ contextId: job.contextId, importId: job.importId, fileName: job.fileName }),
      run: async (job) => {
        await runLearnerImport(
          {
            database: app.database,
            tenants: () => app.contextRepository.listTenants(),
            users: app.usersRepository,
            enrolment: app.enrolmentRepository,
            imports: app.learnerImportsRepository,
            resets: app.passwordResetRepository,
            audit: app.auditLogRepository,
            mailer: app.mailer,
            logger: app.log,
          },
          job,
        );
        // Up to 20,000 learners at once: the next queries plan on what the tables now hold.
        app.tableStatistics.afterBulkWrite(['users', 'class_users', 'lessons'], job.check.entries.length);
      },
    });
  },
  { name: 'learner-import-jobs', dependencies: ['jobs', 'mail', 'table-maintenance'] },
);
