import { dateTimeFormat, numberFormat } from './formatters';

/** The languages a CSV export is written in. */
export type SpreadsheetLocale = 'fr' | 'en';

/**
 * How a spreadsheet program set to that language reads a CSV: a French one takes `;` between
 * fields, since its decimal mark is the comma; an English one takes `,` and `.`.
 */
export const csvDelimiter = (locale: SpreadsheetLocale): string => (locale === 'fr' ? ';' : ',');

/** A number as that spreadsheet reads it: a decimal comma in French, no digit grouping in either. */
export const spreadsheetNumber = (value: number, locale: SpreadsheetLocale, fractionDigits = 0): string =>
  numberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: false }).format(value);

/**
 * A date and time in `timeZone`, in a form that spreadsheet reads as one: `27/11/2026 09:05` in
 * French, `2026-11-27 09:05` in English (a day-first date would be misread by an American one).
 */
export function spreadsheetDateTime(date: Date, locale: SpreadsheetLocale, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  const time = `${parts.hour}:${parts.minute}`;
  return locale === 'fr' ? `${parts.day}/${parts.month}/${parts.year} ${time}` : `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** The day of `date` in `timeZone`, as YYYY-MM-DD (a file name's date). */
export const isoDayIn = (date: Date, timeZone: string): string => spreadsheetDateTime(date, 'en', timeZone).slice(0, 10);
