import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type JobKind, jobKinds } from '@espace/contracts/admin-jobs';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { pgBossDatabase } from './pg-boss-database';

/** pg-boss's tables live in their own schema, created and upgraded by pg-boss (docs/architecture.md#background-jobs). */
export const JOBS_SCHEMA = 'pgboss';

/** Every job names its tenant, so the admin's view and retry are scoped like every other row. */
export interface JobData {
  contextId: string;
}

export interface JobKindOptions<Data extends JobData> {
  /** Attempts after the first one failed; each waits twice as long as the one before. */
  retryLimit: number;
  /** A running job not finished after this long is failed (and retried): its process died or hung. */
  expireInSeconds: number;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
  /**
   * Jobs of this kind one process starts a second at most, evenly spaced (mails: a digest pass
   * queues hundreds at once, and run as fast as they come they take the server's cores for seconds).
   * Unbounded when absent.
   */
  startsPerSecond?: number;
  /** A word for the admin's view: the mail's recipient, the import's file. */
  label(data: Data): string;
  /** What is kept of the data once the job is done: a mail's one-time links leave the database with it. */
  keep(data: Data): JobData;
  run(data: Data, job: { id: string }): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  logger: FastifyBaseLogger;
  /** How often an idle worker asks for work (pg-boss's floor is half a second). */
  pollingIntervalSeconds: number;
  /** The first retry's wait; later ones double it. */
  retryDelaySeconds: number;
  /** How long a stop waits for the jobs running in this process before failing them (they run again after a restart). */
  stopWaitMs?: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  /** Declares a kind of job and runs it in this process; its queue is created once, by whichever process comes first. */
  define<Data extends JobData>(kind: JobKind, options: JobKindOptions<Data>): Promise<void>;
  /**
   * Adds a job. With a key, a second job of the same kind and key is not added while the first is
   * kept (waiting, running, failed, or done until archived): it answers null. Within `tx`, the
   * job exists if and only if the transaction commits. With `startAfter`, no worker takes it
   * before that time (a scheduled message, a mail held through quiet hours): it waits in the
   * database, across restarts.
   */
  send<Data extends JobData>(kind: JobKind, data: Data, options?: SendOptions & { key?: string }): Promise<string | null>;
  /** Cancels the waiting job of that kind and key, if any (within `tx`, if it commits): no worker takes it any more. */
  cancel(kind: JobKind, key: string, options?: { tx?: Queryable }): Promise<void>;
  /** Adds many jobs in one statement (a batch of invitations): keyless, so every one is added. */
  sendAll<Data extends JobData>(kind: JobKind, data: readonly Data[], options?: SendOptions): Promise<void>;
  /** Resolves once no job of these kinds waits or runs (tests, and a clean stop); one scheduled for later is not waited for. */
  drain(kinds?: readonly JobKind[], timeoutMs?: number): Promise<void>;
  labelOf(kind: JobKind, data: JobData): string;
  /** Gives a job that failed for good one more attempt, now. */
  retry(kind: JobKind, id: string): Promise<void>;
  /** This process stops taking jobs of a kind once the ones it runs have ended (a test of a process that dies). */
  stopWorking(kind: JobKind): Promise<void>;
  stop(): Promise<void>;
}

interface SendOptions {
  tx?: Queryable;
  /** The job waits until then (a mail held by its reader's quiet hours, a digest pass before 07:00). */
  startAfter?: Date;
  /** Workers take the jobs of a kind by priority, higher first (0 unless told), then oldest first. */
  priority?: number;
}

const STOP_WAIT_MS = 20_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a job that no retry can mend (a mail server refusing the address): it fails for good at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A job id derived from its key: the queue's primary key then refuses the second job of that key. */
function jobIdForKey(kind: JobKind, key: string): string {
  const hex = createHash('sha256').update(`${kind}\n${key}`).digest('hex');
  // Shaped as a version 8 (custom) UUID, as pg-boss's uuid column requires.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The durable job queue: pg-boss on our Database, the embedded one as PostgreSQL. Jobs are rows of
 * the database, so they survive a restart; a worker takes one with FOR UPDATE SKIP LOCKED, so
 * several processes share a queue and never take the same job.
 *
 * pg-boss stores, fetches, retries, expires and archives; the workers are this file's own loops
 * over `fetch` rather than pg-boss's `work`, whose worker writes a job's outcome after its handler
 * without waiting for the write: a write refused then (a busy or closing database) was a rejection
 * no one heard, which ends a Node process. Here every write is awaited, and one that fails is
 * logged: the job stays running in the database until its expiry, and pg-boss's maintenance then
 * retries it.
 */
export async function startJobQueue({
  database,
  logger,
  pollingIntervalSeconds,
  retryDelaySeconds,
  stopWaitMs = STOP_WAIT_MS,
}: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: pgBossDatabase(database),
    schema: JOBS_SCHEMA,
    // Cron schedules are not used; expiry and archiving run (supervise) in every process, pg-boss
    // letting one at a time do it.
    schedule: false,
    supervise: true,
    // Failed jobs stay in view of the admin for a week; done ones leave the live table after a day.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  // Each kind's queue (a partition of pg-boss's job table) is made once, by the first start;
  // retries and expiry travel with each job (send), so no queue ever needs changing.
  for (const kind of jobKinds) await boss.createQueue(kind);
  const kinds = new Map<JobKind, JobKindOptions<JobData>>();
  const workers = new Map<JobKind, KindWorkers>();
  /** The jobs this process runs now, by id. */
  const running = new Map<string, JobKind>();
  // Jobs being added: a stop or a drain waits for them, so none is lost half-way.
  const pending = new Set<Promise<unknown>>();
  const waitFor = async (kinds: readonly JobKind[]) => {
    const rows = await database.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM ${JOBS_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND (state IN ('retry', 'active') OR (state = 'created' AND start_after <= now()))`,
      [kinds],
    );
    return rows[0]?.waiting ?? 0;
  };

  const jobOptions = (kind: JobKind) => {
    const options = kinds.get(kind);
    if (options === undefined) throw new Error(`No job of kind ${kind} is defined`);
    return { retryLimit: options.retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: options.expireInSeconds };
  };
  /** Wakes this process's idle workers of a kind: a job was added or retried. */
  const wake = (kind: JobKind) => {
    for (const waking of [...(workers.get(kind)?.idle ?? [])]) waking();
  };
  /** Tracks a job being added (a stop or a drain waits for it), then wakes the idle workers of its kind. */
  const added = async <T>(kind: JobKind, sending: Promise<T>): Promise<T> => {
    pending.add(sending);
    try {
      const result = await sending;
      // A job sent within a transaction is seen after its commit: at worst at the next poll.
      wake(kind);
      return result;
    } finally {
      pending.delete(sending);
    }
  };
  /** Writes a job's outcome; a write that fails leaves the job to its expiry, which retries it. */
  const record = async (kind: JobKind, id: string, write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      logger.error({ err: error, kind, job: id }, 'job queue: the outcome of a job could not be written');
    }
  };

  /** Runs one job to its recorded outcome: done (with what is kept of its data), or failed with why. */
  async function runJob(kind: JobKind, options: JobKindOptions<JobData>, job: PgBoss.Job<JobData>): Promise<void> {
    try {
      await within(options.run(job.data, { id: job.id }), options.expireInSeconds * 1000, `The job ran past its expiry of ${options.expireInSeconds} s`);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      await record(kind, job.id, async () => {
        if (error instanceof PermanentJobError)
          await database.query(`UPDATE ${JOBS_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [kind, job.id]);
        await boss.fail(kind, job.id, { name, message });
      });
      return;
    }
    await record(kind, job.id, async () => {
      await database.query(`UPDATE ${JOBS_SCHEMA}.job SET data = $3::jsonb WHERE name = $1 AND id = $2`, [
        kind,
        job.id,
        JSON.stringify(options.keep(job.data)),
      ]);
      await boss.complete(kind, job.id);
    });
  }

  /** One worker: takes a job, runs it, and asks again at once; idle, it polls, or wakes when a job is added. */
  async function work(kind: JobKind, options: JobKindOptions<JobData>, of: KindWorkers): Promise<void> {
    while (!of.stopped) {
      if (options.startsPerSecond !== undefined) await turnOf(of, options.startsPerSecond);
      if (of.stopped) break;
      let job: PgBoss.Job<JobData> | undefined;
      try {
        [job] = await boss.fetch<JobData>(kind, { batchSize: 1 });
      } catch (error) {
        logger.error({ err: error, kind }, 'job queue: fetching a job failed');
      }
      if (job === undefined) {
        if (!of.stopped) await idleFor(of, pollingIntervalSeconds * 1000);
        continue;
      }
      if (of.stopped) {
        // Taken while the queue stops: failed now, it runs again after its retry delay.
        await record(kind, job.id, () => boss.fail(kind, job.id, { name: 'Error', message: 'The job queue is stopping' }));
        break;
      }
      running.set(job.id, kind);
      try {
        await runJob(kind, options, job);
      } finally {
        running.delete(job.id);
      }
    }
  }

  /** Stops a kind's workers once the job each runs has ended. */
  const stopWorkers = (of: KindWorkers) => {
    of.stopped = true;
    for (const waking of [...of.idle]) waking();
    return Promise.all(of.loops);
  };

  return {
    boss,
    async define(kind, options) {
      const kindOptions = options as unknown as JobKindOptions<JobData>;
      kinds.set(kind, kindOptions);
      const of: KindWorkers = { stopped: false, idle: new Set(), loops: [], nextStart: 0 };
      workers.set(kind, of);
      for (let worker = 0; worker < options.concurrency; worker += 1) of.loops.push(work(kind, kindOptions, of));
    },
    async send(kind, data, { key, tx, startAfter, priority } = {}) {
      const sending = boss.send(kind, data, {
        ...jobOptions(kind),
        ...(key === undefined ? {} : { id: jobIdForKey(kind, key) }),
        ...(tx === undefined ? {} : { db: pgBossDatabase(tx) }),
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(priority === undefined ? {} : { priority }),
      });
      return (await added(kind, sending)) ?? null;
    },
    async cancel(kind, key, { tx } = {}) {
      await boss.cancel(kind, jobIdForKey(kind, key), tx === undefined ? {} : { db: pgBossDatabase(tx) });
    },
    async sendAll(kind, data, { tx, startAfter, priority } = {}) {
      if (data.length === 0) return;
      const options = { ...jobOptions(kind), ...(startAfter === undefined ? {} : { startAfter }), ...(priority === undefined ? {} : { priority }) };
      await added(
        kind,
        boss.insert(
          data.map((each) => ({ name: kind, data: each, ...options })),
          tx === undefined ? {} : { db: pgBossDatabase(tx) },
        ),
      );
    },
    async drain(drained = [...kinds.keys()], timeoutMs = 30_000) {
      await Promise.allSettled([...pending]);
      const deadline = Date.now() + timeoutMs;
      while ((await waitFor(drained)) > 0) {
        if (Date.now() > deadline) throw new Error(`Jobs of ${drained.join(', ')} still waiting after ${timeoutMs} ms`);
        await delay(50);
      }
    },
    async retry(kind, id) {
      await boss.retry(kind, id);
      wake(kind);
    },
    labelOf(kind, data) {
      return kinds.get(kind)?.label(data) ?? '';
    },
    async stopWorking(kind) {
      const of = workers.get(kind);
      if (of !== undefined) await stopWorkers(of);
    },
    async stop() {
      await Promise.allSettled([...pending]);
      // Workers stop taking jobs and finish the one they run, for stopWaitMs at most.
      await within(Promise.all([...workers.values()].map(stopWorkers)), stopWaitMs, 'The job queue did not stop in time').catch(() => undefined);
      // A job still running is failed, so it runs again after its retry delay (its handler is left to itself).
      for (const [id, kind] of [...running])
        await record(kind, id, () => boss.fail(kind, id, { name: 'Error', message: 'The job queue stopped while the job ran' }));
      await boss.stop({ graceful: false, close: false });
    },
  };
}

/** A kind's workers in this process. */
interface KindWorkers {
  stopped: boolean;
  /** Wakes each idle worker. */
  idle: Set<() => void>;
  loops: Promise<void>[];
  /** When the next of this kind's jobs may start (performance.now()), for `startsPerSecond`. */
  nextStart: number;
}

/**
 * Waits for this worker's turn to ask for a job: the kind's turns in this process are
 * 1 / `startsPerSecond` apart. A job added meanwhile does not shorten the wait; a stop ends it.
 */
async function turnOf(of: KindWorkers, startsPerSecond: number): Promise<void> {
  const at = Math.max(performance.now(), of.nextStart);
  of.nextStart = at + 1000 / startsPerSecond;
  while (!of.stopped && performance.now() < at) await idleFor(of, at - performance.now());
}

/** Waits the polling interval, or less when woken. */
function idleFor(of: KindWorkers, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const waking = () => {
      clearTimeout(timer);
      of.idle.delete(waking);
      resolve();
    };
    const timer = setTimeout(waking, ms);
    of.idle.add(waking);
  });
}

/** `work`, or `message` as an error once `ms` pass (a job's handler past its expiry, a stop that waited long enough). */
function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    // A handler left running by a stop does not keep the process alive.
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
