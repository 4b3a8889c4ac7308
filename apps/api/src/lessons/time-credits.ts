import type { Queryable } from '../db/database';
import type { TimeCredit } from './lesson-types';

/** The tables whose rows count ping time (a fixed literal, never user input). */
export type TimedTable = 'lessons' | 'lesson_pages';

/**
 * Adds buffered ping time to rows of `table`. One statement for every tenant at
 * once: each credit carries its tenant, checked against the row.
 */
export async function addTimeCredits(table: TimedTable, credits: readonly TimeCredit[], tx: Queryable): Promise<void> {
  if (credits.length === 0) return;
  await tx.query(
    `UPDATE ${table} t SET time_spent = t.time_spent + v.seconds, time_alive = t.time_alive + v.seconds
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS v(context_id, id, seconds)
      WHERE t.id = v.id AND t.context_id = v.context_id`,
    [credits.map((credit) => credit.tenantId), credits.map((credit) => credit.id), credits.map((credit) => credit.seconds)],
  );
}
