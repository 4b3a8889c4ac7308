/**
 * How far a learner may go in a lesson's pages (docs/product/lessons.md#page-order): a page opens once every page before it
 * is done (answered, completed, or skipped when its time ran out). Opening a later page by its id
 * or its section's (`fromPageId`, `fromSectionId`) must not skip the ones before, or a lesson
 * could end — with its score, medal and unlocked courses — after a few of its pages.
 */
export function firstUndonePage(sequence: readonly { nodeId: string }[], doneNodeIds: ReadonlySet<string>): number {
  return sequence.findIndex((slot) => !doneNodeIds.has(slot.nodeId));
}

/** Whether the page at `index` may be opened: nothing before it is left undone. */
export function mayOpenPage(sequence: readonly { nodeId: string }[], doneNodeIds: ReadonlySet<string>, index: number): boolean {
  const undone = firstUndonePage(sequence, doneNodeIds);
  return undone < 0 || index <= undone;
}
