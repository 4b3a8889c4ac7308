import { formatFileSize } from '@espace/domain/display/file-size';
import { numberFormat } from '@espace/domain/display/formatters';
import type { TFunction } from 'i18next';

/** A problem or a warning of a content package, as the API lists it (packages/domain/src/content/package-problems.ts). */
export interface PackageIssue {
  path: string;
  message: string;
  code?: string | undefined;
  values?: Record<string, string | number> | undefined;
}

/** Values that are sizes in bytes, shown as « 1,5 Mo ». */
const byteValues = new Set(['size', 'limit']);
const countCodes = new Set(['ZIP_TOO_MANY_ENTRIES']);

/**
 * The problem's text in the admin's language, from its code, filled with its values (a kind of key
 * in words, a size in units); the API's English message when the code is one this screen does not know.
 */
export function packageProblemText(t: TFunction<'translation'>, language: string, issue: PackageIssue): string {
  const key = `admin.content.problems.${issue.code ?? ''}`;
  if (issue.code === undefined || !t(key, { defaultValue: '' })) return issue.message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.values ?? {})) {
    if (typeof value === 'number')
      values[name] = byteValues.has(name) && !countCodes.has(issue.code) ? formatFileSize(value, language) : numberFormat(language).format(value);
    else if (name === 'kind') values[name] = t(`admin.content.problemKinds.${value.replaceAll(' ', '-')}`, { defaultValue: value });
    else values[name] = value;
  }
  const origin = issue.values?.origin;
  return t(key, { ...values, ...(typeof origin === 'string' ? { context: origin } : {}) });
}
