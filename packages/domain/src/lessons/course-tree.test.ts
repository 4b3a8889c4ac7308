import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CourseNodeRow, courseSections, firstPageOfSection, pageResources, pageSequence } from './course-tree';

const node = (id: string, parentId: string | null, type: CourseNodeRow['type'], order: number, extra: Partial<CourseNodeRow> = {}): CourseNodeRow => ({
  id,
  parentId,
  type,
  order,
  blockId: type === 'block' || type === 'resource' ? `b-${id}` : null,
  title: id,
  timeLimit: null,
  calculator: false,
  blockType: type === 'block' || type === 'resource' ? 'slide' : null,
  ...extra,
});

// Written out of order on purpose: order comes from `order`, not from the rows.
const rows: CourseNodeRow[] = [
  node('s2', 'root', 'container', 2),
  node('p4', 's2', 'block', 0, { timeLimit: 30 }),
  node('root', null, 'root', 0),
  node('s1', 'root', 'container', 1),
  node('m', 's1', 'multiblock', 1),
  node('p3', 'm', 'block', 1),
  node('p2', 'm', 'block', 0, { calculator: true }),
  node('p1', 's1', 'block', 0),
  node('r2', 'p1', 'resource', 2),
  node('r1', 'p1', 'resource', 1),
];

describe('pageSequence', () => {
  it.each([
    [[], ['p1', 'p2', 'p3', 'p4']],
    [['s2'], ['p4']],
    [['s1'], ['p1', 'p2', 'p3']],
    [
      ['s1', 's2'],
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [['unknown'], ['p1', 'p2', 'p3', 'p4']],
    [['s2', 'gone'], ['p4']],
  ])('enabled sections %j → %j', (enabled, expected) => {
    expect(pageSequence(rows, enabled).map((slot) => slot.nodeId)).toEqual(expected);
  });

  it('keeps the section, timer and tools of each page', () => {
    const [p1, p2, , p4] = pageSequence(rows);
    expect(p1).toMatchObject({ sectionId: 's1', blockId: 'b-p1', calculator: false });
    expect(p2).toMatchObject({ sectionId: 's1', calculator: true });
    expect(p4).toMatchObject({ sectionId: 's2', timeLimit: 30 });
  });

  it('does not depend on the order of the rows', () => {
    const expected = pageSequence(rows).map((slot) => slot.nodeId);
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }), (shuffled) => {
        expect(pageSequence(shuffled).map((slot) => slot.nodeId)).toEqual(expected);
      }),
    );
  });
});

describe('courseSections, pageResources, firstPageOfSection', () => {
  it('lists containers in order', () => {
    expect(courseSections(rows).map((section) => section.id)).toEqual(['s1', 's2']);
  });
  it.each([
    ['p1', ['r1', 'r2']],
    ['p2', []],
  ])('resources of %s → %j', (page, expected) => {
    expect(pageResources(rows, page).map((resource) => resource.id)).toEqual(expected);
  });
  it.each([
    ['s1', 0],
    ['s2', 3],
    ['nope', -1],
  ])('section %s starts at %i', (section, index) => {
    expect(firstPageOfSection(pageSequence(rows), section)).toBe(index);
  });
});
