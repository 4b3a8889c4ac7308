/**
 * How far a learner may go in a lesson's pages (docs/product/lessons.md#page-order): a page opens once every page before it
 * is done (answered, completed, or skipped when its time ran out). Opening a later page by its id
 * or its section's (`fromPageId`, `fromSectionId`) must not skip the ones before, or a lesson
 * could end — with its score, medal and unlocked courses — after a few of its pages.
 */
export function firstUndonePage(sequence: readonly { nodeId: string }[], doneNodeIds: ReadonlySet<string>): number {
  return sequence.findIndex((slot) => !doneNodeIds.has(slot.nodeId));
}

/**
 * Whether the page at `index` may be opened: nothing before it is left undone, or the learner has
 * opened it already (a page added before it by a correction does not lock what they have seen).
 */
export function mayOpenPage(
  sequence: readonly { nodeId: string }[],
  doneNodeIds: ReadonlySet<string>,
  index: number,
  openedNodeIds: ReadonlySet<string> = new Set(),
): boolean {
  const undone = firstUndonePage(sequence, doneNodeIds);
  return undone < 0 || index <= undone || openedNodeIds.has(sequence[index]?.nodeId ?? '');
}

/**
 * Where a learner's page stands among the lesson's pages: `at` its index; a page whose node a
 * correction took out of the course (`left`, docs/lesson-engine.md#corrected-content) stands just
 * before the first page left to do, `at` that page's index (the number of pages when every page is
 * done), so that Next from it goes on where the learner left off and Previous goes to the page before.
 */
export interface PagePlace {
  at: number;
  left: boolean;
}

export function placeOfPage(sequence: readonly { nodeId: string }[], doneNodeIds: ReadonlySet<string>, nodeId: string): PagePlace {
  const index = sequence.findIndex((slot) => slot.nodeId === nodeId);
  if (index >= 0) return { at: index, left: false };
  const undone = firstUndonePage(sequence, doneNodeIds);
  return { at: undone < 0 ? sequence.length : undone, left: true };
}

/** Where Next leads from a page: the page after it; past the last page, the first one left undone (a lesson ends once every page is done), else the end. */
export function pageAfter(sequence: readonly { nodeId: string }[], doneNodeIds: ReadonlySet<string>, from: PagePlace): number | 'end' {
  if (from.left) return from.at < sequence.length ? from.at : 'end';
  if (from.at + 1 < sequence.length) return from.at + 1;
  const undone = firstUndonePage(sequence, doneNodeIds);
  return undone < 0 || undone === from.at ? 'end' : undone;
}

/** Where Previous leads from a page; -1 before the first page. */
export const pageBefore = (from: PagePlace): number => from.at - 1;

/** The 0-based position the player shows for a page: a page that left the course shows as the one before where the learner goes on. */
export const shownPosition = (place: PagePlace): number => (place.left ? Math.max(0, place.at - 1) : place.at);
