import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formatters';

describe('kept formatters', () => {
  it('gives the same formatter for the same locale and options, another otherwise', () => {
    expect(dateTimeFormat('fr', { dateStyle: 'long' })).toBe(dateTimeFormat('fr', { dateStyle: 'long' }));
    expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(dateTimeFormat('fr', { dateStyle: 'long' }));
    expect(dateTimeFormat('fr', { dateStyle: 'short' })).not.toBe(dateTimeFormat('fr', { dateStyle: 'long' }));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
  });

  it('formats as Intl does', () => {
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-03-05T12:00:00Z'))).toBe('5 mars 2026');
    expect(numberFormat('en', { style: 'percent' }).format(0.42)).toBe('42%');
    // A number and a date formatter with equal options stay apart.
    expect(numberFormat('fr')).not.toBe(dateTimeFormat('fr', {}));
  });

  it.each([
    ['fr', { dateStyle: 'long' }, '1er décembre 2026'],
    ['fr-CA', { dateStyle: 'long' }, '1er décembre 2026'],
    ['fr', { dateStyle: 'medium', timeStyle: 'short' }, '1er déc. 2026, 09:30'],
    ['fr', { day: 'numeric', month: 'long' }, '1er décembre'],
    ['fr', { dateStyle: 'short' }, '01/12/2026'],
    ['en', { dateStyle: 'long' }, '1 December 2026'],
  ] as const)('writes the first of the month in %s with %j as %s', (locale, options, expected) => {
    const format = dateTimeFormat(locale === 'en' ? 'en-GB' : locale, { ...options, timeZone: 'UTC' });
    expect(format.format(new Date('2026-12-01T09:30:00Z'))).toBe(expected);
    expect(format.format(new Date('2026-12-11T09:30:00Z'))).not.toMatch(/1er/);
  });
});
