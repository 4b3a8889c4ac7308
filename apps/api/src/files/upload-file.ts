import type { AppFile } from '@espace/contracts/files';
import { AppError } from '../http/app-error';
import { onFirstUse } from '../on-first-use';
import { streamIntoUpload } from './stream-into-upload';
import { bytesMatchType, uploadFileType } from './upload-types';
import type { UploadsRepository } from './uploads-repository';

interface UploadPart {
  filename: string;
  mimetype: string;
  /** The bytes as they arrive; never gathered whole. */
  file: AsyncIterable<Uint8Array>;
}

/** Configuration (config.ts): the largest file, and the most bytes one user's uploads may take in a tenant. */
export interface UploadLimits {
  maxFileBytes: number;
  quotaBytes: number;
}

/** A name safe to show and to send as an attachment name: no path, no control characters, 255 characters at most. */
const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255) || 'file';

/** file-type serves the upload routes only: loaded with the first upload. */
const fileTypeModule = onFirstUse(() => import('file-type'));

const refused = (code: 'TYPE_ERROR' | 'FILE_TOO_LARGE' | 'UPLOAD_QUOTA_EXCEEDED', message: string) => new AppError(code, [{ path: 'file', message }]);

/**
 * Streams one file into the user's library a chunk at a time, hashing as it goes: the declared
 * type must be supported and agree with the bytes (TYPE_ERROR, docs/product/errors.md#catalogue), the file must fit the
 * size limit (FILE_TOO_LARGE) and the user's quota (UPLOAD_QUOTA_EXCEEDED). Reading stops at the
 * first refusal, and a refused upload leaves nothing stored.
 */
export async function uploadFile({
  tenantId,
  userId,
  part,
  uploads,
  limits,
}: {
  tenantId: string;
  userId: string;
  part: UploadPart;
  uploads: UploadsRepository;
  limits: UploadLimits;
}): Promise<AppFile> {
  const fileType = uploadFileType(part.mimetype);
  if (fileType === null) throw refused('TYPE_ERROR', `Unsupported type ${part.mimetype}`);
  const room = limits.quotaBytes - (await uploads.usedBytes(tenantId, userId));
  if (room <= 0) throw refused('UPLOAD_QUOTA_EXCEEDED', `Your files already take ${limits.quotaBytes} bytes or more`);
  const uploadId = await uploads.beginUpload(tenantId, userId);
  try {
    const { size, sha256 } = await streamIntoUpload({
      uploads,
      uploadId,
      source: part.file,
      async check(chunk, seq, sizeSoFar) {
        if (sizeSoFar > limits.maxFileBytes) throw refused('FILE_TOO_LARGE', `Larger than ${limits.maxFileBytes} bytes`);
        if (sizeSoFar > room) throw refused('UPLOAD_QUOTA_EXCEEDED', `Larger than the ${room} bytes left of your ${limits.quotaBytes}`);
        // The first chunk holds far more than the few kilobytes file-type needs to find a signature.
        if (seq === 0 && !bytesMatchType(part.mimetype, (await (await fileTypeModule()).fileTypeFromBuffer(chunk))?.mime))
          throw refused('TYPE_ERROR', `The content is not ${part.mimetype}`);
      },
    });
    if (size === 0) throw refused('TYPE_ERROR', 'Empty file');
    const file = { name: cleanName(part.filename), type: part.mimetype.toLowerCase(), fileType, size, sha256 };
    // Another upload of the same user may have finished meanwhile: the quota is checked again, under a lock.
    const stored = await uploads.finishUpload(tenantId, userId, uploadId, file, limits.quotaBytes);
    if (!stored) throw refused('UPLOAD_QUOTA_EXCEEDED', `Larger than the bytes left of your ${limits.quotaBytes}`);
    return {
      id: stored.id,
      name: stored.name,
      type: stored.type,
      fileType: stored.fileType,
      size: stored.size,
      libraryId: stored.libraryId,
      ownerId: stored.ownerId,
      alt: stored.alt,
      transcript: stored.transcript,
      hasCaptions: stored.hasCaptions,
    };
  } catch (error) {
    await uploads.abandonUpload(tenantId, uploadId);
    throw error;
  }
}
