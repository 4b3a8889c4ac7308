import { describe, expect, it } from 'vitest';
import type { PageSlot } from '../lessons/course-tree';
import { lessonProgression, type PageProgress } from '../lessons/progress';
import { progressionFromSequence, sectionsOfSequence } from './lesson-progression';

const slot = (nodeId: string, sectionId: string | null): PageSlot => ({
  nodeId,
  blockId: `block-${nodeId}`,
  title: null,
  sectionId,
  timeLimit: null,
  calculator: false,
  blockType: null,
});
// Two sections of two pages, then a page outside any section: the page sequence of a course.
const sequence = [slot('a1', 'a'), slot('a2', 'a'), slot('b1', 'b'), slot('b2', 'b'), slot('loose', null)];

describe('sectionsOfSequence', () => {
  it("groups a sequence's pages by section, in order", () => {
    expect(sectionsOfSequence(sequence)).toEqual([['a1', 'a2'], ['b1', 'b2'], ['loose']]);
  });
});

describe('progressionFromSequence', () => {
  it('reads the pages by node as lessonProgression reads the same sections', () => {
    const byNode = new Map<string, PageProgress>([
      ['a1', 'COMPLETED'],
      ['a2', 'ONGOING'],
      ['b2', 'COMPLETED'],
    ]);
    const tree = sectionsOfSequence(sequence).map((nodes) => ({ pages: nodes.map((node) => ({ progress: byNode.get(node) ?? null })) }));
    // (1 + 0.5) / 2, then (0 + 1) / 2, then 0: a mean of 0.75, 0.5 and 0.
    expect(progressionFromSequence(sequence, { progress: 'ONGOING', enabledSectionIds: [], pageProgressByNode: byNode })).toBeCloseTo(1.25 / 3);
    expect(progressionFromSequence(sequence, { progress: 'ONGOING', enabledSectionIds: [], pageProgressByNode: byNode })).toBe(lessonProgression({ tree }));
  });

  it('is 1 once the lesson is COMPLETED and 0 before any page is opened', () => {
    expect(progressionFromSequence(sequence, { progress: 'COMPLETED', enabledSectionIds: [], pageProgressByNode: new Map() })).toBe(1);
    expect(progressionFromSequence(sequence, { progress: null, enabledSectionIds: [], pageProgressByNode: new Map() })).toBe(0);
  });
});
