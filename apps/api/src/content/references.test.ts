import { describe, expect, it } from 'vitest';
import { formatPath, resolveReferences } from './references';

describe('resolveReferences', () => {
  const ids: Record<string, string> = { 'file:a.png': 'F1', 'activity:quiz': '/api/activities/L/index.html', 'competency:c': 'C1' };
  const resolve = (kind: string, target: string) => ids[`${kind}:${target}`];

  it('replaces whole-string references at any depth and lists the unknown ones', () => {
    const { value, unresolved } = resolveReferences(
      { a: 'file:a.png', list: ['competency:c', 'file:b.png'], nested: { url: 'activity:quiz', text: 'see file: a.png', n: 3, none: null } },
      resolve,
    );
    expect(value).toEqual({ a: 'F1', list: ['C1', 'file:b.png'], nested: { url: '/api/activities/L/index.html', text: 'see file: a.png', n: 3, none: null } });
    expect(unresolved).toEqual([{ path: ['list', 1], kind: 'file', target: 'b.png' }]);
  });
});

describe('formatPath', () => {
  it.each([
    [['courses', 1, 'nodes', 0, 'children', 2, 'block'], 'courses[1].nodes[0].children[2].block'],
    [['program', 'name'], 'program.name'],
    [[], ''],
  ])('%j → %s', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});
