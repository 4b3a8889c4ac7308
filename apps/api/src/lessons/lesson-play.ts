import { randomUUID } from 'node:crypto';
import { computeDatasets } from '@espace/domain/content/datasets';
import { type CourseNodeRow, type PageSlot, pageSequence } from '@espace/domain/lessons/course-tree';
import { hasResults } from '@espace/domain/lessons/lesson-results';
import type { PageProgress } from '@espace/domain/lessons/progress';
import { lessonAccess } from '@espace/domain/lessons/lesson-state';
import { type PagePlace, placeOfPage } from '@espace/domain/lessons/reachable-pages';
import { accommodatedLimit } from '@espace/domain/lessons/time-accommodation';
import { openingWindow } from '@espace/domain/opening-window';
import { derivedFromKept } from '../db/cache';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import type { CourseContentRepository, LoadedBlock } from './course-content-repository';
import type { LessonPagesRepository, NewPage } from './lesson-pages-repository';
import type { KeptPlays } from './kept-plays';
import type { LearnerLesson, LessonPageRecord } from './lesson-types';
import type { LessonsRepository, PlayVersion, PlayWrite } from './lessons-repository';
import type { LearnerFiguresSource } from './page-figures';
import type { PageOwners } from './page-owners';

/**
 * What every lesson use case is handed: the database for its transactions and the repositories
 * of lessons, their pages, course content and the learner's figures. Built once by the lessons
 * area and decorated as `app.lessonRepositories` (lessons-repositories.ts).
 */
export interface LessonRepositories {
  database: Database;
  lessons: LessonsRepository;
  lessonPages: LessonPagesRepository;
  courseContent: CourseContentRepository;
  /** The learner's figures some widget rows show (page-figures.ts). */
  figures: LearnerFiguresSource;
  /** The pages this process knows to be a learner's (a ping for one asks no query). */
  pageOwners: PageOwners;
  /** The learners' plays as this process last read or wrote them (kept-plays.ts): taken and kept by `withLessonPlay` alone. */
  keptPlays: KeptPlays;
}

export interface LearnerRequest {
  tenantId: string;
  userId: string;
  lessonId: string;
  now: Date;
}

/**
 * A lesson loaded for play: the lesson, its course nodes, its page sequence and its live pages.
 * Never changed in place: a use case that writes answers the play its writes leave, beside its
 * result (`Played`), and `withLessonPlay` keeps that one for the learner's next request.
 */
export interface LessonPlay {
  readonly request: LearnerRequest;
  readonly lesson: LearnerLesson;
  readonly nodes: readonly CourseNodeRow[];
  readonly sequence: readonly PageSlot[];
  readonly pages: readonly LessonPageRecord[];
  /**
   * The versions of the rows the lesson and its pages were read from, as this play's writes left
   * them: a page turn's write holds only if they are still current (docs/lesson-engine.md#kept-plays).
   * Null once a write left them unknown: the next writes then check nothing.
   */
  readonly version: PlayVersion | null;
  /**
   * Read in this request, or confirmed by a write that checked its version; false for a play this
   * process kept from an earlier request, until such a write: only a confirmed play may be written
   * from without that check (`forUncheckedWrite`).
   */
  readonly confirmed: boolean;
}

/** What a use case on a play answers: its result, and the play as its writes left it. */
export interface Played<T> {
  play: LessonPlay;
  result: T;
}

/**
 * The play changed since it was read or kept: nothing was written. `withLessonPlay` runs the use
 * case again on the lesson as it is now.
 */
export class StalePlayError extends Error {
  constructor() {
    super('The lesson changed since its play was read');
  }
}

/**
 * The play to write from with a write that does not check its version (a transaction of several
 * statements): it must be one this request read or confirmed, and its version is unknown after.
 */
export function forUncheckedWrite(play: LessonPlay): LessonPlay {
  if (!play.confirmed) throw new StalePlayError();
  return { ...play, version: null };
}

/** What a page turn's write checks of the play: the versions of a kept play, not yet confirmed; those of a play read in this request are only compared as it writes. */
export function playWrite(play: LessonPlay): PlayWrite {
  return { version: play.version, check: !play.confirmed };
}

/** The play after a write that checked its version, or a check that found it unchanged: as current as a read, at `version`. */
export function confirmedAt(play: LessonPlay, version: PlayVersion | null): LessonPlay {
  return { ...play, version, confirmed: true };
}

/** The play with `page` as stored now in place of the page of the same id. */
export function withPage(play: LessonPlay, page: LessonPageRecord): LessonPlay {
  return { ...play, pages: play.pages.map((candidate) => (candidate.id === page.id ? page : candidate)) };
}

export type Block = LoadedBlock;

/** The learner's lesson, or 404 for anyone else's (another learner's, another tenant's). */
export async function findLesson(repositories: LessonRepositories, request: LearnerRequest): Promise<LearnerLesson> {
  const lesson = await repositories.lessons.findForLearner(request.tenantId, request.userId, request.lessonId);
  if (!lesson) throw new NotFoundError();
  return lesson;
}

/**
 * Refuses a lesson that may not be played now (docs/product/lessons.md#opening-window,
 * docs/product/lessons.md#lesson-states and docs/product/lessons.md#timers), recording SKIPPED or EXPIRED when that changes.
 */
async function assertPlayable(repositories: LessonRepositories, request: LearnerRequest, lesson: LearnerLesson): Promise<void> {
  const access = accessNow(lesson, request.now);
  if (access.kind === 'playable') return;
  if (access.kind === 'closed') throw new AppError('CONTENT_CLOSED');
  if (access.kind === 'forbidden') throw new AppError('Forbidden');
  if (access.kind === 'upcoming') throw new AppError('LESSON_NOT_OPEN', undefined, { opensAt: access.opensAt });
  if (access.record !== null) await repositories.lessons.recordClosed(request.tenantId, lesson.id, access.record, request.now);
  throw new AppError('LESSON_SKIPPED');
}

/**
 * The lesson as its end screens read it (docs/product/lessons.md#results), or 409 LESSON_NOT_ENDED
 * while it may still be played. A lesson its timer or window has just closed has its results before
 * any play call records that: it is read with the state that call would record (SKIPPED, EXPIRED),
 * and nothing is written, so reading results never changes a lesson.
 */
export function withResults(lesson: LearnerLesson, now: Date): LearnerLesson {
  const access = accessNow(lesson, now);
  const seen = access.kind === 'skipped' && access.record !== null ? { ...lesson, state: access.record } : lesson;
  if (!hasResults(seen)) throw new AppError('LESSON_NOT_ENDED');
  return seen;
}

/** Refuses a lesson of closed content (openToLearner) for the calls that do not play it but would still change it. */
export function assertNotClosed(lesson: LearnerLesson, now: Date): void {
  if (accessNow(lesson, now).kind === 'closed') throw new AppError('CONTENT_CLOSED');
}

function accessNow(lesson: LearnerLesson, now: Date) {
  const window = openingWindow(lesson.classWindow, lesson.programWindow);
  return lessonAccess({
    state: lesson.state,
    window,
    startedAt: lesson.startedAt,
    timeLimit: lesson.timeLimit,
    now,
    programState: lesson.programState,
    courseState: lesson.courseState,
  });
}

/**
 * A page's time limit as the learner has it, their time accommodation applied: what every page
 * deadline is judged on and what the player shows. Pages and slots keep the course's own limit.
 */
export function learnerPageLimit(lesson: LearnerLesson, limitSeconds: number | null): number | null {
  return accommodatedLimit(limitSeconds, lesson.extraTime);
}

/**
 * The pages of a course's tree in order, for a lesson's enabled sections: built once per version of
 * the course's nodes the content cache keeps (every page turn needs it; the tree is the same for
 * every learner of the course).
 */
export const lessonSequence = derivedFromKept(
  (nodes: readonly CourseNodeRow[], enabledSectionIds: readonly string[]) => pageSequence(nodes, enabledSectionIds),
  (enabledSectionIds) => [...enabledSectionIds].sort().join(','),
);

/**
 * Loads a playable lesson with its course tree and pages: the lesson and its pages in one query
 * (read before assertPlayable, unused when it refuses), the course tree from the cache or one more.
 * `versioned` false: a play whose writes check nothing (the last attempt of `withLessonPlay`).
 */
export async function loadLessonPlay(repositories: LessonRepositories, request: LearnerRequest, { versioned = true } = {}): Promise<LessonPlay> {
  const found = await repositories.lessons.findPlayForLearner(request.tenantId, request.userId, request.lessonId);
  if (!found) throw new NotFoundError();
  const { lesson, pages, version } = found;
  await assertPlayable(repositories, request, lesson);
  return playOf(repositories, request, { lesson, pages, version: versioned ? version : null, confirmed: true });
}

async function playOf(
  repositories: LessonRepositories,
  request: LearnerRequest,
  found: Pick<LessonPlay, 'lesson' | 'pages' | 'version' | 'confirmed'>,
): Promise<LessonPlay> {
  const nodes = await repositories.courseContent.listNodes(request.tenantId, found.lesson.courseId);
  return { request, nodes, sequence: lessonSequence(nodes, found.lesson.enabledSectionIds), ...found };
}

/**
 * The play this process kept of the learner's lesson, if any and still playable as kept; its
 * first write checks that it is still current. A kept play that would refuse the learner is not
 * used: the lesson read again decides, and records what changed (assertPlayable).
 */
async function keptPlayOf(repositories: LessonRepositories, request: LearnerRequest): Promise<LessonPlay | undefined> {
  const kept = await repositories.keptPlays.take(request, () => repositories.lessons.findPlayForLearner(request.tenantId, request.userId, request.lessonId));
  if (!kept || accessNow(kept.lesson, request.now).kind !== 'playable') return undefined;
  return playOf(repositories, request, { lesson: kept.lesson, pages: kept.pages, version: kept.version, confirmed: false });
}

/** How many times a use case runs when its play keeps changing under it; the last on a play whose writes check nothing. */
const PLAY_ATTEMPTS = 3;

/**
 * Runs a page turn's use case on the learner's play: the one this process kept from the learner's
 * last request if any (no read: its first write checks it is still current), else one read now.
 * When a write finds the play changed (StalePlayError), nothing was written: the use case runs
 * again on the lesson read again. One that answered from a kept play without writing (a page
 * shown again) stands if the play is still current, checked after (`isPlayCurrent`: lighter than
 * the read), else it runs again; one that refused from a kept play (an AppError: the kept play may
 * be why) runs again. The play the use case leaves is kept for the learner's next request.
 */
export async function withLessonPlay<T>(repositories: LessonRepositories, request: LearnerRequest, run: (play: LessonPlay) => Promise<Played<T>>): Promise<T> {
  let play = await keptPlayOf(repositories, request);
  for (let attempt = 1; ; attempt += 1) {
    play ??= await loadLessonPlay(repositories, request, { versioned: attempt < PLAY_ATTEMPTS });
    const started = play;
    try {
      const ran = await run(started);
      const { result } = ran;
      let left = ran.play;
      if (!left.confirmed && left.version !== null && (await repositories.lessons.isPlayCurrent(request.tenantId, request.lessonId, left.version))) {
        left = confirmedAt(left, left.version);
      }
      if (left.confirmed) {
        repositories.keptPlays.keep(request, left);
        return result;
      }
    } catch (error) {
      repositories.keptPlays.forget(request);
      const mayBeTheKeptPlays = error instanceof StalePlayError || (!started.confirmed && error instanceof AppError);
      if (!mayBeTheKeptPlays) throw error;
      // Unchecked, a write finds nothing only when the lesson is gone.
      if (attempt >= PLAY_ATTEMPTS) throw error instanceof StalePlayError ? new NotFoundError() : error;
    }
    play = undefined;
  }
}

export async function loadBlock(repositories: LessonRepositories, tenantId: string, blockId: string): Promise<Block> {
  const block = await repositories.courseContent.findBlock(tenantId, blockId);
  if (!block) throw new NotFoundError();
  return block;
}

/** Where a live page of the lesson stands (placeOfPage); MODEL_NOT_FOUND for a page the lesson does not have. */
export function placeOf(play: LessonPlay, pageId: string): PagePlace {
  const page = play.pages.find((candidate) => candidate.id === pageId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  return placeOfPage(play.sequence, doneNodeIds(play), page.nodeId);
}

/** The pages done: answered, completed, or skipped when their time ran out. */
export function doneNodeIds(play: LessonPlay): Set<string> {
  return new Set(play.pages.filter((page) => page.answeredAt !== null).map((page) => page.nodeId));
}

/** Where the learner is: the lesson's current page (one a correction took out stands before the first page left to do); a lesson never opened, at its first page. */
export function currentPlace(play: LessonPlay): PagePlace {
  if (play.lesson.currentNodeId === null) return { at: 0, left: false };
  return placeOfPage(play.sequence, doneNodeIds(play), play.lesson.currentNodeId);
}

/** The page a place opens when the learner asks for it: its own, or for a page that left the course, where the learner goes on. */
export const openedIndex = (play: LessonPlay, place: PagePlace): number => Math.min(place.at, play.sequence.length - 1);

/** The page of `slot` (at `index`) as its first visit creates it, its datasets drawn from its new id. */
export function newPageFor(play: LessonPlay, slot: PageSlot, index: number, block: Block): NewPage {
  const id = randomUUID();
  const datasetComputed = computeDatasets(block.content.datasets ?? {}, id);
  return {
    id,
    lessonId: play.lesson.id,
    nodeId: slot.nodeId,
    blockId: slot.blockId,
    position: index,
    timeLimit: slot.timeLimit,
    sheet: { datasetComputed },
    now: play.request.now,
  };
}

/** The play after a page was created on the learner's way: among the lesson's live pages, the lesson started and on it. */
export function withOpenedPage(
  play: LessonPlay,
  nodeId: string,
  opened: { page: LessonPageRecord; lessonStartedAt: Date; lessonProgress: PageProgress },
): LessonPlay {
  return {
    ...play,
    pages: [...play.pages, opened.page],
    lesson: { ...play.lesson, startedAt: opened.lessonStartedAt, progress: opened.lessonProgress, currentNodeId: nodeId },
  };
}

/**
 * Opens the page at `index`: creates it on first visit (datasets drawn from the page id) and
 * records the lesson as started there in the same statement; a page met again only moves the
 * lesson's current page.
 */
export async function openPageAt(
  repositories: LessonRepositories,
  play: LessonPlay,
  index: number,
): Promise<{ play: LessonPlay; page: LessonPageRecord; block: Block }> {
  const slot = play.sequence[index];
  if (!slot) throw new AppError('MODEL_NOT_FOUND');
  const { tenantId, now } = play.request;
  const existing = play.pages.find((candidate) => candidate.nodeId === slot.nodeId);
  // A page met again shows the block it was opened with: the version the learner answered, when a correction changed it since.
  const block = await loadBlock(repositories, tenantId, existing?.blockId ?? slot.blockId);
  if (!existing) {
    const opened = await repositories.lessonPages.openNew(tenantId, newPageFor(play, slot, index, block), playWrite(play));
    if (!opened) throw new StalePlayError();
    return { play: confirmedAt(withOpenedPage(play, slot.nodeId, opened), opened.version), page: opened.page, block };
  }
  // A reload of the page the learner is already on changes nothing: no write.
  const alreadyOpen = play.lesson.startedAt !== null && play.lesson.progress !== null && play.lesson.currentNodeId === slot.nodeId;
  if (alreadyOpen) return { play, page: existing, block };
  const opened = await repositories.lessons.markOpened(tenantId, play.lesson.id, slot.nodeId, now, playWrite(play));
  if (!opened) throw new StalePlayError();
  const lesson = { ...play.lesson, startedAt: opened.startedAt, progress: opened.progress, currentNodeId: slot.nodeId };
  return { play: confirmedAt({ ...play, lesson }, opened.version), page: existing, block };
}
