import { describe, expect, it } from 'vitest';
import { formatDuration, spokenDuration } from './duration';

const shown = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u202f/g, ' ');

describe('formatDuration', () => {
  it.each([
    [0, 'fr', '0 s'],
    [-3, 'fr', '0 s'],
    [Number.NaN, 'en', '0 s'],
    [45, 'fr', '45 s'],
    [45.9, 'fr', '45 s'],
    [60, 'fr', '1 min'],
    [61, 'en', '1 min 1 s'],
    [3600, 'fr', '1 h'],
    [3605, 'fr', '1 h 0 min 5 s'],
    [3723, 'en', '1 h 2 min 3 s'],
    [7260, 'fr', '2 h 1 min'],
    [1234 * 3600, 'en', '1,234 h'],
    [1234 * 3600, 'fr', '1 234 h'],
  ])('%d s in %s → %s', (seconds, locale, text) => {
    expect(shown(formatDuration(seconds, locale))).toBe(text);
  });
});

describe('spokenDuration', () => {
  it.each([
    [1800, 'fr', '30 minutes'],
    [1800, 'en', '30 minutes'],
    [18, 'fr', '18 secondes'],
    [90, 'fr', '1 minute 30 secondes'],
    [5400, 'fr', '1 heure 30 minutes'],
    [3605, 'en', '1 hour 5 seconds'],
    [0, 'fr', '0 seconde'],
    [Number.NaN, 'en', '0 seconds'],
  ])('%d s in %s → %s', (seconds, locale, text) => {
    expect(shown(spokenDuration(seconds, locale))).toBe(text);
  });
});
