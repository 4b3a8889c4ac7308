import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodSelections, selectionMarks, selectionRatio } from './selection';

describe('selectionRatio', () => {
  const key = ['a', 'b', 'c'];
  it.each([
    ['the key', ['a', 'b', 'c'], false, 1],
    ['the key in another order', ['c', 'a', 'b'], false, 1],
    ['nothing', [], false, 0],
    ['one of three', ['a'], false, 1 / 3],
    ['two good, one wrong', ['a', 'b', 'x'], false, 1 / 3],
    ['one good, one wrong', ['a', 'x'], false, 0],
    ['more wrong than good: never below 0', ['a', 'x', 'y'], false, 0],
    ['everything', ['a', 'b', 'c', 'x', 'y'], false, 1 / 3],
    ['a double selection counts once', ['a', 'a', 'a'], false, 1 / 3],
    ['keepOrder: the key in order', ['a', 'b', 'c'], true, 1],
    ['keepOrder: reversed, only one follows the order', ['c', 'b', 'a'], true, 0],
    ['keepOrder: one swap', ['a', 'c', 'b'], true, 1 / 3],
    ['keepOrder: a gap still follows the order', ['a', 'c'], true, 2 / 3],
  ])('%s', (_label, selected, keepOrder, expected) => {
    expect(selectionRatio(key, selected, keepOrder)).toBeCloseTo(expected, 10);
  });

  it('counts out-of-order key items as wrong with keepOrder', () => {
    expect([...goodSelections(key, ['b', 'a', 'c'], true)]).toEqual(['b', 'c']);
  });

  it('stays in [0, 1] and never rewards selecting everything over the key', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 2 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ maxLength: 2 })),
        fc.boolean(),
        (keyIds, selected, keepOrder) => {
          const ratio = selectionRatio(keyIds, selected, keepOrder);
          expect(ratio).toBeGreaterThanOrEqual(0);
          expect(ratio).toBeLessThanOrEqual(1);
          expect(selectionRatio(keyIds, [...keyIds, ...selected], keepOrder)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('selectionMarks', () => {
  it('marks expected, good and wrong per item', () => {
    expect(selectionMarks(['a', 'b', 'x'], ['a', 'b'], ['a', 'x'], false)).toEqual([
      { id: 'a', expected: true, good: true, wrong: false },
      { id: 'b', expected: true, good: false, wrong: false },
      { id: 'x', expected: false, good: false, wrong: true },
    ]);
  });
});
