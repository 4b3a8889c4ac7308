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
  close(): Promise<void>;
}

/** PostgreSQL type OID of `date`: kept as the 'YYYY-MM-DD' text, never shifted by a time zone. */
export const DATE_OID = 1082;

/**
 * Marks SQL built per request (the generic resources' field lists, filters and sorts): it runs
 * as an unnamed statement. Named statements are kept by every pooled PostgreSQL connection until
 * it closes, so only texts from a bounded set may have one (postgres-database.ts).
 */
export const DYNAMIC_SQL = '/* dynamic */ ';
