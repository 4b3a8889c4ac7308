import { extname } from 'node:path';
import type { PackageProblem } from '@espace/domain/content/package-problems';
import type { FileType } from '@espace/domain/files/file-types';
import { bytesMatchType } from '../files/upload-types';
import { onFirstUse } from '../on-first-use';

interface MediaType {
  type: string;
  fileType: FileType;
  /** Course media are small; a bigger file is a mistake (or belongs on a video service). */
  maxBytes: number;
  /**
   * Whether the file's start is one of this type: `sniffed` is what file-type reads in it, as for
   * an upload (files/upload-types.ts); text formats, which have no signature, are looked at here.
   */
  looksRight?: (bytes: Uint8Array, sniffed: string | undefined) => boolean;
}

const MB = 1024 * 1024;
const text = (bytes: Uint8Array, length = 512) => new TextDecoder().decode(bytes.subarray(0, length));

/** A binary format: the bytes must be what the extension says, read as an upload's are. */
const binary = (type: string, fileType: FileType, maxBytes: number): MediaType => ({
  type,
  fileType,
  maxBytes,
  looksRight: (_bytes, sniffed) => bytesMatchType(type, sniffed),
});
const png = binary('image/png', 'image', 5 * MB);
const jpeg = binary('image/jpeg', 'image', 5 * MB);
const gif = binary('image/gif', 'image', 5 * MB);
const svg: MediaType = { type: 'image/svg+xml', fileType: 'image', maxBytes: 1 * MB, looksRight: (bytes) => /<svg[\s>]/.test(text(bytes, 2048)) };
const video = (type: string): MediaType => binary(type, 'video', 50 * MB);

/** Supported file types (docs/product/data-model.md#files-and-libraries, plus svg drawings), by file extension. */
const mediaTypes: Record<string, MediaType> = {
  '.png': png,
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.gif': gif,
  '.svg': svg,
  '.pdf': binary('application/pdf', 'pdf', 20 * MB),
  '.mp3': binary('audio/mpeg', 'audio', 20 * MB),
  '.mp4': video('video/mp4'),
  '.webm': video('video/webm'),
  '.ogv': video('video/ogg'),
  '.avi': video('video/x-msvideo'),
  '.mov': video('video/quicktime'),
  '.wmv': video('video/x-ms-wmv'),
  '.flv': video('video/x-flv'),
};

const html: MediaType = { type: 'text/html', fileType: 'activity', maxBytes: 2 * MB, looksRight: (bytes) => /<html[\s>]/i.test(text(bytes)) };
/** A text file of an activity: no signature to check; it is served as its type, in the activity sandbox. */
const activityText = (type: string, maxBytes = 10 * MB): MediaType => ({ type, fileType: 'activity', maxBytes });
const font = (type: string): MediaType => binary(type, 'activity', 5 * MB);
/** A sound of a format the rest of the portal does not play: the browser reads it, nothing is checked but its size. */
const sound = (type: string): MediaType => ({ type, fileType: 'audio', maxBytes: 20 * MB });

/**
 * An activity is a web site of its own, as an authoring tool exports it (Storyline, Rise,
 * Captivate, iSpring): its pages, scripts, styles, fonts, data files and the web's other media
 * formats are accepted there only, beside the usual media.
 */
const activityTypes: Record<string, MediaType> = {
  ...mediaTypes,
  '.html': html,
  '.htm': html,
  '.js': activityText('text/javascript'),
  '.mjs': activityText('text/javascript'),
  '.css': activityText('text/css'),
  '.json': activityText('application/json'),
  '.xml': activityText('application/xml'),
  '.txt': activityText('text/plain', 1 * MB),
  '.vtt': activityText('text/vtt', 1 * MB),
  '.woff': font('font/woff'),
  '.woff2': font('font/woff2'),
  '.ttf': font('font/ttf'),
  '.otf': font('font/otf'),
  '.eot': { type: 'application/vnd.ms-fontobject', fileType: 'activity', maxBytes: 5 * MB },
  '.webp': binary('image/webp', 'image', 5 * MB),
  '.ico': { type: 'image/x-icon', fileType: 'image', maxBytes: 1 * MB },
  '.wav': sound('audio/wav'),
  '.ogg': sound('audio/ogg'),
  '.oga': sound('audio/ogg'),
  '.m4a': sound('audio/mp4'),
};

/** How much of a file's start the checks read: more than any signature, and than the 2 KB an SVG's root element is looked for in. */
export const MEDIA_HEAD_BYTES = 4096;

export type MediaCheck = { ok: true; type: string; fileType: FileType } | ({ ok: false; message: string } & Required<PackageProblem>);

const fileTypeModule = onFirstUse(() => import('file-type'));

/** The type file-type reads in a file's first bytes (undefined: no known signature), as uploads are sniffed. */
export async function sniffType(head: Uint8Array): Promise<string | undefined> {
  return (await (await fileTypeModule()).fileTypeFromBuffer(head))?.mime;
}

/**
 * The stored type of a package file, or why it cannot be stored, from its size and its first
 * bytes (`head`, MEDIA_HEAD_BYTES at most, and `sniffed`, what sniffType read in them): the file
 * itself is never read whole to be checked. A file named `.mp4` whose bytes are not a video's is refused.
 */
export function checkMedia(path: string, size: number, head: Uint8Array, inActivity: boolean, sniffed: string | undefined): MediaCheck {
  const extension = extname(path).toLowerCase();
  const known = (inActivity ? activityTypes : mediaTypes)[extension];
  if (!known) {
    const allowed = Object.keys(inActivity ? activityTypes : mediaTypes).join(' ');
    return {
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
      values: { file: path, extension: extension || path, allowed },
      message: `type not allowed: "${extension || path}" (allowed: ${allowed})`,
    };
  }
  if (size > known.maxBytes) {
    return {
      ok: false,
      code: 'FILE_TOO_LARGE',
      values: { file: path, size, limit: known.maxBytes, type: known.type },
      message: `${size} bytes is over the ${known.maxBytes / MB} MB limit of ${known.type}`,
    };
  }
  if (size === 0) return { ok: false, code: 'FILE_EMPTY', values: { file: path }, message: 'the file is empty' };
  if (known.looksRight && !known.looksRight(head, sniffed))
    return { ok: false, code: 'FILE_CONTENT_MISMATCH', values: { file: path, type: known.type }, message: `the content is not ${known.type}` };
  return { ok: true, type: known.type, fileType: known.fileType };
}
