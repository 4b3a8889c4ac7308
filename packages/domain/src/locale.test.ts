import { describe, expect, it } from 'vitest';
import { normaliseTag, pickLocale } from './locale';

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
