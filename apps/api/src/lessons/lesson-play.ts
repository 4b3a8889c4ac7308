import { randomUUID } from 'node:crypto';
import { computeDatasets } from '@espace/domain/content/datasets';
import { type CourseNodeRow, type PageSlot, pageSequence } from '@espace/domain/lessons/course-tree';
import type { PageProgress } from '@espace/domain/lessons/progress';
import { lessonAccess } from '@espace/domain/lessons/lesson-state';
import { accommodatedLimit } from '@espace/domain/lessons/time-accommodation';
import { openingWindow } from '@espace/domain/opening-window';
import { derivedFromKept } from '../db/cache';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import type { CourseContentRepository, LoadedBlock } from './course-content-repository';
import type { LessonPagesRepository, NewPage } from './lesson-pages-repository';
import type { LearnerLesson, LessonPageRecord } from './lesson-types';
import type { LessonsRepository } from './lessons-repository';
import type { LearnerFiguresSource } from './page-figures';
import type { PageOwners } from './page-owners';

/**
 * What every lesson use case is handed: the database for its transactions and the repositories
 * of lessons, their pages, course content and the learner's figures. Built once by the lessons
 * area and decorated as `app.lessonEngine` (lessons-repositories.ts).
 */
export interface LessonEngine {
  database: Database;
  lessons: LessonsRepository;
  lessonPages: LessonPagesRepository;
  courseContent: CourseContentRepository;
  /** The learner's figures some widget rows show (page-figures.ts). */
  figures: LearnerFiguresSource;
  /** The pages this process knows to be a learner's (a ping for one asks no query). */
  pageOwners: PageOwners;
}

export interface LearnerRequest {
  tenantId: string;
  userId: string;
  lessonId: string;
  now: Date;
}

/** A lesson loaded for play: the lesson, its course nodes, its page sequence and its live pages. */
export interface LessonPlay {
  request: LearnerRequest;
  lesson: LearnerLesson;
  nodes: readonly CourseNodeRow[];
  sequence: readonly PageSlot[];
  pages: LessonPageRecord[];
}

export type Block = LoadedBlock;

/** The learner's lesson, or 404 for anyone else's (another learner's, another tenant's). */
export async function findLesson(engine: LessonEngine, request: LearnerRequest): Promise<LearnerLesson> {
  const lesson = await engine.lessons.findForLearner(request.tenantId, request.userId, request.lessonId);
  if (!lesson) throw new NotFoundError();
  return lesson;
}

/**
 * Refuses a lesson that may not be played now (docs/product/lessons.md#opening-window,
 * docs/product/lessons.md#lesson-states and docs/product/lessons.md#timers), recording SKIPPED or EXPIRED when that changes.
 */
export async function assertPlayable(engine: LessonEngine, request: LearnerRequest, lesson: LearnerLesson): Promise<void> {
  const window = openingWindow(lesson.classWindow, lesson.programWindow);
  const access = lessonAccess({ state: lesson.state, window, startedAt: lesson.startedAt, timeLimit: lesson.timeLimit, now: request.now });
  if (access.kind === 'playable') return;
  if (access.kind === 'forbidden') throw new AppError('Forbidden');
  if (access.record !== null) await engine.lessons.recordClosed(request.tenantId, lesson.id, access.record, request.now);
  throw new AppError('LESSON_SKIPPED');
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
 */
export async function loadLessonPlay(engine: LessonEngine, request: LearnerRequest): Promise<LessonPlay> {
  const found = await engine.lessons.findPlayForLearner(request.tenantId, request.userId, request.lessonId);
  if (!found) throw new NotFoundError();
  const { lesson, pages } = found;
  await assertPlayable(engine, request, lesson);
  const nodes = await engine.courseContent.listNodes(request.tenantId, lesson.courseId);
  return { request, lesson, nodes, sequence: lessonSequence(nodes, lesson.enabledSectionIds), pages };
}

export async function loadBlock(engine: LessonEngine, tenantId: string, blockId: string): Promise<Block> {
  const block = await engine.courseContent.findBlock(tenantId, blockId);
  if (!block) throw new NotFoundError();
  return block;
}

/** Index in the sequence of a live page of the lesson; MODEL_NOT_FOUND for an unknown page. */
export function indexOfPage(play: LessonPlay, pageId: string): number {
  const page = play.pages.find((candidate) => candidate.id === pageId);
  const index = page === undefined ? -1 : play.sequence.findIndex((slot) => slot.nodeId === page.nodeId);
  if (index < 0) throw new AppError('MODEL_NOT_FOUND');
  return index;
}

/** The pages done: answered, completed, or skipped when their time ran out. */
export function doneNodeIds(play: LessonPlay): Set<string> {
  return new Set(play.pages.filter((page) => page.answeredAt !== null).map((page) => page.nodeId));
}

/** The page the learner is on: the lesson's current node, else the first page. */
export function currentIndex(play: LessonPlay): number {
  const index = play.sequence.findIndex((slot) => slot.nodeId === play.lesson.currentNodeId);
  return Math.max(0, index);
}

/** The page of `slot` (at `index`) as its first visit creates it, its datasets drawn from its new id. */
export function newPageFor(play: LessonPlay, slot: PageSlot, index: number, block: Block): NewPage {
  const id = randomUUID();
  const datasetComputed = computeDatasets(block.content.datasets ?? {}, id);
  return { id, lessonId: play.lesson.id, nodeId: slot.nodeId, blockId: slot.blockId, position: index, timeLimit: slot.timeLimit, sheet: { datasetComputed }, now: play.request.now };
}

/** A page just created on the learner's way: among the lesson's live pages, the lesson started and on it. */
export function recordOpened(play: LessonPlay, nodeId: string, opened: { page: LessonPageRecord; lessonStartedAt: Date; lessonProgress: PageProgress }): void {
  play.pages.push(opened.page);
  play.lesson = { ...play.lesson, startedAt: opened.lessonStartedAt, progress: opened.lessonProgress, currentNodeId: nodeId };
}

/**
 * Opens the page at `index`: creates it on first visit (datasets drawn from the page id) and
 * records the lesson as started there in the same statement; a page met again only moves the
 * lesson's current page.
 */
export async function openPageAt(engine: LessonEngine, play: LessonPlay, index: number): Promise<{ page: LessonPageRecord; block: Block }> {
  const slot = play.sequence[index];
  if (!slot) throw new AppError('MODEL_NOT_FOUND');
  const { tenantId, now } = play.request;
  const block = await loadBlock(engine, tenantId, slot.blockId);
  const existing = play.pages.find((candidate) => candidate.nodeId === slot.nodeId);
  if (!existing) {
    const opened = await engine.lessonPages.openNew(tenantId, newPageFor(play, slot, index, block));
    recordOpened(play, slot.nodeId, opened);
    return { page: opened.page, block };
  }
  // A reload of the page the learner is already on changes nothing: no write.
  const alreadyOpen = play.lesson.startedAt !== null && play.lesson.progress !== null && play.lesson.currentNodeId === slot.nodeId;
  if (!alreadyOpen) {
    const opened = await engine.lessons.markOpened(tenantId, play.lesson.id, slot.nodeId, now);
    play.lesson = { ...play.lesson, ...opened, currentNodeId: slot.nodeId };
  }
  return { page: existing, block };
}
