import type { Queryable } from '../db/database';

export interface StoredRecord {
  date: Date;
  scores: unknown;
}

/** Records: snapshots of a learner's scores (docs/product/data-model.md#records). */
export function createRecordsRepository(db: Queryable) {
  return {
    /** The newest record, and the newest one dated before `before` (the baseline of deltas), in one query. */
    async latest(tenantId: string, userId: string, before: Date): Promise<{ newest: StoredRecord | null; baseline: StoredRecord | null }> {
      const rows = await db.query<{ kind: 'newest' | 'baseline'; date: Date; scores: unknown }>(
        `(SELECT 'newest' AS kind, date, scores FROM records WHERE context_id = $1 AND user_id = $2 ORDER BY date DESC LIMIT 1)
         UNION ALL
         (SELECT 'baseline' AS kind, date, scores FROM records WHERE context_id = $1 AND user_id = $2 AND date < $3 ORDER BY date DESC LIMIT 1)`,
        [tenantId, userId, before],
      );
      const find = (kind: string) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        return row ? { date: row.date, scores: row.scores } : null;
      };
      return { newest: find('newest'), baseline: find('baseline') };
    },

    async insert(tenantId: string, userId: string, date: Date, scores: unknown, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO records (context_id, user_id, date, scores) VALUES ($1, $2, $3, $4::jsonb)', [
        tenantId,
        userId,
        date,
        JSON.stringify(scores),
      ]);
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
