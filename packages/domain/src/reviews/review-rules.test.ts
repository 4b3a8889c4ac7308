import { describe, expect, it } from 'vitest';
import { ratingOf, ratioOf, reviewIssues } from './review-rules';

describe('reviewIssues', () => {
  it.each([
    [0, '', ['ratingRequired']],
    [Number.NaN, '', ['ratingRequired']],
    [6, '', ['ratingRequired']],
    [1, '', []],
    [5, 'x'.repeat(999), []],
    [3, 'x'.repeat(1000), ['commentTooLong']],
    [3, 'x'.repeat(1001), ['commentTooLong']],
    [0, 'x'.repeat(1001), ['ratingRequired', 'commentTooLong']],
  ])('rating %d, %#-th comment → %o', (rating, comment, issues) => {
    expect(reviewIssues(rating, comment)).toEqual(issues);
  });
});

describe('ratioOf / ratingOf', () => {
  it.each([
    [1, 0.2],
    [3, 0.6],
    [5, 1],
  ])('%d stars ↔ %d', (rating, ratio) => {
    expect(ratioOf(rating)).toBe(ratio);
    expect(ratingOf(ratio)).toBe(rating);
  });
});
