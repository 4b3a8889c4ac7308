/** The messages between the server's thread (pglite-worker-database.ts) and PGlite's (pglite-worker.ts). */
export type WorkerRequest =
  /** Frontend messages for PGlite (pglite-statements.ts), answered with the backend's messages, as bytes: both transferred, not copied. */
  | { kind: 'protocol'; id: number; message: Uint8Array; tx?: number }
  | { kind: 'exec'; id: number; sql: string; tx?: number }
  /** Answered once BEGIN has run: the transaction then holds PGlite until its `end`. */
  | { kind: 'begin'; id: number; tx: number }
  /** Answered once COMMIT (or, `commit: false`, ROLLBACK) has run. */
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  /** Answered between two statements, whatever waits for PGlite's lock: the worker is alive and PGlite open. */
  | { kind: 'ping'; id: number }
  | { kind: 'close'; id: number };

/** A PostgreSQL error as the API reads it (`code`, `constraint`, `message`…), plain enough for structured clone. */
export interface PlainError {
  message: string;
  name: string;
  fields?: Record<string, string>;
}

/**
 * `id` 0 is the worker's first message: PGlite is open. `busyMs`: how long the operation held
 * PGlite, timed in its thread (a statement outside a transaction, and a transaction from its BEGIN
 * to its end); what the server's thread estimates the queue's wait from.
 */
export type WorkerReply = ({ id: number; result: unknown } | { id: number; error: PlainError }) & { busyMs?: number };
