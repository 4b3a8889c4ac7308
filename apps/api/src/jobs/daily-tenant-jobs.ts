import type { JobKind } from '@espace/contracts/admin-jobs';
import { dayIn } from '@espace/domain/lessons/due-dates';
import fp from 'fastify-plugin';
import type { JobQueue } from './job-queue';

/** One tenant's pass of one day: the day (in the due dates' zone, Europe/Paris) it was queued for makes its key. */
interface DailyTenantJob {
  contextId: string;
  day: string;
}

interface DailyKindOptions {
  /** Attempts after the first one failed: a pass failed for good is left to the next day's. */
  retryLimit: number;
  /** A running pass not finished after this long is failed (and retried): its process died or hung. */
  expireInSeconds: number;
  /** When in its day the pass may start (the digests: 07:00, Paris); without it, as soon as it is queued. */
  startsAt?(day: string): Date;
  /** One tenant's pass; idempotent, since a pass that failed half-way runs again. */
  run(job: DailyTenantJob): Promise<void>;
}

interface DailyTenantJobs {
  /** Declares a kind of daily pass: a job of that kind per tenant and day, run once, one at a time in each process. */
  define(kind: JobKind, options: DailyKindOptions): Promise<void>;
  /** Queues the day's job of every daily kind for each tenant; one already queued that day (its key) is not queued again. */
  queue(tenantIds: readonly string[], now: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dailyTenantJobs: DailyTenantJobs;
  }
}

function createDailyTenantJobs(jobs: JobQueue): DailyTenantJobs {
  const kinds: { kind: JobKind; startsAt: DailyKindOptions['startsAt'] }[] = [];
  return {
    async define(kind, { run, startsAt, ...options }) {
      await jobs.define<DailyTenantJob>(kind, { ...options, concurrency: 1, label: (job) => job.day, keep: (job) => job, run: (job) => run(job) });
      kinds.push({ kind, startsAt });
    },
    async queue(tenantIds, now) {
      const day = dayIn(now);
      for (const { kind, startsAt } of kinds) {
        const start = startsAt === undefined ? {} : { startAfter: startsAt(day) };
        for (const contextId of tenantIds) await jobs.send<DailyTenantJob>(kind, { contextId, day }, { key: `${contextId}:${day}`, ...start });
      }
    },
  };
}

/**
 * Daily work per tenant (docs/architecture.md#background-jobs), one mechanism for every kind of it:
 * each area defines its kind here, and every process queues the day's job of each kind for each
 * tenant at start and every `queueEveryMs` (DAILY_JOBS_QUEUE_MINUTES). The key (tenant and day) lets
 * the first one of the day in and refuses the others, so each pass runs once a day, soon after
 * midnight in Europe/Paris, whichever processes are up: pg-boss's cron is off (jobs/job-queue.ts).
 * 0 queues nothing (the integration tests run the passes themselves).
 */
export const dailyTenantJobsPlugin = fp<{ queueEveryMs: number; tenantIds: () => Promise<string[]> }>(
  async (app, { queueEveryMs, tenantIds }) => {
    const daily = createDailyTenantJobs(app.jobs);
    app.decorate('dailyTenantJobs', daily);
    if (queueEveryMs === 0) return;
    const queue = () =>
      void tenantIds()
        .then((ids) => daily.queue(ids, new Date()))
        .catch((error: unknown) => app.log.warn({ err: error }, 'queueing the daily passes failed'));
    const timer = setInterval(queue, queueEveryMs);
    timer.unref();
    // Ready: every area has defined its kind by then.
    app.addHook('onReady', async () => queue());
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'daily-tenant-jobs', dependencies: ['jobs'] },
);
