import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import { ApiError } from '../../../lib/errors/api-error';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import type { PackageIssue } from './package-problem-text';

/** Why a chosen file cannot be sent, as a text key, or null: the server checks again, from the bytes. */
export function contentUploadRefusal(file: { name: string; size: number } | null): 'chooseFirst' | 'notZip' | 'tooLarge' | null {
  if (file === null) return 'chooseFirst';
  if (!/\.zip$/i.test(file.name)) return 'notZip';
  if (file.size > contentPackageLimits.zipBytes) return 'tooLarge';
  return null;
}

/** The upload's progress as a whole percent, for the progress bar's text. */
export const uploadPercent = (fraction: number) => Math.min(100, Math.max(0, Math.floor(fraction * 100)));

const isIssue = (value: unknown): value is PackageIssue =>
  typeof value === 'object' && value !== null && typeof (value as PackageIssue).path === 'string' && typeof (value as PackageIssue).message === 'string';

/** The problems of a refused package, by path, as the API listed them (INVALID_CONTENT_PACKAGE); read by hand, as production builds carry no schema. */
export function packageProblems(error: unknown): PackageIssue[] | null {
  if (!(error instanceof ApiError) || errorCodeOf(error) !== 'INVALID_CONTENT_PACKAGE') return null;
  const issues = (error.body as { issues?: unknown }).issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}
