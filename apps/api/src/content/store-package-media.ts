import { createReadStream } from 'node:fs';
import type { Queryable } from '../db/database';
import { streamIntoUpload, type UploadedBytes } from '../files/stream-into-upload';
import type { UploadsRepository } from '../files/uploads-repository';
import type { LoadedPackage, PackageActivity, PackageFile } from './read-content-package';

/** A package file whose bytes are stored: an upload in progress until the import's transaction claims it. */
type StoredFile = PackageFile & UploadedBytes & { uploadId: string };

/** A checked package with its media stored: what the import's transaction writes. */
export interface StoredPackage extends Omit<LoadedPackage, 'files' | 'activities'> {
  files: StoredFile[];
  activities: (Omit<PackageActivity, 'files'> & { files: StoredFile[] })[];
}

/** What an import does with uploads: store its media as uploads in progress, and claim or drop them. */
export type PackageUploads = Pick<UploadsRepository, 'beginUpload' | 'writeChunk' | 'abandonUpload' | 'claimUploads'>;

interface StoreInput {
  uploads: PackageUploads;
  tenantId: string;
  loaded: LoadedPackage;
  /** The seed's transaction, which writes the tenant itself; otherwise each statement stands alone. */
  tx?: Queryable;
}

const inTurn = async <T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
};

const changed = (file: PackageFile) => new Error(`"${file.path}" changed while it was being imported`);

/**
 * Stores every media and activity file of a checked package as an upload of the tenant, read from
 * disk and written a chunk per statement (stream-into-upload.ts): no file is ever whole in memory,
 * and no transaction is held, so between two statements the database serves other requests (on
 * the embedded database, every tenant's). Nothing is visible until the import's transaction claims
 * the uploads; when storing fails, what was stored is dropped.
 */
export async function storePackageMedia({ uploads, tenantId, loaded, tx }: StoreInput): Promise<StoredPackage> {
  const begun: string[] = [];
  const store = async (file: PackageFile): Promise<StoredFile> => {
    const uploadId = await uploads.beginUpload(tenantId, null, tx);
    begun.push(uploadId);
    // The rows say the size that was checked: a file that changed since is not imported.
    const check = (_chunk: Buffer, _seq: number, size: number) => {
      if (size > file.size) throw changed(file);
    };
    const bytes = await streamIntoUpload({ uploads, uploadId, source: createReadStream(file.location), check, tx });
    if (bytes.size !== file.size) throw changed(file);
    return { ...file, ...bytes, uploadId };
  };
  try {
    const files = await inTurn(loaded.files, store);
    const activities = await inTurn(loaded.activities, async (activity) => ({ ...activity, files: await inTurn(activity.files, store) }));
    return { ...loaded, files, activities };
  } catch (error) {
    await dropUploads(uploads, tenantId, begun, tx);
    throw error;
  }
}

/** Every upload of a stored package, media and activity files. */
export const uploadIdsOf = (stored: StoredPackage): string[] =>
  [...stored.files, ...stored.activities.flatMap((activity) => activity.files)].map((file) => file.uploadId);

/** Drops the media of an import whose transaction did not commit. */
export async function dropPackageMedia(uploads: PackageUploads, tenantId: string, stored: StoredPackage): Promise<void> {
  await dropUploads(uploads, tenantId, uploadIdsOf(stored));
}

/**
 * One upload a statement, as they were written. A drop that fails (the database is failing, or the
 * seed's transaction is rolling back, which takes the uploads back anyway) leaves uploads nobody
 * sees, purged as stale a day later (uploads-repository.ts): the import's own error is the one told.
 */
async function dropUploads(uploads: PackageUploads, tenantId: string, uploadIds: readonly string[], tx?: Queryable): Promise<void> {
  for (const uploadId of uploadIds) await uploads.abandonUpload(tenantId, uploadId, tx).catch(() => undefined);
}
