/**
 * The one database interface the API uses, implemented on PGlite (embedded,
 * the default) and on PostgreSQL (`DATABASE_URL`). Both return the same
 * JavaScript types: timestamptz → Date, date → 'YYYY-MM-DD' string,
 * jsonb → parsed value, bytea → Uint8Array (Buffer on PostgreSQL, a subclass).
 * No column uses int8 or numeric, so numbers are plain numbers.
 */
export interface Queryable {
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
}

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly driver: DatabaseDriver;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Resolves when the database answers, rejects when it does not. On the embedded database it
   * never waits behind the queries queued for it (the health check, under load).
   */
  ping(): Promise<void>;
  /**
   * Throws DatabaseBusyError when so many operations already wait that a new request should not
   * join them: refused at its start, it costs nothing, while one refused half-way would have
   * spent its first queries for nothing. A no-op on PostgreSQL (its pool queues).
   */
  admit(): void;
  close(): Promise<void>;
}

/**
 * Refused at once because too many operations already wait for the database (the embedded
 * database's bounded queue): the client should come back in `retryAfterSeconds`. The HTTP layer
 * answers 503 SERVICE_UNAVAILABLE with `Retry-After`.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many operations wait for the database');
    this.name = 'DatabaseBusyError';
  }
}

/** PostgreSQL type OID of `date`: kept as the 'YYYY-MM-DD' text, never shifted by a time zone. */
export const DATE_OID = 1082;

/**
 * Marks SQL built per request (the generic resources' field lists, filters and sorts): it runs
 * as an unnamed statement. Named statements are kept by every pooled PostgreSQL connection until
 * it closes, so only texts from a bounded set may have one (postgres-database.ts).
 */
export const DYNAMIC_SQL = '/* dynamic */ ';

/**
 * Marks a statement of a learner's request that PostgreSQL would plan afresh at every run once
 * the tables grow, where one plan for any parameters serves as well (docs/performance.md#plans-on-the-embedded-database).
 * On PGlite it runs under `plan_cache_mode = force_generic_plan`, since planning on WebAssembly
 * costs more than running such a statement; PostgreSQL plans natively and is left to choose.
 */
export const GENERIC_PLAN = '/* generic plan */ ';
