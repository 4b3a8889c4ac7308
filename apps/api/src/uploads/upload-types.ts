import type { FileType } from '../files/files-repository';

/** SPEC §3 AppFile supported types: what a learner may upload, with the file type it is stored as. */
export const uploadTypes: Readonly<Record<string, Exclude<FileType, 'activity'>>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'application/pdf': 'pdf',
  'audio/mpeg': 'audio',
  'audio/mp3': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/ogg': 'video',
  'video/avi': 'video',
  'video/x-msvideo': 'video',
  'video/quicktime': 'video',
  'video/x-ms-wmv': 'video',
  'video/x-flv': 'video',
};

/** The file type of a supported MIME type, or null (→ TYPE_ERROR). */
export function uploadFileType(mime: string): Exclude<FileType, 'activity'> | null {
  return uploadTypes[mime.toLowerCase()] ?? null;
}
