import type { JobKind } from '@espace/contracts/admin-jobs';
import type { Database } from '../db/database';
import { JOBS_SCHEMA } from './job-queue';

/** pg-boss's own states (its job table's `state`). */
export type PgBossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRecord {
  id: string;
  kind: JobKind;
  state: PgBossState;
  /** Attempts started: pg-boss counts the retries, and marks when one started. */
  attempts: number;
  retryLimit: number;
  /** What the last failed attempt threw, as pg-boss kept it. */
  error: string | null;
  data: { contextId: string } & Record<string, unknown>;
  createdAt: Date;
  startAfter: Date;
  completedAt: Date | null;
}

interface JobRow {
  id: string;
  name: JobKind;
  state: PgBossState;
  attempts: number;
  retry_limit: number;
  error: string | null;
  data: JobRecord['data'];
  created_on: Date;
  start_after: Date;
  completed_on: Date | null;
}

const columns = `id, name, state, retry_count + CASE WHEN started_on IS NULL THEN 0 ELSE 1 END AS attempts, retry_limit, left(output->>'message', 500) AS error, data, created_on, start_after, completed_on`;

const toRecord = (row: JobRow): JobRecord => ({
  id: row.id,
  kind: row.name,
  state: row.state,
  attempts: row.attempts,
  retryLimit: row.retry_limit,
  error: row.error,
  data: row.data,
  createdAt: row.created_on,
  startAfter: row.start_after,
  completedAt: row.completed_on,
});

/**
 * Reads pg-boss's live job table for the admin's view, always for one tenant (each job's data
 * names its context). pg-boss has no listing of its own; it writes the table, this only reads it.
 */
export function createJobsRepository(database: Database) {
  return {
    async recent(tenantId: string, limit: number): Promise<JobRecord[]> {
      const rows = await database.query<JobRow>(
        `SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE data->>'contextId' = $1 ORDER BY created_on DESC, id LIMIT $2`,
        [tenantId, limit],
      );
      return rows.map(toRecord);
    },
    async countByState(tenantId: string): Promise<Map<PgBossState, number>> {
      const rows = await database.query<{ state: PgBossState; count: number }>(
        `SELECT state, count(*)::int AS count FROM ${JOBS_SCHEMA}.job WHERE data->>'contextId' = $1 GROUP BY state`,
        [tenantId],
      );
      return new Map(rows.map((row) => [row.state, row.count]));
    },
    async find(tenantId: string, id: string): Promise<JobRecord | undefined> {
      const [row] = await database.query<JobRow>(`SELECT ${columns} FROM ${JOBS_SCHEMA}.job WHERE id = $1 AND data->>'contextId' = $2`, [id, tenantId]);
      return row === undefined ? undefined : toRecord(row);
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
