import type { PackageProblem } from '@espace/domain/content/package-problems';
import type { FileType } from '@espace/domain/files/file-types';
import type { ContentPackage } from './content-package-schema';
import { type PackageIssue, packageIssue } from './content-package-checks';
import { formatPath } from './references';

/** WebVTT files start with this word (https://www.w3.org/TR/webvtt1/#file-structure). */
const WEBVTT = /^(\uFEFF)?WEBVTT([ \t\n\r]|$)/;
export const MAX_CAPTIONS_BYTES = 512 * 1024;

type ManifestFile = ContentPackage['files'][number];

/**
 * Media alternatives of the package's files (WCAG 1.1.1, 1.2.1, 1.2.2; docs/accessibility.md).
 * Problems: an alternative on a file that cannot use it. Warnings (the import goes on): an image
 * without `alt`, an audio file without a transcript, a video without captions or transcript. A
 * file name is never used in place of a missing alternative.
 */
export function checkMediaAlternatives(file: ManifestFile, fileType: FileType, index: number): { issues: PackageIssue[]; warnings: PackageIssue[] } {
  const at = (field: string) => formatPath(['files', index, field]);
  const issues: PackageIssue[] = [];
  const warnings: PackageIssue[] = [];
  const values = { file: file.path };
  const misplaced = (field: string, message: string) =>
    issues.push(packageIssue(at(field), 'ALTERNATIVE_NOT_FOR_TYPE', { ...values, field, fileType }, message));
  if (file.alt !== undefined && fileType !== 'image') misplaced('alt', `"${file.path}" is not an image: alt is for images`);
  if (file.transcript !== undefined && fileType !== 'audio' && fileType !== 'video') misplaced('transcript', `"${file.path}" is not an audio or video file`);
  if (file.captions !== undefined && fileType !== 'video') misplaced('captions', `"${file.path}" is not a video: captions are for videos`);
  if (fileType === 'image' && file.alt === undefined) {
    warnings.push(packageIssue(at('alt'), 'ALT_MISSING', values, `"${file.path}" has no text alternative: give alt (alt: "" for a decorative image)`));
  }
  if (fileType === 'audio' && file.transcript === undefined)
    warnings.push(packageIssue(at('transcript'), 'TRANSCRIPT_MISSING', values, `"${file.path}" has no transcript`));
  if (fileType === 'video' && file.captions === undefined && file.transcript === undefined) {
    warnings.push(packageIssue(at('captions'), 'CAPTIONS_MISSING', values, `"${file.path}" has neither captions nor a transcript`));
  }
  return { issues, warnings };
}

/** The text of a captions file, or why it cannot be used. */
export function readCaptions(bytes: Uint8Array): { ok: true; text: string } | ({ ok: false; message: string } & Required<PackageProblem>) {
  if (bytes.length > MAX_CAPTIONS_BYTES) {
    return {
      ok: false,
      code: 'CAPTIONS_TOO_LARGE',
      values: { size: bytes.length, limit: MAX_CAPTIONS_BYTES },
      message: `${bytes.length} bytes is over the ${MAX_CAPTIONS_BYTES} bytes limit of captions`,
    };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!WEBVTT.test(text)) return { ok: false, code: 'CAPTIONS_NOT_WEBVTT', values: {}, message: 'not a WebVTT file (it must start with WEBVTT)' };
  return { ok: true, text: text.replace(/^\uFEFF/, '') };
}
