import { Readable } from 'node:stream';
import type { Queryable } from '../db/database';

/**
 * The most bytes one statement writes or reads of a file (migrations/0006_file_chunks.sql): small
 * enough that a file in flight never stalls the database for others, large enough that a 20 MB
 * file is 80 statements.
 */
export const CHUNK_BYTES = 256 * 1024;

const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** Cuts a stream of pieces of any size into chunks of `size` bytes (the last one shorter), holding at most one chunk. */
export async function* rechunk(source: AsyncIterable<Uint8Array>, size = CHUNK_BYTES): AsyncGenerator<Buffer> {
  let chunk = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const piece of source) {
    for (let offset = 0; offset < piece.byteLength;) {
      const taken = Math.min(size - filled, piece.byteLength - offset);
      chunk.set(piece.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === size) {
        yield chunk;
        chunk = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

export async function insertChunk(tx: Queryable, fileId: string, seq: number, bytes: Uint8Array): Promise<void> {
  await tx.query('INSERT INTO file_chunks (file_id, seq, bytes) VALUES ($1, $2, $3)', [fileId, seq, asBuffer(bytes)]);
}

/**
 * The bytes of a file of the tenant (or of an upload no file claims: a prepared evidence pack), one
 * chunk per statement, read only as fast as the consumer takes them (a slow client holds one
 * chunk, never the file). The caller has applied the file access rule.
 */
export function chunkStream(db: Queryable, tenantId: string, fileId: string, of: 'file' | 'upload' = 'file'): Readable {
  const holder = of === 'file' ? 'files' : 'file_uploads';
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const [row] = await db.query<{ bytes: Uint8Array }>(
        `SELECT c.bytes FROM file_chunks c JOIN ${holder} f ON f.id = c.file_id WHERE f.context_id = $1 AND c.file_id = $2 AND c.seq = $3`,
        [tenantId, fileId, seq],
      );
      if (!row) return;
      yield asBuffer(row.bytes);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The whole content, for the few readers that need it in memory and have bounded its size first. */
export async function readChunks(db: Queryable, tenantId: string, fileId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of chunkStream(db, tenantId, fileId)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
