import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classWindowRefusal, isReorderOf, movedOrder, programWindowRefusal } from './class-windows';

const w = (from: string | null, to: string | null) => ({ from, to });
const jan = '2027-01-01T00:00:00.000Z';
const mar = '2027-03-01T00:00:00.000Z';
const jun = '2027-06-01T00:00:00.000Z';
const sep = '2027-09-01T00:00:00.000Z';

describe('classWindowRefusal', () => {
  it.each([
    [w(null, null), null],
    [w(jan, null), null],
    [w(null, jun), null],
    [w(jan, jun), null],
    [w(jun, jan), 'endBeforeStart'],
    [w(jan, jan), 'endBeforeStart'],
  ])('%o → %s', (window, refusal) => {
    expect(classWindowRefusal(window)).toBe(refusal);
  });
});

describe('programWindowRefusal', () => {
  it.each([
    ['open class, open program', w(null, null), w(null, null), null],
    ['program inside the class', w(jan, sep), w(mar, jun), null],
    ['program overlapping the class start', w(mar, sep), w(jan, jun), null],
    ['program ending before it starts', w(null, null), w(jun, mar), 'endBeforeStart'],
    ['program ending before the class starts', w(jun, sep), w(null, mar), 'endsBeforeClassStarts'],
    ['program ending as the class starts', w(jun, sep), w(jan, jun), 'endsBeforeClassStarts'],
    ['program starting after the class ends', w(jan, mar), w(jun, null), 'startsAfterClassEnds'],
    ['program starting as the class ends', w(jan, mar), w(mar, null), 'startsAfterClassEnds'],
  ])('%s', (_, klass, program, refusal) => {
    expect(programWindowRefusal(klass, program)).toBe(refusal);
  });
});

describe('movedOrder', () => {
  it.each([
    [['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 1, ['a', 'b', 'c']],
  ])('%o moving %s by %i → %o', (ids, id, step, expected) => {
    expect(movedOrder(ids, id, step)).toEqual(expected);
  });

  it('always gives back the same ids, each once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1 }), fc.nat(), fc.integer({ min: -3, max: 3 }), (ids, pick, step) => {
        const moved = movedOrder(ids, ids[pick % ids.length]!, step);
        expect(isReorderOf(ids, moved)).toBe(true);
      }),
    );
  });
});

describe('isReorderOf', () => {
  it.each([
    [['a', 'b'], ['b', 'a'], true],
    [['a', 'b'], ['a'], false],
    [['a', 'b'], ['a', 'a'], false],
    [['a', 'b'], ['a', 'c'], false],
  ])('%o ← %o: %s', (current, proposed, expected) => {
    expect(isReorderOf(current, proposed)).toBe(expected);
  });
});
