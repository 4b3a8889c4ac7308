import fp from 'fastify-plugin';
import { tellReminders } from './tell-reminders';

/**
 * The daily reminder pass (tell-reminders.ts), a daily kind of job per tenant
 * (jobs/daily-tenant-jobs.ts), under the tenant's settings as they stand when it runs.
 */
export const reminderJobs = fp(
  async (app) => {
    await app.dailyTenantJobs.define('reminders', {
      // A pass failed for good leaves its reminders to the next day's, whose rules still apply (due soon, until its day).
      retryLimit: 5,
      expireInSeconds: 10 * 60,
      run: async (job) => {
        const tenant = (await app.contextRepository.listTenants()).find((each) => each.id === job.contextId);
        if (tenant === undefined) return;
        await tellReminders({
          tenantId: tenant.id,
          settings: tenant.settings.reminders,
          now: new Date(),
          database: app.database,
          reminders: app.remindersRepository,
        });
      },
    });
  },
  { name: 'reminder-jobs', dependencies: ['daily-tenant-jobs', 'reminders-repositories', 'contexts-repositories'] },
);
