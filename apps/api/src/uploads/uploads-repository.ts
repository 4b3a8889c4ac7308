import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { readableFileCondition, type FileReader } from '../files/file-access';
import type { FileType, StoredFile, StoredFileMeta } from '../files/files-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface NewFile {
  name: string;
  type: string;
  fileType: FileType;
  content: Uint8Array;
}

/** Uploads go to the user's own library (SPEC §3 Library, owner AppUser); mails read files by id. */
export function createUploadsRepository(db: Queryable & { transaction?: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T> }) {
  return {
    async storeInUserLibrary(tenantId: string, userId: string, file: NewFile): Promise<StoredFileMeta> {
      const sha256 = createHash('sha256').update(file.content).digest('hex');
      const [row] = await db.query<{ id: string; library_id: string }>(
        `WITH existing AS (SELECT id FROM libraries WHERE context_id = $1 AND owner_type = 'AppUser' AND owner_id = $2 ORDER BY created_at LIMIT 1),
              created AS (INSERT INTO libraries (context_id, owner_type, owner_id) SELECT $1, 'AppUser', $2 WHERE NOT EXISTS (SELECT 1 FROM existing) RETURNING id),
              library AS (SELECT id FROM existing UNION ALL SELECT id FROM created)
         INSERT INTO files (context_id, library_id, owner_id, name, type, file_type, size, sha256, content)
         SELECT $1, library.id, $2, $3, $4, $5, $6, $7, $8 FROM library LIMIT 1
         RETURNING id, library_id`,
        [tenantId, userId, file.name, file.type, file.fileType, file.content.byteLength, sha256, file.content],
      );
      if (!row) throw new Error('the upload was not stored');
      return { id: row.id, name: file.name, type: file.type, fileType: file.fileType, size: file.content.byteLength, sha256, libraryId: row.library_id, ownerId: userId };
    },

    /** The files among `ids` that `reader` may read (file-access.ts), with their bytes, in one query. */
    async findWithContents(tenantId: string, ids: readonly string[], reader: FileReader): Promise<StoredFile[]> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return [];
      const rows = await db.query<{ id: string; name: string; type: string; file_type: FileType; size: number; sha256: string; library_id: string | null; owner_id: string | null; content: Uint8Array }>(
        `SELECT id, name, type, file_type, size, sha256, library_id, owner_id, content FROM files f
          WHERE f.context_id = $1 AND f.id = ANY($2::uuid[]) AND f.file_type <> 'activity' AND ${readableFileCondition(3, 4)} ORDER BY name, id`,
        [tenantId, valid, reader.userId, reader.isAdmin],
      );
      return rows.map((row) => ({ id: row.id, name: row.name, type: row.type, fileType: row.file_type, size: row.size, sha256: row.sha256, libraryId: row.library_id, ownerId: row.owner_id, content: row.content }));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
