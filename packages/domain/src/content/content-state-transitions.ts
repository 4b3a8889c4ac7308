import type { ContentState } from './content-states';

/**
 * Where a program or a course may go from each state (docs/administration.md#content): a draft is
 * published, a published one closed or archived, a closed one published again or archived, an
 * archived one taken out of the archive closed. Nothing goes back to DRAFT once learners may have
 * lessons of it; a draft is published before it can be closed, and deleted rather than archived.
 */
const nextStates: Record<ContentState, readonly ContentState[]> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['CLOSED', 'ARCHIVED'],
  CLOSED: ['PUBLISHED', 'ARCHIVED'],
  ARCHIVED: ['CLOSED'],
};

/** The states an admin may move a program or a course to from `state`. */
export function contentStateTargets(state: ContentState): readonly ContentState[] {
  return nextStates[state];
}

/** Whether `from` → `to` is a change an admin may make (staying put is no change, and allowed). */
export function contentStateChangeAllowed(from: ContentState, to: ContentState): boolean {
  return from === to || nextStates[from].includes(to);
}

/**
 * Whether a program or a course may be deleted: a draft that no learner holds a lesson of. Anything
 * published was offered to learners and is archived instead, so their work and certificates stay.
 */
export function contentDeletable(state: ContentState, lessonCount: number): boolean {
  return state === 'DRAFT' && lessonCount === 0;
}
