import type { EvidencePackRequest, EvidencePackState } from '@espace/contracts/attestations';
import type { Queryable } from '../db/database';

/** A Qualiopi evidence pack asked for by a trainer or an admin (migrations/0047_evidence_packs.sql). */
export interface EvidencePackRecord {
  id: string;
  classId: string;
  requestedBy: string;
  request: EvidencePackRequest;
  state: EvidencePackState;
  requestedAt: Date;
  learners: number | null;
  /** The upload holding its bytes, once ready (null again once the uploads' purge took them). */
  uploadId: string | null;
  readyAt: Date | null;
  expiresAt: Date | null;
  fileName: string | null;
  size: number | null;
}

interface EvidencePackRow {
  id: string;
  class_id: string;
  requested_by: string;
  locale: 'fr' | 'en';
  time_zone: string;
  state: EvidencePackState;
  requested_at: Date;
  learners: number | null;
  upload_id: string | null;
  ready_at: Date | null;
  expires_at: Date | null;
  file_name: string | null;
  size: string | number | null;
}

const COLUMNS = 'id, class_id, requested_by, locale, time_zone, state, requested_at, learners, upload_id, ready_at, expires_at, file_name, size';

const toRecord = (row: EvidencePackRow): EvidencePackRecord => ({
  id: row.id,
  classId: row.class_id,
  requestedBy: row.requested_by,
  request: { locale: row.locale, timeZone: row.time_zone },
  state: row.state,
  requestedAt: row.requested_at,
  learners: row.learners,
  uploadId: row.upload_id,
  readyAt: row.ready_at,
  expiresAt: row.expires_at,
  fileName: row.file_name,
  size: row.size === null ? null : Number(row.size),
});

/**
 * The evidence packs' records (docs/privacy.md#qualiopi-evidence-pack); their bytes are uploads of
 * the files area's. Every statement is scoped to the tenant; a pack that has expired is never read.
 */
export function createEvidencePacksRepository(db: Queryable) {
  return {
    /** A new pack, preparing. */
    async create(
      tenantId: string,
      pack: { classId: string; requestedBy: string; request: EvidencePackRequest },
      now: Date,
      tx: Queryable = db,
    ): Promise<EvidencePackRecord> {
      const [row] = await tx.query<EvidencePackRow>(
        `INSERT INTO evidence_packs (context_id, class_id, requested_by, locale, time_zone, requested_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [tenantId, pack.classId, pack.requestedBy, pack.request.locale, pack.request.timeZone, now],
      );
      if (!row) throw new Error('the evidence pack was not created');
      return toRecord(row);
    },

    /** A pack of the tenant, unless it has expired. */
    async find(tenantId: string, id: string, now: Date): Promise<EvidencePackRecord | undefined> {
      const [row] = await db.query<EvidencePackRow>(
        `SELECT ${COLUMNS} FROM evidence_packs WHERE context_id = $1 AND id = $2 AND (expires_at IS NULL OR expires_at > $3)`,
        [tenantId, id, now],
      );
      return row && toRecord(row);
    },

    /** The requester's last pack of the class, unless it has expired. */
    async latest(tenantId: string, classId: string, requestedBy: string, now: Date): Promise<EvidencePackRecord | undefined> {
      const [row] = await db.query<EvidencePackRow>(
        `SELECT ${COLUMNS} FROM evidence_packs
          WHERE context_id = $1 AND requested_by = $2 AND class_id = $3
          ORDER BY requested_at DESC, id LIMIT 1`,
        [tenantId, requestedBy, classId],
      );
      return row && (row.expires_at === null || row.expires_at > now) ? toRecord(row) : undefined;
    },

    async setLearners(tenantId: string, id: string, learners: number): Promise<void> {
      await db.query(`UPDATE evidence_packs SET learners = $3 WHERE context_id = $1 AND id = $2 AND state = 'preparing'`, [tenantId, id, learners]);
    },

    /** The pack is ready, its bytes in that upload; false when it no longer waits for them (deleted meanwhile). */
    async markReady(
      tenantId: string,
      id: string,
      file: { uploadId: string; fileName: string; size: number; readyAt: Date; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE evidence_packs SET state = 'ready', upload_id = $3, file_name = $4, size = $5, ready_at = $6, expires_at = $7
          WHERE context_id = $1 AND id = $2 AND state = 'preparing' RETURNING id`,
        [tenantId, id, file.uploadId, file.fileName, file.size, file.readyAt, file.expiresAt],
      );
      return rows.length > 0;
    },

    async markFailed(tenantId: string, id: string): Promise<void> {
      await db.query(`UPDATE evidence_packs SET state = 'failed' WHERE context_id = $1 AND id = $2 AND state = 'preparing'`, [tenantId, id]);
    },

    /**
     * Deletes the requester's earlier packs of the class but one still preparing since
     * `preparingSince`, and every expired pack of the tenant; answers the uploads that held their
     * bytes, for the files area to delete.
     */
    async deleteReplaced(
      tenantId: string,
      classId: string,
      requestedBy: string,
      { now, preparingSince }: { now: Date; preparingSince: Date },
    ): Promise<string[]> {
      const rows = await db.query<{ upload_id: string | null }>(
        `DELETE FROM evidence_packs
          WHERE context_id = $1
            AND ((requested_by = $2 AND class_id = $3 AND (state <> 'preparing' OR requested_at <= $5)) OR expires_at <= $4)
          RETURNING upload_id`,
        [tenantId, requestedBy, classId, now, preparingSince],
      );
      return rows.flatMap((row) => (row.upload_id === null ? [] : [row.upload_id]));
    },

    /**
     * An erased person's packs go (docs/privacy.md#erasure): those they asked for and those of the
     * classes they belong to, which name them; answers the uploads that held their bytes.
     */
    async forgetPerson(tenantId: string, userId: string, tx: Queryable): Promise<string[]> {
      const rows = await tx.query<{ upload_id: string | null }>(
        `DELETE FROM evidence_packs
          WHERE context_id = $1
            AND (requested_by = $2 OR class_id IN (SELECT class_id FROM class_users WHERE context_id = $1 AND user_id = $2))
          RETURNING upload_id`,
        [tenantId, userId],
      );
      return rows.flatMap((row) => (row.upload_id === null ? [] : [row.upload_id]));
    },
  };
}
export type EvidencePacksRepository = ReturnType<typeof createEvidencePacksRepository>;
