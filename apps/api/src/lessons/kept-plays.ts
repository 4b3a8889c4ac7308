import { isDeepStrictEqual } from 'node:util';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../db/cache';
import type { LearnerLesson, LessonPageRecord } from './lesson-types';
import type { PlayVersion } from './lessons-repository';

/** How long a play stays kept unused: past it, the learner's next page turn reads the lesson again. */
const KEPT_PLAY_MS = 15 * 60_000;
/** The most plays kept, and the most of their pages (a page is a few kilobytes at most): the least recently used go first. */
const KEPT_PLAYS_MAX = 20_000;
const KEPT_PAGES_MAX = 200_000;

/** Whose play of which lesson: a learner's request (lesson-play.ts's LearnerRequest). */
export interface PlayOwner {
  tenantId: string;
  userId: string;
  lessonId: string;
}

/** A learner's play as kept: the lesson and its live pages by position, at the versions they were read or written at. */
export interface KeptPlay {
  userId: string;
  lesson: LearnerLesson;
  pages: readonly LessonPageRecord[];
  version: PlayVersion;
}

/** What `take` compares a kept play with when it checks them (tests): the play read now. */
export type ReadPlay = () => Promise<{ lesson: LearnerLesson; pages: LessonPageRecord[]; version: PlayVersion } | undefined>;

/** A kept play that is not what the database holds at the same versions: a write changed the play without its version, or the play without the database. */
export class KeptPlayMismatchError extends Error {}

/**
 * The plays this process last read or wrote, by learner's lesson (docs/lesson-engine.md#kept-plays):
 * a learner's next page turn starts from the play their last one left, and its write checks that
 * the lesson's rows are still at the versions kept, so a play another process, a trainer or an
 * import changed since is never written from. Reading the play would be a large part of the
 * embedded database's time for a Next, and one of PostgreSQL's two statements
 * (docs/performance.md#what-makes-a-page-turn-cheap). Kept values are frozen: a
 * request copies what it changes. `verify` (the tests): each kept play taken is compared with the
 * lesson read again, and one that differs at the same versions throws.
 */
export function createKeptPlays({ verify = false }: { verify?: boolean } = {}) {
  const plays = new LRUCache<string, KeptPlay>({
    max: KEPT_PLAYS_MAX,
    maxSize: KEPT_PAGES_MAX,
    sizeCalculation: (play) => 1 + play.pages.length,
    ttl: KEPT_PLAY_MS,
  });
  const keyOf = (request: PlayOwner) => `${request.tenantId}:${request.lessonId}`;
  return {
    /** The learner's kept play of the lesson; another learner's is not theirs (their request answers 404 on the read). */
    async take(request: PlayOwner, read: ReadPlay): Promise<KeptPlay | undefined> {
      const kept = plays.get(keyOf(request));
      if (kept === undefined || kept.userId !== request.userId) return undefined;
      if (verify) await check(kept, read);
      return kept;
    },
    /** Keeps the play a request leaves, when its versions are known; forgets the learner's older one otherwise. */
    keep(request: PlayOwner, play: { lesson: LearnerLesson; pages: readonly LessonPageRecord[]; version: PlayVersion | null }): void {
      if (play.version === null) {
        plays.delete(keyOf(request));
        return;
      }
      const pages = [...play.pages].sort((a, b) => a.position - b.position);
      plays.set(keyOf(request), deepFreeze({ userId: request.userId, lesson: play.lesson, pages, version: play.version }));
    },
    forget(request: PlayOwner): void {
      plays.delete(keyOf(request));
    },
  };
}

export type KeptPlays = ReturnType<typeof createKeptPlays>;

async function check(kept: KeptPlay, read: ReadPlay): Promise<void> {
  const now = await read();
  if (now === undefined || !isDeepStrictEqual(now.version, kept.version)) return;
  const expected = { lesson: now.lesson, pages: now.pages };
  const actual = { lesson: kept.lesson, pages: kept.pages };
  if (!isDeepStrictEqual(actual, expected)) {
    throw new KeptPlayMismatchError(
      `The kept play of lesson ${kept.lesson.id} differs from the database at the same versions:\nkept ${JSON.stringify(actual)}\nread ${JSON.stringify(expected)}`,
    );
  }
}
