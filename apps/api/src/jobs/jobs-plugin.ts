import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type JobQueue, startJobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job queue of the process, started with the app; each area defines its kinds of job in its
 * own plugin. It stops before every onClose hook (preClose), so a job running here finishes with
 * the mailer and the database still open, and the jobs still waiting stay for the next start.
 */
export const jobsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const jobs = await startJobQueue({
      database: app.database,
      logger: app.log,
      pollingIntervalSeconds: config.jobsPollingSeconds,
      retryDelaySeconds: config.jobsRetryDelaySeconds,
    });
    app.decorate('jobs', jobs);
    app.addHook('preClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
