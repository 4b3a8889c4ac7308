import { numberFormat } from './formatters';

/** File sizes (docs/product/constants.md#files-and-uploads): o, Ko, Mo, Go, To in French (with a decimal comma); the English units elsewhere. */
const units = {
  fr: ['o', 'Ko', 'Mo', 'Go', 'To'],
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
} as const;

const step = 1024;

/** '1,5 Ko' in French, '1.5 KB' in English: one decimal at most, a non-breaking space before the unit. */
export function formatFileSize(bytes: number, locale: string): string {
  const names = locale.startsWith('fr') ? units.fr : units.en;
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= step && unit < names.length - 1) {
    value /= step;
    unit += 1;
  }
  // Rounding 1023.96 Ko up gives '1024 Ko': move to the next unit instead.
  if (Math.round(value * 10) / 10 >= step && unit < names.length - 1) {
    value /= step;
    unit += 1;
  }
  const number = numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
  return `${number}\u00a0${names[unit]}`;
}

/** File names are shown truncated to 56 characters (docs/product/constants.md#files-and-uploads) — keeping the extension, which says what the file is. */
export const fileNameMaxLength = 56;

export function truncateFileName(name: string, max = fileNameMaxLength): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 8 ? Array.from(name.slice(dot)) : [];
  const kept = max - 1 - extension.length;
  return `${characters.slice(0, kept).join('')}…${extension.join('')}`;
}
