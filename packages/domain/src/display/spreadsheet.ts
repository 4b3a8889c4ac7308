import { dateTimeFormat, numberFormat } from './formatters';

/** The languages a CSV export is written in. */
export type SpreadsheetLocale = 'fr' | 'en';

/** How values are written for a spreadsheet program set to one language, dates in one time zone. */
export interface SpreadsheetFormat {
  /**
   * Between fields: a French spreadsheet takes `;`, since its decimal mark is the comma; an
   * English one takes `,`.
   */
  delimiter: string;
  /** A number as that spreadsheet reads it: a decimal comma in French, no digit grouping in either. */
  number(value: number, fractionDigits?: number): string;
  /**
   * A date and time in the time zone, in a form that spreadsheet reads as one: `27/11/2026 09:05`
   * in French, `2026-11-27 09:05` in English (a day-first date would be misread by an American one).
   */
  dateTime(date: Date): string;
  /** A day given as YYYY-MM-DD, as that spreadsheet reads one: `27/11/2026` in French, as given in English. */
  day(isoDay: string): string;
}

/**
 * The writer of an export's values, its formatters looked up once: an export writes hundreds of
 * thousands of values, and finding a kept formatter by its options at each one was a tenth of
 * the roster export's time.
 */
export function spreadsheetFormat(locale: SpreadsheetLocale, timeZone: string): SpreadsheetFormat {
  const numbers = new Map<number, Intl.NumberFormat>();
  const dates = dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return {
    delimiter: locale === 'fr' ? ';' : ',',
    number(value, fractionDigits = 0) {
      let format = numbers.get(fractionDigits);
      if (format === undefined) numbers.set(fractionDigits, (format = numberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: false })));
      return format.format(value);
    },
    dateTime(date) {
      const parts = Object.fromEntries(dates.formatToParts(date).map((part) => [part.type, part.value])) as Record<
        'year' | 'month' | 'day' | 'hour' | 'minute',
        string
      >;
      const time = `${parts.hour}:${parts.minute}`;
      return locale === 'fr' ? `${parts.day}/${parts.month}/${parts.year} ${time}` : `${parts.year}-${parts.month}-${parts.day} ${time}`;
    },
    day(isoDay) {
      const [year, month, day] = isoDay.split('-');
      return locale === 'fr' ? `${day}/${month}/${year}` : isoDay;
    },
  };
}

/** The day of `date` in `timeZone`, as YYYY-MM-DD (a file name's date). */
export const isoDayIn = (date: Date, timeZone: string): string => spreadsheetFormat('en', timeZone).dateTime(date).slice(0, 10);
