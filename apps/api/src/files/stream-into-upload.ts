import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { rechunk } from './file-chunks';
import type { UploadsRepository } from './uploads-repository';

export interface UploadedBytes {
  size: number;
  sha256: string;
}

interface StreamInput {
  uploads: Pick<UploadsRepository, 'writeChunk'>;
  uploadId: string;
  /** The bytes as they arrive or are read; never gathered whole. */
  source: AsyncIterable<Uint8Array>;
  /** Sees each chunk before it is written, with the bytes so far: throwing stops the upload. */
  check?: (chunk: Buffer, seq: number, size: number) => void | Promise<void>;
  /** The caller's transaction, when the tenant itself is being written in one (the seed). */
  tx?: Queryable;
}

/**
 * Writes bytes into an upload in progress a chunk at a time (file-chunks.ts), each chunk in a
 * statement of its own, hashing as it goes: the process holds one chunk, and between two
 * statements the database serves everyone else. The upload stays invisible until its file row
 * claims it (uploads-repository.ts).
 */
export async function streamIntoUpload({ uploads, uploadId, source, check, tx }: StreamInput): Promise<UploadedBytes> {
  const hash = createHash('sha256');
  let size = 0;
  let seq = 0;
  for await (const chunk of rechunk(source)) {
    size += chunk.byteLength;
    await check?.(chunk, seq, size);
    hash.update(chunk);
    await uploads.writeChunk(uploadId, seq, chunk, tx);
    seq += 1;
  }
  return { size, sha256: hash.digest('hex') };
}
