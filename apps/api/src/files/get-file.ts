import type { AppFile, AppFileInfos } from '@espace/contracts/files';
import type { Readable } from 'node:stream';
import { NotFoundError } from '../http/app-error';
import type { FileReader } from './file-access';
import type { FilesRepository, StoredFileMeta } from './files-repository';

interface FileInput {
  tenantId: string;
  fileId: string;
  reader: FileReader;
  files: FilesRepository;
}

const toAppFile = (file: StoredFileMeta): AppFile => ({
  id: file.id,
  name: file.name,
  type: file.type,
  fileType: file.fileType,
  size: file.size,
  libraryId: file.libraryId,
  ownerId: file.ownerId,
  alt: file.alt,
  transcript: file.transcript,
  hasCaptions: file.hasCaptions,
});

export const downloadUrl = (fileId: string) => `/api/files/${fileId}/download`;

/** Another tenant's file, or one the reader may not read, is no file here (404, never 403: docs/product/accounts.md#who-may-do-what). */
export async function getFile({ tenantId, fileId, reader, files }: FileInput): Promise<AppFile> {
  const file = await files.findMeta(tenantId, fileId, reader);
  if (!file) throw new NotFoundError();
  return toAppFile(file);
}

/** files/{id}/infos (docs/product/data-model.md#files-and-libraries): the metadata, with a ready-made player for videos. */
export async function getFileInfos(input: FileInput): Promise<AppFileInfos> {
  const file = await getFile(input);
  // The id is a uuid and the type one of the stored MIME types: nothing here needs escaping.
  const htmlPlayer = file.fileType === 'video' ? `<video controls preload="metadata"><source src="${downloadUrl(file.id)}" type="${file.type}"></video>` : null;
  return { ...file, htmlPlayer };
}

/** A video's captions (WebVTT), for its player's `<track>`; 404 for a file without any, or one the reader may not read. */
export async function getCaptions(input: FileInput): Promise<string> {
  const file = await input.files.findMeta(input.tenantId, input.fileId, input.reader);
  const captions = file?.hasCaptions ? await input.files.captions(input.tenantId, file.id) : null;
  if (captions === null) throw new NotFoundError();
  return captions;
}

export type Download = { kind: 'file'; file: StoredFileMeta; content: Readable } | { kind: 'not-modified'; file: StoredFileMeta };

/** The bytes, streamed, unless the client's copy (If-None-Match) is current: then they are not even read. */
export async function downloadFile({ tenantId, fileId, reader, files, ifNoneMatch }: FileInput & { ifNoneMatch: string | undefined }): Promise<Download> {
  const cachedSha256 = ifNoneMatch === undefined ? null : (/^(?:W\/)?"([0-9a-f]{64})"$/.exec(ifNoneMatch.trim())?.[1] ?? null);
  const file = await files.findMeta(tenantId, fileId, reader);
  if (!file) throw new NotFoundError();
  return file.sha256 === cachedSha256 ? { kind: 'not-modified', file } : { kind: 'file', file, content: files.content(tenantId, file.id) };
}

export const etagOf = (file: StoredFileMeta) => `"${file.sha256}"`;
