import fp from 'fastify-plugin';
import { type DueNoticesJob, queueDueNotices, tellDueDates } from './due-notices';

/**
 * The daily due-date pass (due-notices.ts) as a job per tenant, queued at start and every
 * `queueEveryMs` (DUE_NOTICES_QUEUE_MINUTES) by every process, once a day per tenant by its key:
 * pg-boss's cron is off (jobs/job-queue.ts). 0 queues nothing (the integration tests run the pass
 * themselves).
 */
export const dueNoticeJobs = fp<{ queueEveryMs: number }>(
  async (app, { queueEveryMs }) => {
    await app.jobs.define<DueNoticesJob>('due-date-notices', {
      // The next day's pass tells what a pass failed for good left untold (due-notices.ts' windows).
      retryLimit: 5,
      expireInSeconds: 10 * 60,
      concurrency: 1,
      label: (job) => job.day,
      keep: (job) => job,
      run: async (job) => {
        await tellDueDates({ tenantId: job.contextId, now: new Date(), database: app.database, dueDates: app.dueDatesRepository });
      },
    });
    if (queueEveryMs === 0) return;
    const queue = () =>
      void app.contextRepository
        .listTenants()
        .then((tenants) =>
          queueDueNotices(
            app.jobs,
            tenants.map((tenant) => tenant.id),
            new Date(),
          ),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'queueing the due-date passes failed'));
    const timer = setInterval(queue, queueEveryMs);
    timer.unref();
    app.addHook('onReady', async () => queue());
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'due-notice-jobs', dependencies: ['jobs', 'due-dates-repositories', 'contexts-repositories'] },
);
