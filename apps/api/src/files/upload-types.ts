import type { FileType } from '@espace/domain/files/file-types';

/** Supported file types (docs/product/data-model.md#files-and-libraries): what a learner may upload, with the file type it is stored as. */
const uploadTypes: Readonly<Record<string, Exclude<FileType, 'activity'>>> = {
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

/**
 * One name per format, for comparing a declared type with the type file-type reads from the
 * bytes: browsers and file-type name some formats differently (AVI, WMV, MP3, M4V).
 */
const sameFormatAs: Readonly<Record<string, string>> = {
  'audio/mp3': 'audio/mpeg',
  'video/avi': 'video/x-msvideo',
  'video/vnd.avi': 'video/x-msvideo',
  'video/x-m4v': 'video/mp4',
  'video/x-ms-asf': 'video/x-ms-wmv',
  'application/vnd.ms-asf': 'video/x-ms-wmv',
};
const formatOf = (mime: string) => sameFormatAs[mime.toLowerCase()] ?? mime.toLowerCase();

/**
 * Whether the bytes agree with the declared type, `sniffed` being what file-type found in the
 * first bytes (undefined: no known signature). Every supported type is a binary format with a
 * signature, so bytes without one (plain text, CSV, a script renamed .png) contradict any of
 * them. A text type added to `uploadTypes` one day would have no signature to check: it would be
 * accepted exactly when no binary signature is found.
 */
export function bytesMatchType(declared: string, sniffed: string | undefined): boolean {
  return sniffed !== undefined && formatOf(sniffed) === formatOf(declared);
}
