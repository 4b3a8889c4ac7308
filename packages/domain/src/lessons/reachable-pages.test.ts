import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstUndonePage, mayOpenPage, pageAfter, pageBefore, placeOfPage, shownPosition } from './reachable-pages';

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

describe('the place of a page, and where Next and Previous lead from it', () => {
  it.each([
    ['a page of the lesson', [], 'b', { at: 1, left: false }, 2, 0, 1],
    ['the last page, an earlier one undone', ['a', 'c', 'd'], 'e', { at: 4, left: false }, 1, 3, 4],
    ['the last page, every other done', ['a', 'b', 'c', 'd'], 'e', { at: 4, left: false }, 'end', 3, 4],
    ['a page that left the course, the learner at the third page', ['a', 'b', 'gone'], 'gone', { at: 2, left: true }, 2, 1, 1],
    ['a page that left the course, nothing done', [], 'gone', { at: 0, left: true }, 0, -1, 0],
    ['a page that left the course, every page done', ['a', 'b', 'c', 'd', 'e'], 'gone', { at: 5, left: true }, 'end', 4, 4],
  ])('%s', (_case, done, nodeId, place, next, previous, shown) => {
    const doneSet = new Set(done);
    const found = placeOfPage(sequence, doneSet, nodeId);
    expect(found).toEqual(place);
    expect(pageAfter(sequence, doneSet, found)).toBe(next);
    expect(pageBefore(found)).toBe(previous);
    expect(shownPosition(found)).toBe(shown);
  });
});

describe('mayOpenPage, pages opened already', () => {
  it('opens a page the learner has opened even when a page before it is undone (a correction added it)', () => {
    expect(mayOpenPage(sequence, new Set(['b']), 2, new Set(['b', 'c']))).toBe(true);
    expect(mayOpenPage(sequence, new Set(['b']), 3, new Set(['b', 'c']))).toBe(false);
  });
});
