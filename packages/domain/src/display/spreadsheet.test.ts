import { describe, expect, it } from 'vitest';
import { isoDayIn, spreadsheetFormat } from './spreadsheet';

describe('spreadsheet values', () => {
  it('separates fields with ; and decimals with a comma in French, with , and . in English, never grouping digits', () => {
    const [french, english] = [spreadsheetFormat('fr', 'Europe/Paris'), spreadsheetFormat('en', 'Europe/Paris')];
    expect([french.delimiter, english.delimiter]).toEqual([';', ',']);
    expect(french.number(1234.56, 1)).toBe('1234,6');
    expect(english.number(1234.56, 1)).toBe('1234.6');
    expect(french.number(12, 1)).toBe('12');
    expect([french.number(66.6), french.number(66.6, 1)]).toEqual(['67', '66,6']);
  });

  it('writes a date and time in the time zone asked, day first in French, year first in English', () => {
    const lateEvening = new Date('2026-03-05T23:30:00Z');
    expect(spreadsheetFormat('fr', 'Europe/Paris').dateTime(lateEvening)).toBe('06/03/2026 00:30');
    expect(spreadsheetFormat('en', 'Europe/Paris').dateTime(lateEvening)).toBe('2026-03-06 00:30');
    expect(spreadsheetFormat('fr', 'America/Montreal').dateTime(lateEvening)).toBe('05/03/2026 18:30');
    expect(spreadsheetFormat('fr', 'Europe/Paris').dateTime(new Date('2026-07-01T10:00:00Z'))).toBe('01/07/2026 12:00');
    expect(isoDayIn(lateEvening, 'Europe/Paris')).toBe('2026-03-06');
  });

  it('writes a day day first in French, as given in English', () => {
    expect(spreadsheetFormat('fr', 'Europe/Paris').day('2026-03-06')).toBe('06/03/2026');
    expect(spreadsheetFormat('en', 'Europe/Paris').day('2026-03-06')).toBe('2026-03-06');
  });
});
