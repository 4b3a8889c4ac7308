import type { Readable } from 'node:stream';
import type { FileType } from '@espace/domain/files/file-types';
import type { Database, Queryable } from '../db/database';
import { lockKeys } from '../db/advisory-locks';
import { readableFile, type FileReader } from './file-access';
import { chunkStream, insertChunk, readChunks } from './file-chunks';
import { type FileRow, META_COLUMNS, type StoredFileMeta, toMeta } from './files-repository';
import { isUuid } from '@espace/domain/uuid';

/** An upload the process that started it did not finish (it stopped): its chunks go after a day. */
const STALE_UPLOAD = '1 day';

interface UploadedFile {
  name: string;
  type: string;
  fileType: FileType;
  size: number;
  sha256: string;
}

/**
 * Uploads go to the user's own library (docs/product/data-model.md#files-and-libraries), streamed in chunks
 * (migrations/0006_file_chunks.sql): begin, write each chunk in its own statement, then finish
 * in one short transaction that checks the quota and makes the file visible; mails read files by id.
 */
export function createUploadsRepository(db: Queryable & Pick<Database, 'transaction'>) {
  /** Bytes of all the user's uploads in this tenant (their quota counts these). */
  const usedBytes = async (tenantId: string, userId: string, tx: Queryable = db): Promise<number> => {
    const [row] = await tx.query<{ used: number }>('SELECT COALESCE(sum(size), 0)::float8 AS used FROM files WHERE context_id = $1 AND owner_id = $2', [
      tenantId,
      userId,
    ]);
    return row?.used ?? 0;
  };

  /**
   * Hands uploads over to the file rows the caller's transaction has just inserted with their ids:
   * the file rows now own the chunks, which the trigger keeps. Throws when one of them is gone
   * (purged as stale, its chunks with it): the transaction must not make a file without bytes.
   */
  const claimUploads = async (tenantId: string, uploadIds: readonly string[], tx: Queryable): Promise<void> => {
    const expected = new Set(uploadIds).size;
    if (expected === 0) return;
    const claimed = await tx.query<{ id: string }>('DELETE FROM file_uploads WHERE context_id = $1 AND id = ANY($2::uuid[]) RETURNING id', [
      tenantId,
      uploadIds,
    ]);
    if (claimed.length !== expected) throw new Error(`${expected - claimed.length} of ${expected} uploads are gone`);
  };

  return {
    usedBytes,
    claimUploads,

    /**
     * A new upload in progress, of a user or (a content package's media, `ownerId` null) of the
     * tenant; the uploads some stopped process left behind go on the way.
     */
    async beginUpload(tenantId: string, ownerId: string | null, tx: Queryable = db): Promise<string> {
      await tx.query(`DELETE FROM file_uploads WHERE started_at < now() - interval '${STALE_UPLOAD}'`);
      const [row] = await tx.query<{ id: string }>('INSERT INTO file_uploads (id, context_id, owner_id) VALUES (gen_random_uuid(), $1, $2) RETURNING id', [
        tenantId,
        ownerId,
      ]);
      if (!row) throw new Error('the upload was not started');
      return row.id;
    },

    async writeChunk(uploadId: string, seq: number, bytes: Uint8Array, tx: Queryable = db): Promise<void> {
      await insertChunk(tx, uploadId, seq, bytes);
    },

    /** Drops an upload and its chunks (a trigger deletes them). */
    async abandonUpload(tenantId: string, uploadId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM file_uploads WHERE context_id = $1 AND id = $2', [tenantId, uploadId]);
    },

    /**
     * The bytes of an upload that stays one (no file claims it: a prepared evidence pack), a chunk
     * at a time; empty once it is gone. Its caller decides who may read it.
     */
    readUpload(tenantId: string, uploadId: string): Readable {
      return chunkStream(db, tenantId, uploadId, 'upload');
    },

    /**
     * Makes the upload a file of the user's library, unless it takes their uploads past
     * `quotaBytes`: then nothing is stored and null is returned. Uploads of one user finish one
     * after another (advisory lock), so parallel uploads cannot together pass the quota.
     */
    async finishUpload(tenantId: string, userId: string, uploadId: string, file: UploadedFile, quotaBytes: number): Promise<StoredFileMeta | null> {
      return db.transaction(async (tx) => {
        await lockKeys(tx, [`upload-quota:${tenantId}:${userId}`]);
        if ((await usedBytes(tenantId, userId, tx)) + file.size > quotaBytes) return null;
        const [row] = await tx.query<{ id: string; library_id: string }>(
          `WITH existing AS (SELECT id FROM libraries WHERE context_id = $1 AND owner_type = 'AppUser' AND owner_id = $2 ORDER BY created_at LIMIT 1),
                created AS (INSERT INTO libraries (context_id, owner_type, owner_id) SELECT $1, 'AppUser', $2 WHERE NOT EXISTS (SELECT 1 FROM existing) RETURNING id),
                library AS (SELECT id FROM existing UNION ALL SELECT id FROM created)
           INSERT INTO files (id, context_id, library_id, owner_id, name, type, file_type, size, sha256)
           SELECT $3, $1, library.id, $2, $4, $5, $6, $7, $8 FROM library LIMIT 1
           RETURNING id, library_id`,
          [tenantId, userId, uploadId, file.name, file.type, file.fileType, file.size, file.sha256],
        );
        if (!row) throw new Error('the upload was not stored');
        await claimUploads(tenantId, [uploadId], tx);
        return { id: row.id, ...file, libraryId: row.library_id, ownerId: userId, alt: null, transcript: null, hasCaptions: false };
      });
    },

    /** The files among `ids` that `reader` may read (file-access.ts), without their bytes. */
    async findReadable(tenantId: string, ids: readonly string[], reader: FileReader): Promise<StoredFileMeta[]> {
      const valid = ids.filter((id) => isUuid(id));
      if (valid.length === 0) return [];
      const access = readableFile(reader, 3);
      const rows = await db.query<FileRow>(
        `SELECT ${META_COLUMNS} FROM files f
          WHERE f.context_id = $1 AND f.id = ANY($2::uuid[]) AND f.file_type <> 'activity' AND ${access.condition} ORDER BY name, id`,
        [tenantId, valid, ...access.params],
      );
      return rows.map(toMeta);
    },

    /** The bytes of a file found by `findReadable`, in memory: the caller has bounded its size. */
    async readContent(tenantId: string, fileId: string): Promise<Buffer> {
      return readChunks(db, tenantId, fileId);
    },

    /**
     * Deletes everything an erased account uploaded (docs/privacy.md#erasure): its files (its avatar,
     * its log-book attachments, its documents) with their bytes (the triggers of migration 0006), its
     * uploads in progress and its own library.
     */
    async eraseOwner(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM files WHERE context_id = $1 AND owner_id = $2', [tenantId, userId]);
      await tx.query('DELETE FROM file_uploads WHERE context_id = $1 AND owner_id = $2', [tenantId, userId]);
      await tx.query("DELETE FROM libraries WHERE context_id = $1 AND owner_type = 'AppUser' AND owner_id = $2", [tenantId, userId]);
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
