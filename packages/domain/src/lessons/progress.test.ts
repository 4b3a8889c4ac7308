import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDownloadCertificate,
  isLessonEnded,
  lessonProgression,
  medalColour,
  medalForRatio,
  type PageProgress,
  progressColour,
  scorePercent,
  scoreRatio,
} from './progress';

const pages = (...progress: (PageProgress | null)[]) => ({ pages: progress.map((value) => ({ progress: value })) });

describe('lessonProgression', () => {
  it.each([
    [[], 0],
    [[pages()], 0],
    [[pages(null, null)], 0],
    [[pages('COMPLETED', 'COMPLETED')], 1],
    [[pages('ONGOING', null)], 0.25],
    [[pages('COMPLETED', 'ONGOING')], 0.75],
    // Mean over nodes, not over pages: one full node of 1 page and one empty node of 3.
    [[pages('COMPLETED'), pages(null, null, null)], 0.5],
    [[pages('COMPLETED'), pages()], 1],
  ])('%j → %d', (tree, expected) => {
    expect(lessonProgression({ tree })).toBeCloseTo(expected);
  });

  it('stays in [0, 1]', () => {
    const progress = fc.constantFrom<PageProgress | null>('ONGOING', 'COMPLETED', null);
    fc.assert(
      fc.property(fc.array(fc.array(progress)), (nodes) => {
        const fraction = lessonProgression({ tree: nodes.map((list) => pages(...list)) });
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('lesson end', () => {
  it.each([
    ['SKIPPED', null, null, true, false],
    ['SKIPPED', null, 'CERT-1', true, true],
    ['DONE', 'COMPLETED', 'CERT-1', true, true],
    ['AVAILABLE', 'COMPLETED', null, true, false],
    ['AVAILABLE', 'ONGOING', 'CERT-1', false, false],
    ['EXPIRED', 'ONGOING', null, false, false],
    ['DONE', 'COMPLETED', '', true, false],
  ] as const)('%s / %s / %s → ended %s, certificate %s', (state, progress, certificationRef, ended, certificate) => {
    expect(isLessonEnded({ state, progress })).toBe(ended);
    expect(canDownloadCertificate({ state, progress, certificationRef })).toBe(certificate);
  });
});

describe('scores', () => {
  it.each([
    [{ actual: 50, max: 200 }, 0.25, 25],
    [{ actual: 2, max: 3 }, 2 / 3, 66],
    [{ actual: 10, max: 0 }, 0, 0],
    [{ actual: 10 }, 0, 0],
    [{ actual: 10, max: null }, 0, 0],
    [{ actual: 300, max: 300 }, 1, 100],
  ])('%j → ratio %d, percent %i', (score, ratio, percent) => {
    expect(scoreRatio(score)).toBeCloseTo(ratio);
    expect(scorePercent(score)).toBe(percent);
  });

  it.each([
    [0, 'danger'],
    [0.49, 'danger'],
    [0.5, 'primary'],
    [0.99, 'primary'],
    [1, 'success'],
  ] as const)('progress colour of %d is %s', (fraction, colour) => {
    expect(progressColour(fraction)).toBe(colour);
  });

  it.each([
    [0, 'none', 'danger'],
    [Number.NaN, 'none', 'danger'],
    [0.1, 'bronze', 'danger'],
    [0.49, 'bronze', 'danger'],
    [0.5, 'silver', 'warning'],
    [0.74, 'silver', 'warning'],
    [0.75, 'gold', 'success'],
    [1, 'gold', 'success'],
  ] as const)('ratio %d → medal %s, colour %s', (ratio, medal, colour) => {
    expect(medalForRatio(ratio)).toBe(medal);
    expect(medalColour(ratio)).toBe(colour);
  });

  it('an empty ratio gives no medal', () => {
    expect(medalForRatio(null)).toBe('none');
    expect(medalForRatio(undefined)).toBe('none');
  });
});
