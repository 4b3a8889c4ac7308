import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, normaliseTag, pickLocale } from './locale';

describe('pickLocale', () => {
  it.each([
    [['fr-FR', 'en'], undefined, 'fr'],
    [['fr-CA'], undefined, 'fr-CA'],
    [['fr-ch', 'fr'], undefined, 'fr-CH'],
    [['en-GB'], undefined, 'en'],
    [['de-DE', 'es'], undefined, 'en'],
    [['de-DE', 'fr'], undefined, 'fr'],
    [[], undefined, 'en'],
    [['fr-FR'], ['en'], 'en'],
    [['fr-CA'], ['fr'], 'fr-CA'],
    [['de'], ['fr'], 'fr'],
  ] as const)('%j offered %j → %s', (languages, offered, expected) => {
    expect(pickLocale(languages, offered)).toBe(expected);
  });
});

describe('normaliseTag', () => {
  it('normalises case and separators', () => {
    expect(normaliseTag('EN_us')).toBe('en-US');
    expect(normaliseTag(' FR ')).toBe('fr');
  });
});

describe('chooseLocale', () => {
  it('keeps the language the user chose when the tenant offers it', () => {
    expect(chooseLocale('en', ['fr-FR'], ['fr', 'en'])).toBe('en');
  });

  it('falls back to the browser languages when the choice is not offered or absent', () => {
    expect(chooseLocale('en', ['fr-FR'], ['fr'])).toBe('fr');
    expect(chooseLocale(null, ['en-GB', 'fr'], ['fr', 'en'])).toBe('en');
  });

  it('chooses among all our languages when the tenant names none', () => {
    expect(chooseLocale('fr-CH', [], [])).toBe('fr-CH');
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, then by position', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CA, de;q=0.8, fr')).toEqual(['fr-CA', 'fr', 'de', 'en']);
  });

  it('drops what is refused, the wildcard and nonsense', () => {
    expect(acceptedLanguages('fr;q=0, *, en;q=abc, de')).toEqual(['de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
