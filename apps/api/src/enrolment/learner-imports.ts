import type { LearnerImport, LearnerImportCheckBody, LearnerImportReport } from '@espace/contracts/admin-enrolment';
import { learnerImportLimits } from '@espace/domain/admin/learner-import';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordResetRepository } from '../accounts/password-reset-repository';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import type { JobData, JobQueue } from '../jobs/job-queue';
import type { UsersRepository } from '../users/users-repository';
import { importsStartedBy, reachAdminOf, type TenantAdmin } from '../admin/admin-access';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import { mailInvitations, type PendingInvitation, writeEnrolments } from './enrol-by-email';
import type { EnrolmentRepository } from './enrolment-repository';
import { checkLearnerImport, type LearnerImportCheck } from './learner-import-check';
import type { LearnerImportReportLine, LearnerImportRecord, LearnerImportsRepository } from './learner-imports-repository';

/** Lines written per statement batch; the progress moves after each. */
const BATCH = 1000;
/**
 * A running import not heard of for this long has no attempt of its job left (each expires after
 * LEARNER_IMPORT_EXPIRY_SECONDS, LEARNER_IMPORT_RETRIES times again): nothing of it was committed.
 */
const STALE_MS = 40 * 60 * 1000;
/** An import attempt still running after this long died with its process; its job runs it again. */
export const LEARNER_IMPORT_EXPIRY_SECONDS = 10 * 60;
export const LEARNER_IMPORT_RETRIES = 2;

/** The check as the client reads it: the first problems listed, all of them counted. */
export const presentCheck = (check: LearnerImportCheck): LearnerImportCheckBody => ({
  lines: check.lines,
  validLines: check.entries.length,
  problemCount: check.problems.length,
  problems: check.problems.slice(0, learnerImportLimits.problemsListed),
});

const presentImport = (job: LearnerImportRecord, now: Date): LearnerImport => ({
  id: job.id,
  fileName: job.fileName,
  state: job.state === 'running' && now.getTime() - job.updatedAt.getTime() > STALE_MS ? 'failed' : job.state,
  validOnly: job.validOnly,
  total: job.total,
  processed: job.processed,
  counts: job.counts,
  createdAt: job.createdAt.toISOString(),
  finishedAt: job.finishedAt?.toISOString() ?? null,
});

export interface StartLearnerImportInput {
  admin: TenantAdmin;
  enrolment: EnrolmentRepository;
  imports: LearnerImportsRepository;
  jobs: JobQueue;
  origin: string;
  file: AsyncIterable<Uint8Array>;
  fileName: string;
  validOnly: boolean;
  now: Date;
}

/** What a learner import job carries: the checked lines, so that it runs without the upload. */
export interface LearnerImportJob extends JobData {
  importId: string;
  adminId: string;
  origin: string;
  fileName: string;
  validOnly: boolean;
  check: Pick<LearnerImportCheck, 'lines' | 'entries' | 'refused'>;
}

/**
 * Checks the file again (the client's earlier check proves nothing) and, when it passes or the
 * admin chose the valid lines only, queues the import as a job and answers it at once; the
 * client follows its progress (docs/administration.md#importing-learners). A file with problems
 * otherwise is INVALID_LEARNER_IMPORT, nothing written.
 */
export async function startLearnerImport(input: StartLearnerImportInput): Promise<LearnerImport> {
  const { admin, enrolment, imports, validOnly, now } = input;
  const check = await checkLearnerImport({ admin, enrolment, file: input.file });
  // A file cut short is never imported in part, valid lines or not: its end was not even read.
  if ((check.problems.length > 0 && !validOnly) || check.stoppedEarly) throw new AppError('INVALID_LEARNER_IMPORT', undefined, { check: presentCheck(check) });
  const fileName = input.fileName.slice(0, 200);
  const id = await imports.create(admin.tenantId, { fileName, validOnly, total: check.entries.length, createdBy: admin.userId });
  const { lines, entries, refused } = check;
  await input.jobs.send<LearnerImportJob>(
    'learner-import',
    { contextId: admin.tenantId, importId: id, adminId: admin.userId, origin: input.origin, fileName, validOnly, check: { lines, entries, refused } },
    { key: id },
  );
  const job = await imports.find(admin.tenantId, id, null);
  if (job === undefined) throw new NotFoundError();
  return presentImport(job, now);
}

export interface RunLearnerImportInput {
  database: Database;
  tenants: () => Promise<Tenant[]>;
  users: UsersRepository;
  enrolment: EnrolmentRepository;
  imports: LearnerImportsRepository;
  resets: PasswordResetRepository;
  audit: AuditLogRepository;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

/**
 * A learner import job: writes the checked lines in one transaction (all or nothing), the
 * progress moving between batches, and queues the invitation mails in it. Run again after a
 * restart, an import the database shows done or failed is left as it is; one still running
 * committed nothing and starts over. The admin is the one who started it, with their reach now.
 */
export async function runLearnerImport(input: RunLearnerImportInput, job: LearnerImportJob): Promise<void> {
  const { database, enrolment, imports, audit } = input;
  const { contextId: tenantId, importId: id, check } = job;
  const record = await imports.find(tenantId, id, null);
  if (record === undefined || record.state !== 'running') return;
  const tenant = (await input.tenants()).find((candidate) => candidate.id === tenantId);
  const admin = await reachAdminOf(input.users, tenantId, job.adminId).catch(() => undefined);
  if (tenant === undefined || admin === undefined) {
    await imports.fail(tenantId, id, new Date());
    return;
  }
  const now = new Date();
  // Progress is written from outside the transaction, one update after another; on PGlite (one
  // connection) they wait for the commit, on PostgreSQL they show as the batches go.
  let progress = Promise.resolve();
  try {
    await database.transaction(async (tx) => {
      const report: LearnerImportReportLine[] = check.refused.map(({ line, email, problem }) => ({ line, email, outcome: 'skipped', reason: problem.code }));
      const invitations: PendingInvitation[] = [];
      for (let start = 0; start < check.entries.length; start += BATCH) {
        const batch = check.entries.slice(start, start + BATCH);
        const written = await writeEnrolments({ tenantId, reach: admin.reach, lines: batch, role: 'STUDENT', now, enrolment, resets: input.resets }, tx);
        written.results.forEach((result, index) => report.push({ line: batch[index]?.line ?? 0, ...result }));
        invitations.push(...written.invitations);
        const processed = start + batch.length;
        progress = progress.then(() => imports.progress(tenantId, id, processed)).catch(() => undefined);
      }
      report.sort((a, b) => a.line - b.line);
      const counts: Record<string, number> = {};
      for (const line of report) counts[line.outcome] = (counts[line.outcome] ?? 0) + 1;
      await audit.record(
        tenantId,
        {
          actor: { id: admin.userId, name: admin.name },
          action: 'learner-import.completed',
          target: { id, label: job.fileName },
          before: null,
          after: { validOnly: job.validOnly, lines: check.lines, ...counts },
        },
        tx,
      );
      await imports.finish(tenantId, id, report, new Date(), tx);
      const classNames = new Map(check.entries.map((entry) => [entry.classId, entry.className]));
      await mailInvitations({ tenant, origin: job.origin, inviter: admin.name, classNames, invitations, mailer: input.mailer }, tx);
    });
  } catch (error) {
    input.logger.error({ err: error, importId: id }, 'learner import failed: nothing written');
    await progress;
    await imports.fail(tenantId, id, new Date()).catch(() => undefined);
    return;
  }
  await progress;
}

export async function getLearnerImport({
  admin,
  imports,
  id,
  now,
}: {
  admin: TenantAdmin;
  imports: LearnerImportsRepository;
  id: string;
  now: Date;
}): Promise<LearnerImport> {
  const job = await imports.find(admin.tenantId, id, importsStartedBy(admin));
  if (job === undefined) throw new NotFoundError();
  return presentImport(job, now);
}

/** Each line of the file and what the import did with it, by line. */
export async function getLearnerImportReport({
  admin,
  imports,
  id,
}: {
  admin: TenantAdmin;
  imports: LearnerImportsRepository;
  id: string;
}): Promise<LearnerImportReport> {
  const report = await imports.report(admin.tenantId, id, importsStartedBy(admin));
  if (report === undefined) throw new NotFoundError();
  return { items: report };
}
