import { createKeptValues } from '../db/cache';

/** How long a known (learner, lesson, page) is trusted without asking the database again. */
const OWNER_KEPT_MS = 60_000;
const OWNERS_MAX = 50_000;

/** A learner's lesson, and one of its live pages (null: the lesson alone). */
export interface PageOwner {
  tenantId: string;
  userId: string;
  lessonId: string;
  pageId: string | null;
}

/** What a ping needs of the learner's lesson besides its owner: an ended lesson's time is no longer counted. */
export interface OwnedLesson {
  ended: boolean;
}

/**
 * The (learner, lesson, page) this process knows to be a learner's, each for a minute, with whether
 * the lesson had ended: checked by a ping (ping-lesson.ts), or a page just shown to its learner
 * (page-view.ts), read with the lesson by its learner, or a lesson just ended (end-lesson.ts). A ping
 * for one of them asks the database nothing: the player pings the page it has just been given, so
 * without this nearly every ping cost a query. A minute is how long a page archived meanwhile (a
 * reset) may still be credited time.
 */
export function createPageOwners(clock?: () => number) {
  const known = createKeptValues<OwnedLesson>({ ttlMs: OWNER_KEPT_MS, max: OWNERS_MAX, ...(clock === undefined ? {} : { now: clock }) });
  const keyOf = ({ tenantId, userId, lessonId, pageId }: PageOwner) => `${tenantId}:${userId}:${lessonId}:${pageId ?? ''}`;
  return {
    /** The lesson as last seen for this owner, or undefined when not known to be theirs. */
    find: (owner: PageOwner): OwnedLesson | undefined => known.get(keyOf(owner)),
    remember: (owner: PageOwner, lesson: OwnedLesson): void => known.set(keyOf(owner), lesson),
  };
}

export type PageOwners = ReturnType<typeof createPageOwners>;
