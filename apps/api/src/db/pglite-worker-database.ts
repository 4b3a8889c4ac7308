import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type TransferListItem, Worker } from 'node:worker_threads';
import { DATE_OID, type Database, DatabaseBusyError, type Queryable } from './database';
import { PgliteStatements, type ProtocolRound } from './pglite-statements';
import type { PlainError, WorkerReply, WorkerRequest } from './pglite-worker-protocol';

/**
 * How long the operations already waiting for the embedded database may take to run (their count
 * times the time one recently took) before a new API request is refused at its start
 * (Database.admit: 503 + Retry-After). A time rather than a count: the class that opens its
 * lesson at once (1,000 first pages within half a second) is a queue of a few seconds,
 * to be served, not refused; a server that cannot keep up for longer is told so at once. A
 * request's queries run one after another, each behind what waits then, so an admitted request
 * answers within a few times this budget: seconds of waiting, which a learner opening a lesson
 * with their class would rather have than an error. The budget stays well above a class start's
 * own length, which grows on a slower machine: a budget near it refuses learners of the class
 * start (the budgets measured: docs/performance.md#the-embedded-database-off-the-event-loop).
 */
const PGLITE_ADMISSION_WAIT_MS = 8000;

/**
 * The hard bound: past this much waiting, an operation itself fails with DatabaseBusyError. Only
 * work not admitted per request reaches it (a page's tenant look-up, a burst of queries in
 * parallel): four times the admission budget leaves admitted requests room to finish.
 */
const PGLITE_QUEUE_WAIT_MS = 4 * PGLITE_ADMISSION_WAIT_MS;

export interface PgliteWorkerOptions {
  /** Override the budgets above (tests of the overload answer). */
  admissionWaitMs?: number;
  queueWaitMs?: number;
  /**
   * A file of PGlite's `dumpDataDir` the database starts from instead of an empty cluster (the
   * integration tests' migrated and seeded template, test/seeded-template.ts): loading it takes
   * a tenth of the time initdb does.
   */
  initialDump?: string;
}

type Outgoing = WorkerRequest extends infer Request ? (Request extends unknown ? Omit<Request, 'id'> : never) : never;

interface Call {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Counted against the budgets: an operation outside a transaction, or one beginning. */
  counted: boolean;
}

/**
 * The build bundles the worker beside main.js (build.mjs). From sources (tests, `npm run dev`, the
 * benches, the CLI) it is TypeScript, which the worker loads through tsx: Node 20 does not apply
 * an `--import` loader to a worker thread, tsx's `tsImport` does.
 */
function startWorker(dataDir: string | undefined, initialDump: string | undefined): Worker {
  const options = { workerData: { dataDir, initialDump } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), options);
  // Resolved from the working directory, inside the repository whenever the sources run.
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`, { ...options, eval: true });
}

function asError({ message, name, fields }: PlainError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/**
 * The embedded database (PGlite, files under `DATA_DIR/pglite`; `dataDir` undefined → in memory)
 * in a worker thread (pglite-worker.ts), so its WebAssembly runs beside the server's event loop
 * instead of on it. Operations go to the worker as they come, and PGlite's lock runs them in
 * order; once those waiting would take `admissionWaitMs` to run new requests are refused (admit),
 * past `queueWaitMs` the operations themselves fail at once with DatabaseBusyError.
 */
export async function openPgliteWorkerDatabase(
  dataDir: string | undefined,
  { admissionWaitMs = PGLITE_ADMISSION_WAIT_MS, queueWaitMs = PGLITE_QUEUE_WAIT_MS, initialDump }: PgliteWorkerOptions = {},
): Promise<Database> {
  let location: string | undefined;
  if (dataDir !== undefined) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const worker = startWorker(location, initialDump);
  const calls = new Map<number, Call>();
  let nextId = 1;
  let nextTransaction = 1;
  let waiting = 0;
  // The time an operation recently held PGlite (milliseconds, a moving average), as PGlite's thread
  // timed it (WorkerReply's busyMs): a statement, or a transaction from BEGIN to its end. Timed
  // here, from one answer to the next, it would count this thread's own delays too: a request's
  // work or a collection holding the answers back would make the next one look as long, and the
  // queue as long as that times its length, so a class start would refuse learners, and tell them
  // to come back tens of seconds later, while the requests it admitted wait little
  // (docs/performance.md#the-embedded-database-off-the-event-loop).
  // One operation counts for at most the admission budget: a bulk write of a minute (an import,
  // a migration, a test's setup) says nothing of the requests queued behind it, and counted whole
  // it would make the next few look that long and refuse even a lone one.
  let operationMs = 1;
  let stopped: Error | undefined;

  const settle = (id: number, busyMs?: number): Call | undefined => {
    const call = calls.get(id);
    if (call === undefined) return undefined;
    calls.delete(id);
    if (call.counted) waiting -= 1;
    if (busyMs !== undefined) operationMs = operationMs * 0.9 + Math.min(busyMs, admissionWaitMs) * 0.1;
    // An idle worker must not keep the process alive (a CLI that ends without closing it).
    if (calls.size === 0) worker.unref();
    return call;
  };
  const stop = (error: Error) => {
    stopped ??= error;
    for (const id of [...calls.keys()]) settle(id)?.reject(error);
  };
  worker.on('message', (reply: WorkerReply) => {
    const call = settle(reply.id, reply.busyMs);
    if ('error' in reply) call?.reject(asError(reply.error));
    else call?.resolve(reply.result);
  });
  worker.on('error', (error) => stop(new Error('The database worker failed', { cause: error })));
  worker.on('exit', (code) => stop(new Error(`The database worker stopped (exit code ${code})`)));

  /** How long the operations waiting now would take to run. */
  const expectedWaitMs = () => waiting * operationMs;
  const busy = () => new DatabaseBusyError(Math.max(1, Math.ceil(expectedWaitMs() / 1000)));
  const send = <T>(request: Outgoing, counted: boolean, transfer: TransferListItem[] = []): Promise<T> => {
    if (stopped !== undefined) return Promise.reject(stopped);
    if (counted && expectedWaitMs() >= queueWaitMs) return Promise.reject(busy());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (calls.size === 0) worker.ref();
      calls.set(id, { resolve: resolve as (value: unknown) => void, reject, counted });
      if (counted) waiting += 1;
      try {
        worker.postMessage({ ...request, id }, transfer);
      } catch (error) {
        // A message structured clone cannot copy: this call only fails.
        settle(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };

  await new Promise((resolve, reject) => calls.set(0, { resolve, reject, counted: false }));

  // Dates stay the 'YYYY-MM-DD' text they are (DATE_OID), as on PostgreSQL.
  const statements = new PgliteStatements({ library: await import('@electric-sql/pglite'), parsers: { [DATE_OID]: (value: string) => value } });
  const queryable = (tx: number | undefined, isOpen: () => boolean): Queryable => {
    const round: ProtocolRound = (message) =>
      send<Uint8Array>({ kind: 'protocol', message, ...(tx === undefined ? {} : { tx }) }, tx === undefined, [message.buffer as ArrayBuffer]);
    return {
      query: <T extends object>(sql: string, params: readonly unknown[] = []) =>
        isOpen() ? (statements.query(round, sql, params) as Promise<T[]>) : Promise.reject(new Error('This transaction is closed')),
      execScript: (sql: string) =>
        isOpen()
          ? send<void>({ kind: 'exec', sql, ...(tx === undefined ? {} : { tx }) }, tx === undefined)
          : Promise.reject(new Error('This transaction is closed')),
    };
  };

  return {
    driver: 'pglite',
    ...queryable(undefined, () => true),
    async transaction(work) {
      const tx = nextTransaction++;
      await send({ kind: 'begin', tx }, true);
      let open = true;
      let result;
      try {
        result = await work(queryable(tx, () => open));
      } catch (error) {
        open = false;
        await send({ kind: 'end', tx, commit: false }, false).catch(() => undefined);
        throw error;
      }
      open = false;
      await send({ kind: 'end', tx, commit: true }, false);
      return result;
    },
    ping: () => send<void>({ kind: 'ping' }, false),
    admit() {
      if (expectedWaitMs() >= admissionWaitMs) throw busy();
    },
    async close() {
      if (stopped !== undefined) return;
      // PGlite is closed first, so that its files are whole, then the thread ends.
      await send({ kind: 'close' }, false);
      stop(new Error('The database is closed'));
      await worker.terminate();
    },
  };
}
