import type { LearnerImportOutcome, LearnerImportSkipReason } from '@espace/domain/admin/learner-import';
import type { Queryable } from '../db/database';

export interface LearnerImportReportLine {
  line: number;
  email: string;
  outcome: LearnerImportOutcome;
  reason: LearnerImportSkipReason | null;
}

export interface LearnerImportRecord {
  id: string;
  fileName: string;
  state: 'running' | 'done' | 'failed';
  validOnly: boolean;
  total: number;
  processed: number;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  counts: Partial<Record<LearnerImportOutcome, number>>;
}

interface ImportRow {
  id: string;
  file_name: string;
  state: LearnerImportRecord['state'];
  valid_only: boolean;
  total: number;
  processed: number;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  counts: Partial<Record<LearnerImportOutcome, number>> | null;
}

const toImport = (row: ImportRow): LearnerImportRecord => ({
  id: row.id,
  fileName: row.file_name,
  state: row.state,
  validOnly: row.valid_only,
  total: row.total,
  processed: row.processed,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  finishedAt: row.finished_at,
  counts: row.counts ?? {},
});

/** The tenant's learner imports: a job's state and progress, read by any API process (docs/administration.md#importing-learners). */
export function createLearnerImportsRepository(db: Queryable) {
  return {
    async create(tenantId: string, job: { fileName: string; validOnly: boolean; total: number; createdBy: string }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        "INSERT INTO learner_imports (context_id, created_by, file_name, state, valid_only, total) VALUES ($1, $2, $3, 'running', $4, $5) RETURNING id",
        [tenantId, job.createdBy, job.fileName, job.validOnly, job.total],
      );
      if (row === undefined) throw new Error('learner import not created');
      return row.id;
    },

    /** The job when it is this tenant's (and started by `startedBy`, unless null); its counts by outcome once done. */
    async find(tenantId: string, id: string, startedBy: string | null): Promise<LearnerImportRecord | undefined> {
      const [row] = await db.query<ImportRow>(
        `SELECT id, file_name, state, valid_only, total, processed, created_at, updated_at, finished_at,
                (SELECT jsonb_object_agg(outcome, n) FROM (SELECT entry->>'outcome' AS outcome, count(*)::int AS n FROM jsonb_array_elements(report) entry GROUP BY 1) c) AS counts
           FROM learner_imports WHERE context_id = $1 AND id = $2 AND ($3::uuid IS NULL OR created_by = $3::uuid)`,
        [tenantId, id, startedBy],
      );
      return row && toImport(row);
    },

    /** How far the write has gone; from outside the import's transaction, so every process sees it move. */
    async progress(tenantId: string, id: string, processed: number): Promise<void> {
      await db.query(
        "UPDATE learner_imports SET processed = GREATEST(processed, $3), updated_at = now() WHERE context_id = $1 AND id = $2 AND state = 'running'",
        [tenantId, id, processed],
      );
    },

    /** Done, with its report: in the import's own transaction, so the job is done exactly when its rows are there. */
    async finish(tenantId: string, id: string, report: readonly LearnerImportReportLine[], now: Date, tx: Queryable): Promise<void> {
      await tx.query(
        "UPDATE learner_imports SET state = 'done', processed = total, report = $3::jsonb, updated_at = $4, finished_at = $4 WHERE context_id = $1 AND id = $2",
        [tenantId, id, JSON.stringify(report), now],
      );
    },

    async fail(tenantId: string, id: string, now: Date): Promise<void> {
      await db.query("UPDATE learner_imports SET state = 'failed', updated_at = $3, finished_at = $3 WHERE context_id = $1 AND id = $2 AND state = 'running'", [
        tenantId,
        id,
        now,
      ]);
    },

    async report(tenantId: string, id: string, startedBy: string | null): Promise<LearnerImportReportLine[] | undefined> {
      const [row] = await db.query<{ report: LearnerImportReportLine[] }>(
        'SELECT report FROM learner_imports WHERE context_id = $1 AND id = $2 AND ($3::uuid IS NULL OR created_by = $3::uuid)',
        [tenantId, id, startedBy],
      );
      return row?.report;
    },

    /** An erased account's address leaves the reports that list it (docs/privacy.md#erasure): its lines stay, with no address. */
    async forgetAddress(tenantId: string, email: string, tx: Queryable): Promise<void> {
      if (email === '') return;
      await tx.query(
        `UPDATE learner_imports
            SET report = (SELECT jsonb_agg(CASE WHEN lower(line->>'email') = lower($2) THEN line || '{"email": ""}' ELSE line END ORDER BY position)
                            FROM jsonb_array_elements(report) WITH ORDINALITY AS entries(line, position))
          WHERE context_id = $1 AND jsonb_typeof(report) = 'array'
            AND EXISTS (SELECT 1 FROM jsonb_array_elements(report) AS entry WHERE lower(entry->>'email') = lower($2))`,
        [tenantId, email],
      );
    },
  };
}
export type LearnerImportsRepository = ReturnType<typeof createLearnerImportsRepository>;
