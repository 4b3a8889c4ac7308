import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [5, 1],
    [6, 2],
    [11, 3],
  ])('%i items → %i pages of 5', (total, expected) => {
    expect(pageCount(total)).toBe(expected);
  });
});

describe('pageOf', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];
  it('slices 5 per page and clamps the page', () => {
    expect(pageOf(items, 1)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pages: 2 });
    expect(pageOf(items, 2)).toEqual({ items: [6, 7], page: 2, pages: 2 });
    expect(pageOf(items, 9).page).toBe(2);
    expect(pageOf(items, 0).page).toBe(1);
  });

  it('shows every item exactly once across the pages', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (list, size) => {
        const { pages } = pageOf(list, 1, size);
        const all = Array.from({ length: pages }, (_, index) => pageOf(list, index + 1, size).items).flat();
        expect(all).toEqual(list);
      }),
    );
  });
});
