import { contentPackageLimits } from '@espace/domain/content/content-package-limits';

/** Why a chosen file cannot be sent, as a text key, or null: the server checks again, from the bytes. */
export function contentUploadRefusal(file: { name: string; size: number } | null): 'chooseFirst' | 'notZip' | 'tooLarge' | null {
  if (file === null) return 'chooseFirst';
  if (!/\.zip$/i.test(file.name)) return 'notZip';
  if (file.size > contentPackageLimits.zipBytes) return 'tooLarge';
  return null;
}

/** The upload's progress as a whole percent, for the progress bar's text. */
export const uploadPercent = (fraction: number) => Math.min(100, Math.max(0, Math.floor(fraction * 100)));
