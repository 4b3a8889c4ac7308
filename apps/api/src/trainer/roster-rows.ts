import { progressionFromSequence } from '@espace/domain/dashboard/lesson-progression';
import { displayName } from '@espace/domain/display-name';
import { type CourseNodeRow, pageSequence, type PageSlot } from '@espace/domain/lessons/course-tree';
import { openingWindow } from '@espace/domain/opening-window';
import { classPeriod, type ClassPeriod } from '@espace/domain/trainer/class-period';
import { type RosterLesson, rosterRow, type RosterRow } from '@espace/domain/trainer/roster';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import type { FollowedClass, LearnerLessonRow } from './trainer-repository';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export const periodOf = (klass: Pick<FollowedClass, 'startAt' | 'expireAt' | 'expired'>, now: Date): ClassPeriod =>
  classPeriod(openingWindow({ from: iso(klass.startAt), to: iso(klass.expireAt) }, { from: null, to: null }), klass.expired, now);

/** The course nodes the progression of these lessons needs: those started and not COMPLETED only. */
export async function nodesFor(tenantId: string, rows: readonly LearnerLessonRow[], nodes: Pick<LearnerLessonsRepository, 'courseNodes'>): Promise<Map<string, CourseNodeRow[]>> {
  const open = new Set(rows.flatMap((row) => (row.lesson?.pageProgress ? [row.lesson.courseId] : [])));
  return nodes.courseNodes(tenantId, [...open]);
}

/** Each lesson's progression, as the player computes it, every course's page sequence built once (per set of enabled sections). */
function progressionReader(nodes: ReadonlyMap<string, CourseNodeRow[]>) {
  const sequences = new Map<string, PageSlot[]>();
  return (lesson: NonNullable<LearnerLessonRow['lesson']>): number => {
    if (lesson.progress === 'COMPLETED') return 1;
    if (lesson.pageProgress === null) return 0;
    const key = `${lesson.courseId}|${lesson.enabledSectionIds.join(',')}`;
    let sequence = sequences.get(key);
    if (sequence === undefined) sequences.set(key, (sequence = pageSequence(nodes.get(lesson.courseId) ?? [], lesson.enabledSectionIds)));
    return progressionFromSequence(sequence, { progress: lesson.progress, enabledSectionIds: lesson.enabledSectionIds, pageProgressByNode: new Map(Object.entries(lesson.pageProgress)) });
  };
}

/**
 * The roster's lines, by class: each STUDENT with their lessons' progression computed as the
 * player computes it (progressionFromCourse), then read by the domain's rosterRow.
 */
export function rosterRows(rows: readonly LearnerLessonRow[], nodes: ReadonlyMap<string, CourseNodeRow[]>, openClasses: ReadonlySet<string>, now: Date): Map<string, RosterRow[]> {
  const progressionOf = progressionReader(nodes);
  const learners = new Map<string, { first: LearnerLessonRow; lessons: RosterLesson[]; lastActivityAt: Date | null }>();
  for (const row of rows) {
    const key = `${row.classId}/${row.userId}`;
    const learner = learners.get(key) ?? { first: row, lessons: [], lastActivityAt: null };
    learners.set(key, learner);
    const lesson = row.lesson;
    if (lesson === null) continue;
    learner.lessons.push({ ...lesson, lessonId: lesson.id, progression: progressionOf(lesson) });
    if (lesson.lastActivityAt !== null && (learner.lastActivityAt === null || lesson.lastActivityAt > learner.lastActivityAt)) learner.lastActivityAt = lesson.lastActivityAt;
  }
  const byClass = new Map<string, RosterRow[]>();
  for (const { first, lessons, lastActivityAt } of learners.values()) {
    const row = rosterRow(
      { userId: first.userId, displayName: displayName(first.user), email: first.user.email, enrolledAt: first.enrolledAt, lastActivityAt, lessons },
      openClasses.has(first.classId),
      now,
    );
    const rowsOfClass = byClass.get(first.classId) ?? [];
    rowsOfClass.push(row);
    byClass.set(first.classId, rowsOfClass);
  }
  return byClass;
}
