import { describe, expect, it } from 'vitest';
import { csvDelimiter, isoDayIn, spreadsheetDateTime, spreadsheetNumber } from './spreadsheet';

describe('spreadsheet values', () => {
  it('separates fields with ; and decimals with a comma in French, with , and . in English, never grouping digits', () => {
    expect([csvDelimiter('fr'), csvDelimiter('en')]).toEqual([';', ',']);
    expect(spreadsheetNumber(1234.56, 'fr', 1)).toBe('1234,6');
    expect(spreadsheetNumber(1234.56, 'en', 1)).toBe('1234.6');
    expect(spreadsheetNumber(12, 'fr', 1)).toBe('12');
  });

  it('writes a date and time in the time zone asked, day first in French, year first in English', () => {
    const lateEvening = new Date('2026-03-05T23:30:00Z');
    expect(spreadsheetDateTime(lateEvening, 'fr', 'Europe/Paris')).toBe('06/03/2026 00:30');
    expect(spreadsheetDateTime(lateEvening, 'en', 'Europe/Paris')).toBe('2026-03-06 00:30');
    expect(spreadsheetDateTime(lateEvening, 'fr', 'America/Montreal')).toBe('05/03/2026 18:30');
    expect(spreadsheetDateTime(new Date('2026-07-01T10:00:00Z'), 'fr', 'Europe/Paris')).toBe('01/07/2026 12:00');
    expect(isoDayIn(lateEvening, 'Europe/Paris')).toBe('2026-03-06');
  });
});
