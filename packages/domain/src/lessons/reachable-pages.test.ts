import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstUndonePage, mayOpenPage } from './reachable-pages';

const sequence = ['a', 'b', 'c', 'd', 'e'].map((nodeId) => ({ nodeId }));

describe('mayOpenPage', () => {
  it.each([
    ['nothing done: only the first page', [], [true, false, false, false, false]],
    ['the first two done: up to the third', ['a', 'b'], [true, true, true, false, false]],
    ['a later page done out of order does not open the gap', ['a', 'c'], [true, true, false, false, false]],
    ['everything done: any page', ['a', 'b', 'c', 'd', 'e'], [true, true, true, true, true]],
  ])('%s', (_case, done, expected) => {
    expect(sequence.map((_, index) => mayOpenPage(sequence, new Set(done), index))).toEqual(expected);
  });

  it('never opens a page after an undone one', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c', 'd', 'e']), fc.nat(4), (done, index) => {
        const doneSet = new Set(done);
        if (!mayOpenPage(sequence, doneSet, index)) return;
        expect(sequence.slice(0, index).every((slot) => doneSet.has(slot.nodeId))).toBe(true);
      }),
    );
  });
});

describe('firstUndonePage', () => {
  it('is -1 when every page is done', () => {
    expect(firstUndonePage(sequence, new Set(['a', 'b', 'c', 'd', 'e']))).toBe(-1);
  });
});
