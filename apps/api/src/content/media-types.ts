import { extname } from 'node:path';
import type { PackageProblem } from '@espace/domain/content/package-problems';
import type { FileType } from '@espace/domain/files/file-types';

interface MediaType {
  type: string;
  fileType: FileType;
  /** Course media are small; a bigger file is a mistake (or belongs on a video service). */
  maxBytes: number;
  /** The first bytes every such file starts with, when the format has a signature. */
  looksRight?: (bytes: Uint8Array) => boolean;
}

const MB = 1024 * 1024;
const startsWith = (signature: readonly number[]) => (bytes: Uint8Array) => signature.every((byte, index) => bytes[index] === byte);
const text = (bytes: Uint8Array, length = 512) => new TextDecoder().decode(bytes.subarray(0, length));

const png: MediaType = { type: 'image/png', fileType: 'image', maxBytes: 5 * MB, looksRight: startsWith([0x89, 0x50, 0x4e, 0x47]) };
const jpeg: MediaType = { type: 'image/jpeg', fileType: 'image', maxBytes: 5 * MB, looksRight: startsWith([0xff, 0xd8, 0xff]) };
const gif: MediaType = { type: 'image/gif', fileType: 'image', maxBytes: 5 * MB, looksRight: startsWith([0x47, 0x49, 0x46, 0x38]) };
const svg: MediaType = { type: 'image/svg+xml', fileType: 'image', maxBytes: 1 * MB, looksRight: (bytes) => /<svg[\s>]/.test(text(bytes, 2048)) };
const video = (type: string): MediaType => ({ type, fileType: 'video', maxBytes: 50 * MB });

/** Supported file types (docs/product/data-model.md#files-and-libraries, plus svg drawings), by file extension. */
const mediaTypes: Record<string, MediaType> = {
  '.png': png,
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.gif': gif,
  '.svg': svg,
  '.pdf': { type: 'application/pdf', fileType: 'pdf', maxBytes: 20 * MB, looksRight: startsWith([0x25, 0x50, 0x44, 0x46]) },
  // ID3 tag, or an MPEG audio frame sync.
  '.mp3': { type: 'audio/mpeg', fileType: 'audio', maxBytes: 20 * MB, looksRight: (b) => startsWith([0x49, 0x44, 0x33])(b) || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0) },
  '.mp4': video('video/mp4'),
  '.webm': video('video/webm'),
  '.ogv': video('video/ogg'),
  '.avi': video('video/x-msvideo'),
  '.mov': video('video/quicktime'),
  '.wmv': video('video/x-ms-wmv'),
  '.flv': video('video/x-flv'),
};

/** An activity is a web page: its html and scripts are accepted there only, beside the usual media. */
const activityTypes: Record<string, MediaType> = {
  ...mediaTypes,
  '.html': { type: 'text/html', fileType: 'activity', maxBytes: 1 * MB, looksRight: (bytes) => /<html[\s>]/i.test(text(bytes)) },
  '.js': { type: 'text/javascript', fileType: 'activity', maxBytes: 1 * MB },
};

/** How much of a file's start the checks read: more than any signature, and than the 2 KB an SVG's root element is looked for in. */
export const MEDIA_HEAD_BYTES = 4096;

export type MediaCheck = { ok: true; type: string; fileType: FileType } | ({ ok: false; message: string } & Required<PackageProblem>);

/**
 * The stored type of a package file, or why it cannot be stored, from its size and its first
 * bytes (`head`, MEDIA_HEAD_BYTES at most): the file itself is never read whole to be checked.
 */
export function checkMedia(path: string, size: number, head: Uint8Array, inActivity: boolean): MediaCheck {
  const extension = extname(path).toLowerCase();
  const known = (inActivity ? activityTypes : mediaTypes)[extension];
  if (!known) {
    const allowed = Object.keys(inActivity ? activityTypes : mediaTypes).join(' ');
    return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED', values: { file: path, extension: extension || path, allowed }, message: `type not allowed: "${extension || path}" (allowed: ${allowed})` };
  }
  if (size > known.maxBytes) {
    return { ok: false, code: 'FILE_TOO_LARGE', values: { file: path, size, limit: known.maxBytes, type: known.type }, message: `${size} bytes is over the ${known.maxBytes / MB} MB limit of ${known.type}` };
  }
  if (size === 0) return { ok: false, code: 'FILE_EMPTY', values: { file: path }, message: 'the file is empty' };
  if (known.looksRight && !known.looksRight(head)) return { ok: false, code: 'FILE_CONTENT_MISMATCH', values: { file: path, type: known.type }, message: `the content is not ${known.type}` };
  return { ok: true, type: known.type, fileType: known.fileType };
}
