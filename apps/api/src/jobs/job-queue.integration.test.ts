import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createSeededTestDatabase, type TestDatabase } from '../test/test-database';
import { JOBS_SCHEMA, type JobData, type JobKindOptions, type JobQueue, startJobQueue } from './job-queue';

/** A job of the tests: it carries a number, and `run` decides what running it does. */
interface NumberJob extends JobData {
  n: number;
}

const logger = pino({ level: 'silent' });
let testDatabase: TestDatabase;
const queues: JobQueue[] = [];
beforeEach(async () => {
  testDatabase = await createSeededTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await testDatabase.dispose();
});

async function start(
  database: Database,
  run: JobKindOptions<NumberJob>['run'],
  { concurrency = 2, stopWaitMs = 5000, expireInSeconds = 60, startsPerSecond }: Partial<JobKindOptions<NumberJob>> & { stopWaitMs?: number } = {},
): Promise<JobQueue> {
  const queue = await startJobQueue({ database, logger, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, stopWaitMs });
  queues.push(queue);
  await queue.define<NumberJob>('mail', {
    retryLimit: 3,
    expireInSeconds,
    concurrency,
    ...(startsPerSecond === undefined ? {} : { startsPerSecond }),
    label: (job) => String(job.n),
    keep: (job) => job,
    run,
  });
  return queue;
}

const stateOf = async (database: Database, id: string) =>
  (await database.query<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]))[0];

describe('the job queue', () => {
  it('runs a job once for a key, however often it is sent', async () => {
    const runs: number[] = [];
    const queue = await start(testDatabase.database, async (job) => {
      runs.push(job.n);
    });
    const first = await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 1 }, { key: 'reminder:42' });
    expect(first).toEqual(expect.any(String));
    expect(await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 2 }, { key: 'reminder:42' })).toBeNull();
    await queue.drain();
    // Done, it still holds its key.
    expect(await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 3 }, { key: 'reminder:42' })).toBeNull();
    await queue.drain();
    expect(runs).toEqual([1]);
  });

  it('runs a job sent for later at its time, not before (drain does not wait for it), and a cancelled one never', async () => {
    const runs: number[] = [];
    const queue = await start(testDatabase.database, async (job) => {
      runs.push(job.n);
    });
    const sent = Date.now();
    const later = (await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 1 }, { key: 'later', startAfter: new Date(sent + 1500) }))!;
    await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 2 }, { key: 'cancelled', startAfter: new Date(sent + 1500) });
    await queue.cancel('mail', 'cancelled');
    await queue.drain();
    expect(runs).toEqual([]);
    while ((await stateOf(testDatabase.database, later))?.state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1500);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs).toEqual([1]);
  });

  it('starts the jobs of a paced kind evenly spaced, however many workers wait, and stops at once while waiting', async () => {
    const started: number[] = [];
    const queue = await start(
      testDatabase.database,
      async () => {
        started.push(performance.now());
      },
      { concurrency: 4, startsPerSecond: 10 },
    );
    // The workers' first turns pass while the queue is empty: the jobs below wait for the next ones.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sending = performance.now();
    await queue.sendAll<NumberJob>(
      'mail',
      [1, 2, 3, 4, 5, 6].map((n) => ({ contextId: 'ctx', n })),
    );
    await queue.drain();
    expect(started).toHaveLength(6);
    // 10 a second: the workers ask for a job 100 ms apart, and a worker finds one only when it asked
    // after the jobs were sent, so the sixth starts 500 ms after the sending at the soonest (less the
    // moment its asking takes to leave). How long an asking takes to come back is the machine's: on
    // a loaded one the starts bunch up, so their spacing itself is not checked.
    expect(started.at(-1)! - sending).toBeGreaterThanOrEqual(480);
    // A stop does not wait for the turns still reserved.
    const stopping = performance.now();
    await queue.stop();
    expect(performance.now() - stopping).toBeLessThan(1000);
  });

  it('takes a job of higher priority before older ones of lower priority', async () => {
    const runs: number[] = [];
    const queue = await start(
      testDatabase.database,
      async (job) => {
        runs.push(job.n);
      },
      // One job every 200 ms: the later jobs wait while the first runs.
      { concurrency: 1, startsPerSecond: 5 },
    );
    await queue.sendAll<NumberJob>(
      'mail',
      [1, 2, 3].map((n) => ({ contextId: 'ctx', n })),
      { priority: -1 },
    );
    await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 4 });
    await queue.drain();
    // The first may have been taken before the fourth was added; the fourth then comes next.
    expect(runs.indexOf(4)).toBeLessThanOrEqual(1);
    // Added in one statement, the others are equally old: in any order.
    expect([...runs].sort()).toEqual([1, 2, 3, 4]);
  });

  it('retries a failing job with back-off, and keeps why it failed', async () => {
    let attempts = 0;
    const queue = await start(testDatabase.database, async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`SMTP down (${attempts})`);
    });
    const id = (await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 1 }))!;
    const started = Date.now();
    await queue.drain();
    // Waits of 1 s then 2 s at least (doubling), jitter aside.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(attempts).toBe(3);
    expect(await stateOf(testDatabase.database, id)).toEqual({ state: 'completed', retry_count: 2 });
  });

  it('is shared by two server processes on one database: each job runs once', async () => {
    const runs = new Map<number, string[]>();
    const runner = (name: string) => async (job: NumberJob) => {
      runs.set(job.n, [...(runs.get(job.n) ?? []), name]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const one = await start(testDatabase.database, runner('one'));
    await start(testDatabase.openAgain(), runner('two'));
    for (let n = 0; n < 40; n += 1) await one.send<NumberJob>('mail', { contextId: 'ctx', n });
    await one.drain();
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((names) => names.length === 1)).toBe(true);
  });

  it('stops cleanly: the running job finishes first, the waiting ones wait for the next start', async () => {
    let finished = 0;
    let release: () => void = () => undefined;
    const queue = await start(
      testDatabase.database,
      async () => {
        await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
      },
      { concurrency: 1 },
    );
    const running = (await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 1 }))!;
    const waiting = (await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 2 }))!;
    while ((await stateOf(testDatabase.database, running))?.state !== 'active') await new Promise((resolve) => setTimeout(resolve, 20));
    const stopping = queue.stop();
    setTimeout(() => release(), 200);
    await stopping;
    expect(finished).toBe(1);
    expect((await stateOf(testDatabase.database, running))?.state).toBe('completed');
    expect((await stateOf(testDatabase.database, waiting))?.state).toBe('created');
    // The next start runs it.
    const next = await start(testDatabase.database, async () => {
      finished += 1;
    });
    await next.drain();
    expect(finished).toBe(2);
  });

  it('fails a job that runs past its expiry, and its worker goes on to the next', async () => {
    const runs: number[] = [];
    const queue = await start(
      testDatabase.database,
      async (job) => {
        runs.push(job.n);
        if (job.n === 1) await new Promise(() => undefined);
      },
      { concurrency: 1, expireInSeconds: 1 },
    );
    const hung = (await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 1 }))!;
    await queue.send<NumberJob>('mail', { contextId: 'ctx', n: 2 });
    while (!runs.includes(2)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      await testDatabase.database.query<{ state: string; output: { message: string } }>(`SELECT state, output FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [hung]),
    ).toEqual([{ state: 'retry', output: expect.objectContaining({ message: 'The job ran past its expiry of 1 s' }) }]);
  });

  it('picks up after a restart a job its process stopped in the middle of', async () => {
    const runs: string[] = [];
    const first = await start(
      testDatabase.database,
      async () => {
        runs.push('first');
        await new Promise(() => undefined);
      },
      { stopWaitMs: 100 },
    );
    const id = (await first.send<NumberJob>('mail', { contextId: 'ctx', n: 1 }))!;
    while ((await stateOf(testDatabase.database, id))?.state !== 'active') await new Promise((resolve) => setTimeout(resolve, 20));
    await first.stop();
    expect((await stateOf(testDatabase.database, id))?.state).toBe('retry');
    const second = await start(testDatabase.openAgain(), async () => {
      runs.push('second');
    });
    await second.drain();
    expect(runs).toEqual(['first', 'second']);
    expect((await stateOf(testDatabase.database, id))?.state).toBe('completed');
  });
});
