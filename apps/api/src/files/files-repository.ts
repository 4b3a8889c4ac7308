import type { Readable } from 'node:stream';
import type { FileType } from '@espace/domain/files/file-types';
import type { Queryable } from '../db/database';
import { chunkStream } from './file-chunks';
import { readableFile, type FileReader } from './file-access';
import { isUuid } from '@espace/domain/uuid';

export interface StoredFileMeta {
  id: string;
  name: string;
  type: string;
  fileType: FileType;
  size: number;
  sha256: string;
  libraryId: string | null;
  ownerId: string | null;
  /** Media alternatives (docs/accessibility.md): an image's text alternative, an audio or video transcript, whether a video has captions. */
  alt: string | null;
  transcript: string | null;
  hasCaptions: boolean;
}

/** A `files` row as read with META_COLUMNS (shared with the uploads repository). */
export interface FileRow {
  id: string;
  name: string;
  type: string;
  file_type: FileType;
  size: number;
  sha256: string;
  library_id: string | null;
  owner_id: string | null;
  alt: string | null;
  transcript: string | null;
  has_captions: boolean;
}

export const META_COLUMNS = 'id, name, type, file_type, size, sha256, library_id, owner_id, alt, transcript, captions IS NOT NULL AS has_captions';

export const toMeta = (row: FileRow): StoredFileMeta => ({
  id: row.id,
  name: row.name,
  type: row.type,
  fileType: row.file_type,
  size: row.size,
  sha256: row.sha256,
  libraryId: row.library_id,
  ownerId: row.owner_id,
  alt: row.alt,
  transcript: row.transcript,
  hasCaptions: row.has_captions,
});

export function createFilesRepository(db: Queryable) {
  return {
    /** A file `reader` may read (file-access.ts), else null. */
    async findMeta(tenantId: string, fileId: string, reader: FileReader, tx = db): Promise<StoredFileMeta | null> {
      if (!isUuid(fileId)) return null;
      const access = readableFile(reader, 3);
      const [row] = await tx.query<FileRow>(`SELECT ${META_COLUMNS} FROM files f WHERE f.context_id = $1 AND f.id = $2 AND ${access.condition}`, [
        tenantId,
        fileId,
        ...access.params,
      ]);
      return row ? toMeta(row) : null;
    },

    /** A video's WebVTT captions, found by `findMeta` first; null without captions. */
    async captions(tenantId: string, fileId: string, tx = db): Promise<string | null> {
      const [row] = await tx.query<{ captions: string | null }>('SELECT captions FROM files WHERE context_id = $1 AND id = $2', [tenantId, fileId]);
      return row?.captions ?? null;
    },

    /** The bytes of a file found by `findMeta` or `findActivityFile`, streamed a chunk at a time (file-chunks.ts). */
    content(tenantId: string, fileId: string, tx = db): Readable {
      return chunkStream(tx, tenantId, fileId);
    },

    /**
     * A file of an activity, by its library and file name: how an activity's
     * page loads its script. Only libraries holding an activity answer, so
     * this unauthenticated path serves no other media.
     */
    async findActivityFile(tenantId: string, libraryId: string, name: string, tx = db): Promise<StoredFileMeta | null> {
      if (!isUuid(libraryId)) return null;
      const [row] = await tx.query<FileRow>(
        `SELECT ${META_COLUMNS} FROM files f
          WHERE f.context_id = $1 AND f.library_id = $2 AND f.name = $3
            AND EXISTS (SELECT 1 FROM files a WHERE a.context_id = $1 AND a.library_id = $2 AND a.file_type = 'activity')
          LIMIT 1`,
        [tenantId, libraryId, name],
      );
      return row ? toMeta(row) : null;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
