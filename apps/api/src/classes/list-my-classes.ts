import { createHash } from 'node:crypto';
import type { MyClassesPage, MyLesson } from '@espace/contracts/classes';
import { isLessonEnded, medalForRatio } from '@espace/domain/lessons/progress';
import { boundedRatio } from '@espace/domain/dashboard/scores';
import { openingWindow } from '@espace/domain/opening-window';
import type { ClassLessonRow, LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { lessonProgressions } from '../dashboard/lesson-progressions';
import type { ClassesRepository, StudentClass } from './classes-repository';
import { type ClassFilters, matchesNothing } from './my-classes-filters';
import type { MyClassesPageRepository } from './my-classes-page-repository';

interface ListMyClassesInput {
  tenantId: string;
  userId: string;
  filters: ClassFilters;
  page: number;
  pageSize: number;
  /** The poll's If-None-Match header. */
  ifNoneMatch: string | undefined;
  classes: ClassesRepository;
  pages: MyClassesPageRepository;
  lessons: LearnerLessonsRepository;
}

export type ListMyClassesResult = { kind: 'not-modified'; etag: string } | { kind: 'page'; etag: string; body: MyClassesPage };

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * A weak ETag: equal data versions and page under an equal query give equal
 * tags. The clock is left out (it changes every call); what it decides (which
 * classes are upcoming or past) is in the page's class ids.
 */
function etagOf(head: { version: string; classIds: readonly string[] }, input: ListMyClassesInput): string {
  const { now: _clock, ...query } = input.filters;
  const parts = JSON.stringify([head.version, head.classIds, query, input.page, input.pageSize]);
  return `W/"${createHash('sha1').update(parts).digest('base64url')}"`;
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

function toMyLesson(lesson: ClassLessonRow, progression: number): MyLesson {
  const scoreRatio = boundedRatio(lesson.score);
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    programCourseId: lesson.programCourseId,
    classProgramId: lesson.classProgramId,
    state: lesson.state,
    progress: lesson.progress,
    progression,
    scoring: { global: lesson.score },
    scoreRatio,
    medal: medalForRatio(scoreRatio),
    certificationRef: lesson.certificationRef,
    startAt: iso(lesson.startAt),
    startedAt: iso(lesson.startedAt),
    endedAt: iso(lesson.endedAt),
    timeLimit: lesson.timeLimit,
    ended: isLessonEnded(lesson),
  };
}

function toMyClass(studentClass: StudentClass, lessons: MyLesson[]) {
  const classWindow = { from: iso(studentClass.startAt), to: iso(studentClass.expireAt) };
  return {
    id: studentClass.id,
    name: studentClass.name,
    startAt: classWindow.from,
    expireAt: classWindow.to,
    expired: studentClass.expired,
    settings: { mobile: { allowed: studentClass.mobileAllowed } },
    classPrograms: studentClass.classPrograms.map((classProgram) => {
      const programWindow = { from: iso(classProgram.startAt), to: iso(classProgram.expireAt) };
      return { ...classProgram, startAt: programWindow.from, expireAt: programWindow.to, openingBoundaries: openingWindow(classWindow, programWindow) };
    }),
    lessons,
  };
}

/**
 * One page of the learner's classes with their programs, courses and lessons
 * (docs/product/screens-and-routes.md#home). The head query alone answers an unchanged poll (304); a
 * full page costs a fixed number of queries whatever the number of classes.
 */
export async function listMyClasses(input: ListMyClassesInput): Promise<ListMyClassesResult> {
  const { tenantId, userId, filters, page, pageSize } = input;
  const empty = { total: 0, version: 'none', classIds: [] as string[] };
  const head = matchesNothing(filters) ? empty : await input.pages.head(tenantId, userId, filters, { offset: (page - 1) * pageSize, limit: pageSize });
  const etag = etagOf(head, input);
  if (matches(input.ifNoneMatch, etag)) return { kind: 'not-modified', etag };
  if (head.classIds.length === 0) return { kind: 'page', etag, body: { items: [], total: head.total, page, pageSize } };

  const [studentClasses, lessons] = await Promise.all([
    input.classes.listStudentClasses(tenantId, userId, head.classIds),
    // The head found these classes the learner's, as STUDENT, and not expired.
    input.lessons.listClassLessons(tenantId, userId, head.classIds),
  ]);
  const progressions = await lessonProgressions(tenantId, lessons, input.lessons);
  const byClass = new Map<string, MyLesson[]>();
  for (const lesson of lessons) byClass.set(lesson.classId, [...(byClass.get(lesson.classId) ?? []), toMyLesson(lesson, progressions.get(lesson.id) ?? 0)]);
  const order = new Map(head.classIds.map((id, index) => [id, index]));
  const items = studentClasses
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((studentClass) => toMyClass(studentClass, byClass.get(studentClass.id) ?? []));
  return { kind: 'page', etag, body: { items, total: head.total, page, pageSize } };
}
