import type { AppFile } from '@espace/contracts/files';
import { AppError } from '../http/app-error';
import { uploadFileType } from './upload-types';
import type { UploadsRepository } from './uploads-repository';

interface UploadPart {
  filename: string;
  mimetype: string;
  toBuffer(): Promise<Buffer>;
}

/** A name safe to show and to send as an attachment name: no path, no control characters, 255 characters at most. */
const cleanName = (name: string) => name.replace(/^.*[\\/]/, '').replace(/\p{Cc}/gu, '').trim().slice(0, 255) || 'file';

/** Checks the type and size (TYPE_ERROR, SPEC §8) before anything is stored. */
export async function uploadFile({ tenantId, userId, part, uploads }: { tenantId: string; userId: string; part: UploadPart; uploads: UploadsRepository }): Promise<AppFile> {
  const fileType = uploadFileType(part.mimetype);
  if (fileType === null) throw new AppError('TYPE_ERROR', [{ path: 'file', message: `Unsupported type ${part.mimetype}` }]);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch {
    // @fastify/multipart rejects once the file is over the size limit.
    throw new AppError('TYPE_ERROR', [{ path: 'file', message: 'File too large' }]);
  }
  if (content.byteLength === 0) throw new AppError('TYPE_ERROR', [{ path: 'file', message: 'Empty file' }]);
  const stored = await uploads.storeInUserLibrary(tenantId, userId, { name: cleanName(part.filename), type: part.mimetype.toLowerCase(), fileType, content });
  return { id: stored.id, name: stored.name, type: stored.type, fileType: stored.fileType, size: stored.size, libraryId: stored.libraryId, ownerId: stored.ownerId };
}
