import type { z } from 'zod';
import { scormProblemCodes } from '../scorm/scorm-problems';

/**
 * What can be wrong with a content package (docs/content-packages.md#what-is-checked--all-of-it-before-anything-is-written),
 * one code each: the web shows a text of its own per code, in the admin's language, filled with the
 * problem's values; the CLI prints the English message that comes with it.
 */
export const packageProblemCodes = [
  // The zip
  'NOT_A_ZIP',
  'ZIP_TOO_MANY_ENTRIES',
  'ZIP_TOO_LARGE',
  'ZIP_UNSAFE_ENTRY',
  'ZIP_DUPLICATE_ENTRY',
  'ZIP_ENTRY_UNREADABLE',
  // The manifest
  'MANIFEST_MISSING',
  'MANIFEST_TOO_LARGE',
  'MANIFEST_UNPARSABLE',
  // A value against the manifest's or a block's schema
  'VALUE_TYPE',
  'UNKNOWN_FIELDS',
  'VALUE_NOT_ALLOWED',
  'TOO_SMALL',
  'TOO_BIG',
  'INVALID_FORMAT',
  'RULE',
  // Keys, references, the node tree
  'DUPLICATE_KEY',
  'UNKNOWN_KEY',
  'UNKNOWN_REFERENCE',
  'NODE_NOT_ALLOWED',
  'NODE_NEEDS_BLOCK',
  'NODE_HOLDS_NO_BLOCK',
  'MULTIBLOCK_EMPTY',
  'COURSE_NEEDS_NODES',
  'PROGRAM_NAME_TAKEN',
  'STRUCTURE_CHANGED',
  // Files and activities
  'DUPLICATE_FILE',
  'FILE_MISSING',
  'FOLDER_MISSING',
  'ENTRY_MISSING',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'FILE_EMPTY',
  'FILE_CONTENT_MISMATCH',
  'CAPTIONS_NOT_WEBVTT',
  'CAPTIONS_TOO_LARGE',
  'ALTERNATIVE_NOT_FOR_TYPE',
  'CMI5_STRUCTURE_MISSING',
  'CMI5_STRUCTURE_INVALID',
  'CMI5_AU_URL',
  ...scormProblemCodes,
  // Warnings: imported anyway
  'ALT_MISSING',
  'TRANSCRIPT_MISSING',
  'CAPTIONS_MISSING',
  'FILE_UNUSED',
  'FILE_NOT_LISTED',
] as const;
export type PackageProblemCode = (typeof packageProblemCodes)[number];

/** The facts a problem's text is filled with: a file, a key, a limit… */
export type ProblemValues = Record<string, string | number>;

export interface PackageProblem {
  code: PackageProblemCode;
  values?: ProblemValues;
}

const list = (items: readonly unknown[]) => items.map(String).join(', ');

/**
 * A schema issue as a problem: its kind and the facts a reader needs (the expected type, the
 * unknown fields, the bound). A rule of our own (a `custom` issue) keeps its English message as
 * its detail, since the rule alone knows what it means.
 */
export function schemaProblem(issue: z.core.$ZodIssue): PackageProblem {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'VALUE_TYPE', values: { expected: issue.expected } };
    case 'unrecognized_keys':
      return { code: 'UNKNOWN_FIELDS', values: { keys: list(issue.keys) } };
    case 'invalid_value':
      return { code: 'VALUE_NOT_ALLOWED', values: { allowed: list(issue.values) } };
    case 'too_small':
      return { code: 'TOO_SMALL', values: { minimum: Number(issue.minimum), origin: issue.origin } };
    case 'too_big':
      return { code: 'TOO_BIG', values: { maximum: Number(issue.maximum), origin: issue.origin } };
    case 'invalid_format':
      return { code: 'INVALID_FORMAT', values: { format: issue.format } };
    default:
      return { code: 'RULE', values: { detail: issue.message } };
  }
}
