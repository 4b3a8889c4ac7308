import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJson } from './json-values';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

describe('nestsDeeperThan', () => {
  it.each([
    ['scalars', '"text"', 0, false],
    ['an empty array at 1', '[]', 1, false],
    ['an empty array at 0', '[]', 0, true],
    ['arrays and objects side by side, 2 deep', '[[1],[2],{"a":3}]', 2, false],
    ['three levels at 2', '[[[1]]]', 2, true],
    ['brackets inside strings', '["[[[[", "{{{{"]', 1, false],
    ['an escaped quote inside a string', '["\\"[[[["]', 1, false],
    ['an escaped backslash before the closing quote', '["\\\\", [[1]]]', 2, true],
  ])('%s', (_case, text, max, expected) => {
    expect(nestsDeeperThan(text, max)).toBe(expected);
  });

  it('tells the depth of any JSON value JSON.stringify writes', () => {
    const depthOf = (value: unknown): number => (typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        expect(nestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });
});

describe('parseJson', () => {
  it(`parses up to ${MAX_JSON_DEPTH} levels, and refuses one more before parsing`, () => {
    expect(parseJson(nested(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJson(nestedObject(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJson(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, problem: 'too-deep' });
    expect(parseJson(nested(5_000, '{"a":', '}'))).toEqual({ ok: false, problem: 'too-deep' });
  });

  it('says malformed text is malformed', () => {
    expect(parseJson('{"a":')).toEqual({ ok: false, problem: 'malformed' });
    expect(parseJson('[[[1]]]')).toEqual({ ok: true, value: [[[1]]] });
  });
});
