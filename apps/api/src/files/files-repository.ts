import type { Queryable } from '../db/database';
import { readableFileCondition, type FileReader } from './file-access';

export type FileType = 'image' | 'pdf' | 'audio' | 'video' | 'activity';

export interface StoredFileMeta {
  id: string;
  name: string;
  type: string;
  fileType: FileType;
  size: number;
  sha256: string;
  libraryId: string | null;
  ownerId: string | null;
}

export interface StoredFile extends StoredFileMeta {
  content: Uint8Array;
}

interface FileRow {
  id: string;
  name: string;
  type: string;
  file_type: FileType;
  size: number;
  sha256: string;
  library_id: string | null;
  owner_id: string | null;
  content?: Uint8Array;
}

const META_COLUMNS = 'id, name, type, file_type, size, sha256, library_id, owner_id';
/** Ids are uuids: anything else names no file (and must not reach a uuid cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toMeta = (row: FileRow): StoredFileMeta => ({
  id: row.id,
  name: row.name,
  type: row.type,
  fileType: row.file_type,
  size: row.size,
  sha256: row.sha256,
  libraryId: row.library_id,
  ownerId: row.owner_id,
});

export function createFilesRepository(db: Queryable) {
  return {
    /** A file `reader` may read (file-access.ts), else null. */
    async findMeta(tenantId: string, fileId: string, reader: FileReader, tx = db): Promise<StoredFileMeta | null> {
      if (!UUID.test(fileId)) return null;
      const [row] = await tx.query<FileRow>(`SELECT ${META_COLUMNS} FROM files f WHERE f.context_id = $1 AND f.id = $2 AND ${readableFileCondition(3, 4)}`, [
        tenantId,
        fileId,
        reader.userId,
        reader.isAdmin,
      ]);
      return row ? toMeta(row) : null;
    },

    /** The bytes too, of a file `reader` may read; skipped when the caller already has them (`unlessSha256` matches). */
    async findWithContent(tenantId: string, fileId: string, reader: FileReader, unlessSha256: string | null = null, tx = db): Promise<StoredFile | StoredFileMeta | null> {
      if (!UUID.test(fileId)) return null;
      const [row] = await tx.query<FileRow>(
        `SELECT ${META_COLUMNS}, CASE WHEN sha256 = $3 THEN NULL ELSE content END AS content FROM files f
          WHERE f.context_id = $1 AND f.id = $2 AND ${readableFileCondition(4, 5)}`,
        [tenantId, fileId, unlessSha256 ?? '', reader.userId, reader.isAdmin],
      );
      if (!row) return null;
      return row.content ? { ...toMeta(row), content: row.content } : toMeta(row);
    },

    /**
     * A file of an activity, by its library and file name: how an activity's
     * page loads its script. Only libraries holding an activity answer, so
     * this unauthenticated path serves no other media.
     */
    async findActivityFile(tenantId: string, libraryId: string, name: string, tx = db): Promise<StoredFile | null> {
      if (!UUID.test(libraryId)) return null;
      const [row] = await tx.query<FileRow & { content: Uint8Array }>(
        `SELECT ${META_COLUMNS}, content FROM files f
          WHERE f.context_id = $1 AND f.library_id = $2 AND f.name = $3
            AND EXISTS (SELECT 1 FROM files a WHERE a.context_id = $1 AND a.library_id = $2 AND a.file_type = 'activity')
          LIMIT 1`,
        [tenantId, libraryId, name],
      );
      return row ? { ...toMeta(row), content: row.content } : null;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
