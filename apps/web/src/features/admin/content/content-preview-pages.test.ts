import { describe, expect, it } from 'vitest';
import { groupByCourse, splitPageList } from './content-preview-pages';

const page = (course: string, title: string) => ({ course, title });

describe('the pages a package check lists', () => {
  it('groups each run of one course’s pages under its title, in their order', () => {
    expect(groupByCourse([page('A', '1'), page('A', '2'), page('B', '3'), page('A', '4')])).toEqual([
      { course: 'A', titles: ['1', '2'] },
      { course: 'B', titles: ['3'] },
      { course: 'A', titles: ['4'] },
    ]);
    expect(groupByCourse([])).toEqual([]);
  });

  it('shows the first pages, keeps the rest for a disclosure, and counts those the check did not list', () => {
    const pages = Array.from({ length: 100 }, (_, index) => page(index < 3 ? 'A' : 'B', `p${index}`));
    const split = splitPageList(pages, 130);
    expect(split.first).toEqual([
      { course: 'A', titles: ['p0', 'p1', 'p2'] },
      { course: 'B', titles: ['p3', 'p4'] },
    ]);
    expect(split.rest).toHaveLength(1);
    expect(split.rest[0]?.titles[0]).toBe('p5');
    expect({ restCount: split.restCount, unlisted: split.unlisted }).toEqual({ restCount: 95, unlisted: 30 });
    expect(splitPageList([page('A', '1')], 1)).toEqual({ first: [{ course: 'A', titles: ['1'] }], rest: [], restCount: 0, unlisted: 0 });
  });
});
