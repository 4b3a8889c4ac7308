import type { Queryable } from '../db/database';
import type { VersionChanges } from './plan-program';

interface ProgramVersion {
  version: number;
  publishedBy: string | null;
  publishedAt: Date;
  summary: VersionChanges;
}

/**
 * A program's versions (docs/content-packages.md#correcting-a-program): each import of its package,
 * the first and every correction, with who published it and what it changed.
 */
export function createProgramVersionsRepository(db: Queryable) {
  return {
    /** The next version of the program, numbered after the last one. */
    async insertVersion(
      tenantId: string,
      programId: string,
      version: { publisher: { id: string; name: string } | null; summary: VersionChanges },
      tx = db,
    ): Promise<number> {
      const [row] = await tx.query<{ version: number }>(
        `INSERT INTO program_versions (context_id, program_id, version, published_by, published_by_name, summary)
         SELECT $1, $2, COALESCE(max(version), 0) + 1, $3, $4, $5::jsonb FROM program_versions WHERE context_id = $1 AND program_id = $2
         RETURNING version`,
        [tenantId, programId, version.publisher?.id ?? null, version.publisher?.name ?? null, JSON.stringify(version.summary)],
      );
      return row?.version ?? 1;
    },

    /** The program's latest version, 0 when it has none (a program of the tenant written before versions). */
    async latestVersion(tenantId: string, programId: string, tx = db): Promise<number> {
      const [row] = await tx.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM program_versions WHERE context_id = $1 AND program_id = $2',
        [tenantId, programId],
      );
      return row?.version ?? 0;
    },

    /** The program's versions, newest first; undefined when the tenant has no such program. */
    async listVersions(tenantId: string, programId: string, tx = db): Promise<ProgramVersion[] | undefined> {
      const [program] = await tx.query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 AND id = $2', [tenantId, programId]);
      if (!program) return undefined;
      const rows = await tx.query<{ version: number; published_by_name: string | null; published_at: Date; summary: VersionChanges }>(
        'SELECT version, published_by_name, published_at, summary FROM program_versions WHERE context_id = $1 AND program_id = $2 ORDER BY version DESC LIMIT 100',
        [tenantId, programId],
      );
      return rows.map((row) => ({ version: row.version, publishedBy: row.published_by_name, publishedAt: row.published_at, summary: row.summary }));
    },

    /** The versions an erased account published name it by its id only (docs/privacy.md#erasure). */
    async forgetPublisherName(tenantId: string, userId: string): Promise<void> {
      await db.query('UPDATE program_versions SET published_by_name = NULL WHERE context_id = $1 AND published_by = $2 AND published_by_name IS NOT NULL', [
        tenantId,
        userId,
      ]);
    },
  };
}
export type ProgramVersionsRepository = ReturnType<typeof createProgramVersionsRepository>;
