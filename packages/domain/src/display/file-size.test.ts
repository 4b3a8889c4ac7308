import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileNameMaxLength, formatFileSize, truncateFileName } from './file-size';

const nbsp = '\u00a0';

describe('formatFileSize', () => {
  it.each([
    [0, 'fr', `0${nbsp}o`],
    [512, 'fr', `512${nbsp}o`],
    [1023, 'fr', `1023${nbsp}o`],
    [1024, 'fr', `1${nbsp}Ko`],
    [1536, 'fr', `1,5${nbsp}Ko`],
    [1_048_575, 'fr', `1${nbsp}Mo`],
    [5.25 * 1024 ** 2, 'fr', `5,3${nbsp}Mo`],
    [3 * 1024 ** 3, 'fr-CA', `3${nbsp}Go`],
    [2.5 * 1024 ** 4, 'fr-CH', `2,5${nbsp}To`],
    [3000 * 1024 ** 4, 'fr', `3000${nbsp}To`],
    [1536, 'en', `1.5${nbsp}KB`],
    [10, 'en', `10${nbsp}B`],
    [7.2 * 1024 ** 2, 'en', `7.2${nbsp}MB`],
    [-5, 'en', `0${nbsp}B`],
    [Number.NaN, 'fr', `0${nbsp}o`],
  ])('%d bytes in %s → %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});

describe('truncateFileName', () => {
  const long = `${'rapport-annuel-'.repeat(5)}final.pdf`;
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['a'.repeat(56), 'a'.repeat(56)],
    ['a'.repeat(57), `${'a'.repeat(55)}…`],
    [long, `${long.slice(0, 51)}….pdf`],
    [`${'b'.repeat(60)}.unknownextension`, `${'b'.repeat(55)}…`],
  ])('%s → %s', (name, shown) => {
    expect(truncateFileName(name)).toBe(shown);
  });

  it('never shows more than 56 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (name) => Array.from(truncateFileName(name)).length <= fileNameMaxLength));
  });
});
