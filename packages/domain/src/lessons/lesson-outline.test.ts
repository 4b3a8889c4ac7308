import { describe, expect, it } from 'vitest';
import type { PageSlot } from './course-tree';
import { asksBeforeOpening, lessonOutline, outlinePageMark, sectionProgress } from './lesson-outline';

const slot = (nodeId: string, sectionId: string | null, timeLimit: number | null = null): PageSlot => ({
  nodeId,
  blockId: `block-${nodeId}`,
  title: `Title ${nodeId}`,
  sectionId,
  timeLimit,
  calculator: false,
  blockType: 'exercice',
});

const sequence = [slot('a', 's1'), slot('b', 's1'), slot('c', 's2', 30), slot('d', 's2')];
const titles = new Map([
  ['s1', 'Première partie'],
  ['s2', null],
]);

describe('lessonOutline', () => {
  it('groups the pages by section in course order, with the section titles', () => {
    const outline = lessonOutline(sequence, [], titles);
    expect(outline.map((section) => [section.id, section.title, section.pages.map((page) => page.nodeId)])).toEqual([
      ['s1', 'Première partie', ['a', 'b']],
      ['s2', null, ['c', 'd']],
    ]);
  });

  it.each([
    ['nothing opened: only the first page is reachable, none has a page', [], ['new', 'new', 'new', 'new'], [true, false, false, false]],
    [
      'two answered and one seen: up to the seen one',
      [
        { id: 'pa', nodeId: 'a', answered: true },
        { id: 'pb', nodeId: 'b', answered: true },
        { id: 'pc', nodeId: 'c', answered: false },
      ],
      ['answered', 'answered', 'seen', 'new'],
      [true, true, true, false],
    ],
    [
      'a page answered past a gap (a page a correction added) may be opened again; the gap opens nothing new',
      [
        { id: 'pa', nodeId: 'a', answered: false },
        { id: 'pc', nodeId: 'c', answered: true },
      ],
      ['seen', 'new', 'answered', 'new'],
      [true, false, true, false],
    ],
  ])('%s', (_case, pages, states, reachable) => {
    const outline = lessonOutline(sequence, pages, titles).flatMap((section) => section.pages);
    expect(outline.map((page) => page.state)).toEqual(states);
    expect(outline.map((page) => page.reachable)).toEqual(reachable);
    expect(outline.map((page) => page.pageId)).toEqual(sequence.map((one) => pages.find((page) => page.nodeId === one.nodeId)?.id ?? null));
  });

  it('keeps each page’s title and time limit', () => {
    const [, second] = lessonOutline(sequence, [], titles);
    expect(second?.pages[0]).toMatchObject({ title: 'Title c', timeLimit: 30 });
  });

  it('gives pages outside any section a section of their own, untitled', () => {
    expect(lessonOutline([slot('x', null)], [], titles)).toEqual([{ id: null, title: null, pages: [expect.objectContaining({ nodeId: 'x' })] }]);
  });
});

describe('asksBeforeOpening', () => {
  it('asks before a timed page never opened, and only then', () => {
    expect(asksBeforeOpening({ timeLimit: 60, state: 'new' })).toBe(true);
    expect(asksBeforeOpening({ timeLimit: 60, state: 'seen' })).toBe(false);
    expect(asksBeforeOpening({ timeLimit: 60, state: 'answered' })).toBe(false);
    expect(asksBeforeOpening({ timeLimit: null, state: 'new' })).toBe(false);
    expect(asksBeforeOpening({ timeLimit: 0, state: 'new' })).toBe(false);
  });
});

describe('outlinePageMark', () => {
  const entry = { state: 'answered' as const, reachable: true, blockType: 'exercice' as const, score: { actual: 50, max: 100 } };
  it.each([
    ['an answered slide was seen', { ...entry, blockType: 'slide' as const, score: { actual: 0, max: 0 } }, { kind: 'viewed' }],
    ['an answered exercise shows its points', entry, { kind: 'score', actual: 50, max: 100 }],
    [
      'an activity that gave a score shows it',
      { ...entry, blockType: 'tincan' as const, score: { actual: 80, max: 100 } },
      { kind: 'score', actual: 80, max: 100 },
    ],
    ['an exercise worth no points is done', { ...entry, score: { actual: 0, max: 0 } }, { kind: 'done' }],
    ['an answered page of unknown type is done', { ...entry, blockType: null, score: null }, { kind: 'done' }],
    ['a page opened, not answered, is started', { ...entry, state: 'seen' as const, score: null }, { kind: 'started' }],
    ['a page never opened that may be opened is to do', { ...entry, state: 'new' as const, score: null }, { kind: 'todo' }],
    ['a page after an undone one is locked', { ...entry, state: 'new' as const, reachable: false, score: null }, { kind: 'locked' }],
  ])('%s', (_case, page, mark) => {
    expect(outlinePageMark(page)).toEqual(mark);
  });
});

describe('the outline with scores', () => {
  it('gives each answered page its points and none to the others', () => {
    const pages = [
      { id: 'pa', nodeId: 'a', answered: true, score: { actual: 100, max: 100 } },
      { id: 'pb', nodeId: 'b', answered: false, score: null },
    ];
    const outline = lessonOutline(sequence, pages, titles).flatMap((section) => section.pages);
    expect(outline.map((page) => page.score)).toEqual([{ actual: 100, max: 100 }, null, null, null]);
  });

  it('counts a section’s answered pages out of its pages', () => {
    const [first, second] = lessonOutline(
      sequence,
      [
        { id: 'pa', nodeId: 'a', answered: true },
        { id: 'pb', nodeId: 'b', answered: false },
      ],
      titles,
    );
    expect(first && sectionProgress(first)).toEqual({ done: 1, total: 2 });
    expect(second && sectionProgress(second)).toEqual({ done: 0, total: 2 });
  });
});
