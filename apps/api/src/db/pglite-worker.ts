/**
 * The worker side of the embedded database (pglite-worker-database.ts is the main side): PGlite
 * runs here, in its own thread, so its WebAssembly never holds the server's event loop. Messages
 * run as they come; PGlite's own lock orders them, as it did in the server's thread: a
 * transaction holds it from BEGIN to COMMIT, its queries (marked with its `tx`) run inside it,
 * and everything else waits. Queries come as the protocol's bytes, written in the server's thread
 * (pglite-statements.ts), and their answers go back unparsed: this thread runs PGlite and little
 * else. Bytes cross both ways transferred, not copied; errors cross as the plain fields the API reads.
 *
 * This file imports npm packages, Node, pglite-extensions.ts and database.ts's constants only: in development it is
 * loaded through tsx, in the build it is its own bundle (build.mjs).
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { PlainError, WorkerReply, WorkerRequest } from './pglite-worker-protocol';
import { pgliteExtensions } from './pglite-extensions';
import { runProtocol } from './pglite-statements';

/** The fields of a PostgreSQL error the API reads (code, constraint…), as a plain object. */
const errorFields = ['code', 'constraint', 'detail', 'hint', 'severity', 'schema', 'table', 'column', 'dataType', 'where', 'routine', 'position'] as const;

function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields: Record<string, string> = {};
  for (const field of errorFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** Thrown inside PGlite's transaction to have it roll back; never leaves this file. */
const rollbackRequested = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction; its outcome answers the `end` message `replyTo`. */
  end: (commit: boolean, replyTo: number) => void;
}

const port = parentPort;
if (port === null) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir, initialDump } = workerData as { dataDir: string | undefined; initialDump: string | undefined };
const loadDataDir = initialDump === undefined ? undefined : new Blob([await readFile(initialDump)]);
// Memory (docs/performance.md#the-servers-memory-npm-run-benchmemory). PGlite's 9 MB of WebAssembly is compiled as its functions
// first run rather than all at start: about 35 MB less compiled code, the same throughput. A
// process-wide V8 flag that only WebAssembly reads, set before PGlite compiles its module.
setFlagsFromString('--wasm-lazy-compilation');
const pglite = await PGlite.create(dataDir, {
  extensions: pgliteExtensions,
  ...(loadDataDir && { loadDataDir }),
  // PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which grows and never
  // shrinks: the default 128 MB kept 150 MB of it touched at rest with the demo data. 16 MB holds
  // what requests reuse; other pages are read from the files through the system's page cache,
  // which is not the server's memory.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
const transactions = new Map<number, OpenTransaction>();

const reply = (message: WorkerReply) =>
  port.postMessage(message, 'result' in message && message.result instanceof Uint8Array ? [message.result.buffer as ArrayBuffer] : []);

/**
 * BEGIN answers `id`; COMMIT or ROLLBACK answers the `end` message that asked for it, with the time
 * the transaction held PGlite: everything else waited that long, round trips to the server included.
 */
async function begin(id: number, txId: number): Promise<void> {
  let endId: number | undefined;
  let heldFrom = performance.now();
  const held = () => ({ busyMs: performance.now() - heldFrom });
  try {
    await pglite.transaction(async (tx) => {
      heldFrom = performance.now();
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(txId, {
          tx,
          end: (commitIt, replyTo) => {
            endId = replyTo;
            resolve(commitIt);
          },
        });
        reply({ id, result: undefined });
      });
      if (!commit) throw rollbackRequested;
    });
    reply({ id: endId ?? id, result: undefined, ...held() });
  } catch (error) {
    reply(error === rollbackRequested ? { id: endId ?? id, result: undefined, ...held() } : { id: endId ?? id, error: plainError(error), ...held() });
  } finally {
    transactions.delete(txId);
  }
}

/** What an operation answers, and how long it held PGlite when it is one outside a transaction (WorkerReply). */
interface Outcome {
  result: unknown;
  busyMs?: number;
}

/** Times `work` once it holds PGlite (after its wait for the lock). */
async function timed(work: () => Promise<unknown>): Promise<Outcome> {
  const started = performance.now();
  const result = await work();
  return { result, busyMs: performance.now() - started };
}

async function run(request: Exclude<WorkerRequest, { kind: 'begin' | 'end' }>): Promise<Outcome> {
  switch (request.kind) {
    case 'protocol':
    case 'exec': {
      const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
      if (target === undefined) throw new Error('This transaction is closed');
      // A script (migrations, seeding, tests) takes PGlite's locks itself, its wait with them: not timed.
      if (request.kind === 'exec') {
        await target.exec(request.sql);
        return { result: undefined };
      }
      // PGlite's locks, as its own query takes them: a query outside a transaction waits for the
      // transaction in progress to end; one inside it runs between the transaction's others, and
      // its time is the transaction's (begin).
      const query = () => pglite._runExclusiveQuery(() => runProtocol(pglite, request.message));
      return request.tx === undefined ? pglite._runExclusiveTransaction(() => timed(query)) : { result: await query() };
    }
    case 'ping':
      if (pglite.closed) throw new Error('The database is closed');
      return { result: undefined };
    case 'close':
      await pglite.close();
      return { result: undefined };
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.kind === 'begin') {
    void begin(request.id, request.tx);
    return;
  }
  if (request.kind === 'end') {
    const open = transactions.get(request.tx);
    if (open === undefined) reply({ id: request.id, error: { message: 'This transaction is closed', name: 'Error' } });
    else open.end(request.commit, request.id);
    return;
  }
  run(request).then(
    ({ result, busyMs }) => reply({ id: request.id, result, ...(busyMs === undefined ? {} : { busyMs }) }),
    (error: unknown) => reply({ id: request.id, error: plainError(error) }),
  );
});

reply({ id: 0, result: 'ready' });
