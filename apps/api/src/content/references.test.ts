import { describe, expect, it } from 'vitest';
import { activityUrl, formatPath, resolveReferences } from './references';

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

  it('replaces the activities linked from authored HTML, and only those', () => {
    const html =
      '<p><a href="activity:quiz" data-tutorial>Tutoriel</a>, <a href="activity:none">?</a>, <a href="https://example.com/activity:quiz">x</a>, file:a.png</p>';
    const { value, unresolved } = resolveReferences({ html }, resolve);
    expect(value).toEqual({
      html: '<p><a href="/api/activities/L/index.html" data-tutorial>Tutoriel</a>, <a href="activity:none">?</a>, <a href="https://example.com/activity:quiz">x</a>, file:a.png</p>',
    });
    expect(unresolved).toEqual([{ path: ['html'], kind: 'activity', target: 'none' }]);
  });
});

describe('activityUrl', () => {
  // A SCORM package's entry may sit in a subfolder: other pages are found from the folder, not from the entry.
  const placeOf = (key: string) => (key === 'golf' ? { folderUrl: '/api/activities/L/', entry: 'sco1/index.html' } : undefined);
  it.each([
    ['golf', '/api/activities/L/sco1/index.html'],
    ['golf/sco2/page.html?x=1', '/api/activities/L/sco2/page.html?x=1'],
    ['golf/intro.html', '/api/activities/L/intro.html'],
    ['none/page.html', undefined],
  ])('%s → %s', (target, expected) => {
    expect(activityUrl(target, placeOf)).toBe(expected);
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
