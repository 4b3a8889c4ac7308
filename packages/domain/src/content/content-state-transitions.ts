import type { ContentState } from './content-states';

/**
 * Where a program or a course may go from each state (docs/administration.md#content): a draft is
 * published, a published one closed, a closed one published again. Nothing goes back to DRAFT once
 * learners may have lessons of it, and a draft is published before it can be closed.
 */
const nextStates: Record<ContentState, readonly ContentState[]> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['CLOSED'],
  CLOSED: ['PUBLISHED'],
};

/** The states an admin may move a program or a course to from `state`. */
export function contentStateTargets(state: ContentState): readonly ContentState[] {
  return nextStates[state];
}

/** Whether `from` → `to` is a change an admin may make (staying put is no change, and allowed). */
export function contentStateChangeAllowed(from: ContentState, to: ContentState): boolean {
  return from === to || nextStates[from].includes(to);
}
