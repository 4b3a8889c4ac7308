import { sectionsOfSequence } from '@espace/domain/dashboard/lesson-progression';
import { displayName, nameSortKey } from '@espace/domain/display-name';
import { type CourseNodeRow, pageSequence } from '@espace/domain/lessons/course-tree';
import { progressionOfSections } from '@espace/domain/lessons/progress';
import { openingWindow } from '@espace/domain/opening-window';
import { classPeriod, type ClassPeriod } from '@espace/domain/trainer/class-period';
import { type RosterLesson, rosterRow, type RosterRow } from '@espace/domain/trainer/roster';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import type { ClassLearnerLesson, ClassLearnerRow, FollowedClass } from './trainer-repository';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export const periodOf = (klass: Pick<FollowedClass, 'startAt' | 'expireAt' | 'expired'>, now: Date): ClassPeriod =>
  classPeriod(openingWindow({ from: iso(klass.startAt), to: iso(klass.expireAt) }, { from: null, to: null }), klass.expired, now);

/** The course nodes the progression of these learners' lessons needs: those started and not COMPLETED only. */
export async function nodesFor(
  tenantId: string,
  learners: readonly ClassLearnerRow[],
  nodes: Pick<LearnerLessonsRepository, 'courseNodes'>,
): Promise<Map<string, CourseNodeRow[]>> {
  const open = new Set(learners.flatMap((learner) => learner.lessons.flatMap((lesson) => (lesson.pageProgress ? [lesson.courseId] : []))));
  return nodes.courseNodes(tenantId, [...open]);
}

/**
 * Each lesson's progression, as the player computes it: every course's page sequence is grouped
 * by section once (per set of enabled sections), then each lesson only looks its pages up.
 */
function progressionReader(nodes: ReadonlyMap<string, CourseNodeRow[]>) {
  const sectionsByCourse = new Map<string, string[][]>();
  return (lesson: ClassLearnerLesson): number => {
    if (lesson.progress === 'COMPLETED') return 1;
    const pageProgress = lesson.pageProgress;
    if (pageProgress === null) return 0;
    const key = `${lesson.courseId}|${lesson.enabledSectionIds.join(',')}`;
    let sections = sectionsByCourse.get(key);
    if (sections === undefined)
      sectionsByCourse.set(key, (sections = sectionsOfSequence(pageSequence(nodes.get(lesson.courseId) ?? [], lesson.enabledSectionIds))));
    return progressionOfSections(sections, (nodeId) => pageProgress[nodeId]);
  };
}

/**
 * The roster's lines, by class: each STUDENT with their lessons' progression computed as the
 * player computes it, then read by the domain's rosterRow.
 */
export function rosterRows(
  learners: readonly ClassLearnerRow[],
  nodes: ReadonlyMap<string, CourseNodeRow[]>,
  openClasses: ReadonlySet<string>,
  now: Date,
): Map<string, RosterRow[]> {
  const progressionOf = progressionReader(nodes);
  const byClass = new Map<string, RosterRow[]>();
  for (const learner of learners) {
    let lastActivityAt: Date | null = null;
    const lessons: RosterLesson[] = learner.lessons.map((lesson) => {
      if (lesson.lastActivityAt !== null && (lastActivityAt === null || lesson.lastActivityAt > lastActivityAt)) lastActivityAt = lesson.lastActivityAt;
      return {
        programCourseId: lesson.programCourseId,
        lessonId: lesson.id,
        state: lesson.state,
        progress: lesson.progress,
        progression: progressionOf(lesson),
        score: lesson.score,
        timeSpent: lesson.timeSpent,
        startedAt: lesson.startedAt,
      };
    });
    const row = rosterRow(
      {
        userId: learner.userId,
        displayName: displayName(learner.user),
        sortName: nameSortKey(learner.user),
        email: learner.user.email,
        enrolledAt: learner.enrolledAt,
        lastActivityAt,
        lessons,
      },
      openClasses.has(learner.classId),
      now,
    );
    const rowsOfClass = byClass.get(learner.classId);
    if (rowsOfClass) rowsOfClass.push(row);
    else byClass.set(learner.classId, [row]);
  }
  return byClass;
}
