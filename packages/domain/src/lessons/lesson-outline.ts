import type { BlockType } from '../content/block-types';
import type { PageSlot } from './course-tree';
import { mayOpenPage } from './reachable-pages';

/** How far the learner got on one page of the outline. */
export const outlinePageStates = ['answered', 'seen', 'new'] as const;
type OutlinePageState = (typeof outlinePageStates)[number];

export interface OutlinePage {
  nodeId: string;
  title: string | null;
  /** The learner's page, once opened: what a link to it opens. */
  pageId: string | null;
  state: OutlinePageState;
  /** Whether the learner may open it now: every page before it is done (reachable-pages.ts). */
  reachable: boolean;
  timeLimit: number | null;
  /** Whether the page takes answers (an exercise), is read (a slide), or runs an activity. */
  blockType: BlockType | null;
  /** The points the answered page earned; null before its answer. */
  score: OutlineScore | null;
}

interface OutlineScore {
  actual: number;
  max: number;
}

export interface OutlineSection {
  id: string | null;
  title: string | null;
  pages: OutlinePage[];
}

/** A live page of the lesson, as far as the outline needs it. */
export interface OutlinePageRecord {
  id: string;
  nodeId: string;
  answered: boolean;
  /** Its points once answered (`results.scoring`). */
  score?: OutlineScore | null;
}

/**
 * The lesson's outline (the course tree of the player): its sections in course
 * order, each page with its title, its state and whether it may be opened. Consecutive pages of
 * one section form one entry; the titles of the sections come from `sectionTitles`.
 */
export function lessonOutline(
  sequence: readonly PageSlot[],
  pages: readonly OutlinePageRecord[],
  sectionTitles: ReadonlyMap<string, string | null>,
): OutlineSection[] {
  const byNode = new Map(pages.map((page) => [page.nodeId, page]));
  const done = new Set(pages.filter((page) => page.answered).map((page) => page.nodeId));
  const opened = new Set(byNode.keys());
  const sections: OutlineSection[] = [];
  sequence.forEach((slot, index) => {
    let section = sections.at(-1);
    if (section === undefined || section.id !== slot.sectionId) {
      section = { id: slot.sectionId, title: slot.sectionId === null ? null : (sectionTitles.get(slot.sectionId) ?? null), pages: [] };
      sections.push(section);
    }
    const page = byNode.get(slot.nodeId);
    section.pages.push({
      nodeId: slot.nodeId,
      title: slot.title,
      pageId: page?.id ?? null,
      state: page === undefined ? 'new' : page.answered ? 'answered' : 'seen',
      reachable: mayOpenPage(sequence, done, index, opened),
      timeLimit: slot.timeLimit,
      blockType: slot.blockType,
      score: page?.answered ? (page.score ?? null) : null,
    });
  });
  return sections;
}

/**
 * Whether the player asks the learner before opening this page (docs/product/lessons.md#timed-pages):
 * a timed page never opened, whose clock starts once the learner says go. Nothing opens such a
 * page on the learner's behalf, Next's single round trip included.
 */
export function asksBeforeOpening(page: Pick<OutlinePage, 'timeLimit' | 'state'>): boolean {
  return page.timeLimit !== null && page.timeLimit > 0 && page.state === 'new';
}

/**
 * What the course tree says of a page (docs/product/screens-and-routes.md#header-and-tools): an
 * answered slide was seen (« vue »), an answered exercise or activity that gives points shows them,
 * any other answered page is done; a page not answered is started, to do, or locked until the
 * pages before it are done.
 */
export type OutlinePageMark =
  { kind: 'viewed' } | { kind: 'score'; actual: number; max: number } | { kind: 'done' } | { kind: 'started' } | { kind: 'todo' } | { kind: 'locked' };

export function outlinePageMark(page: Pick<OutlinePage, 'state' | 'reachable' | 'blockType' | 'score'>): OutlinePageMark {
  if (page.state === 'answered') {
    if (page.blockType === 'slide') return { kind: 'viewed' };
    if (page.score !== null && page.score.max > 0) return { kind: 'score', actual: page.score.actual, max: page.score.max };
    return { kind: 'done' };
  }
  if (!page.reachable) return { kind: 'locked' };
  return page.state === 'seen' ? { kind: 'started' } : { kind: 'todo' };
}

/** A section's progress in the course tree: its pages answered (seen, for a slide) out of its pages. */
export function sectionProgress(section: Pick<OutlineSection, 'pages'>): { done: number; total: number } {
  return { done: section.pages.filter((page) => page.state === 'answered').length, total: section.pages.length };
}
