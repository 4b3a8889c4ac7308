import type { Queryable } from '../db/database';
import type { TimeCredit } from './lesson-types';

/** The tables whose rows count ping time (a fixed literal, never user input). */
export type TimedTable = 'lessons' | 'lesson_pages';

interface CreditRow {
  context_id: string;
  id: string;
  seconds: number;
}

/**
 * Adds buffered ping time to rows of `table`, in one statement for every tenant at once: each
 * credit carries its tenant, checked against the row. A row another transaction holds (a reset
 * archiving the learner's pages, an answer being stored) is skipped rather than waited for, and its
 * credit answered, to be written by a later flush: the flush then never waits for a lock, so it can
 * never be one side of a deadlock. Waiting, it deadlocked with a reset that held one of the
 * learner's lessons and wanted another the flush held (bench:lessons on PostgreSQL, a 500 for the
 * learner). Credits of rows that no longer exist are dropped.
 */
export async function addTimeCredits(table: TimedTable, credits: readonly TimeCredit[], tx: Queryable): Promise<TimeCredit[]> {
  if (credits.length === 0) return [];
  const busy = await tx.query<CreditRow>(
    `WITH credit AS (SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS v(context_id, id, seconds)),
     free AS MATERIALIZED (
       SELECT t.id FROM ${table} t JOIN credit c ON t.id = c.id AND t.context_id = c.context_id FOR UPDATE OF t SKIP LOCKED),
     written AS (
       UPDATE ${table} t SET time_spent = t.time_spent + c.seconds, time_alive = t.time_alive + c.seconds
         FROM credit c
        WHERE t.id = c.id AND t.context_id = c.context_id AND t.id IN (SELECT id FROM free)
        RETURNING t.id)
     SELECT c.context_id, c.id, c.seconds FROM credit c
      WHERE NOT EXISTS (SELECT 1 FROM written w WHERE w.id = c.id)
        AND EXISTS (SELECT 1 FROM ${table} t WHERE t.id = c.id AND t.context_id = c.context_id)`,
    [credits.map((credit) => credit.tenantId), credits.map((credit) => credit.id), credits.map((credit) => credit.seconds)],
  );
  return busy.map((row) => ({ tenantId: row.context_id, id: row.id, seconds: row.seconds }));
}
