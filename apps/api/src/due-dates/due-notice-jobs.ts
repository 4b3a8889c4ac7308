import fp from 'fastify-plugin';
import { tellDueDates } from './due-notices';

/** The daily due-date pass (due-notices.ts), a daily kind of job per tenant (jobs/daily-tenant-jobs.ts). */
export const dueNoticeJobs = fp(
  async (app) => {
    await app.dailyTenantJobs.define('due-date-notices', {
      // The next day's pass tells what a pass failed for good left untold (due-notices.ts' windows).
      retryLimit: 5,
      expireInSeconds: 10 * 60,
      run: async (job) => {
        await tellDueDates({ tenantId: job.contextId, now: new Date(), database: app.database, dueDates: app.dueDatesRepository });
      },
    });
  },
  { name: 'due-notice-jobs', dependencies: ['daily-tenant-jobs', 'due-dates-repositories'] },
);
