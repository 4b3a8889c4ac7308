import type { BadgeStanding } from '@espace/domain/credentials/earned-badges';
import { medalOf } from '@espace/domain/dashboard/scores';
import { isLessonEnded } from '@espace/domain/lessons/progress';
import { badgeSubjects } from './get-levels';
import { learnerScores, type LearnerScoresInput } from './learner-scores';

/** A badge's standing, with the lesson that earned it for a course's medal. */
export type BadgeStandingOf = BadgeStanding & { lesson: { id: string; endedAt: Date | null } | null };

/**
 * Where the learner stands on every badge they can earn as a credential (docs/credentials.md#badges):
 * the levels tab's badges (pi, each job, each top-level competency), at the medal of their done
 * fraction, and each course whose lesson ended, at the medal of its score.
 */
export async function badgeStandings(input: LearnerScoresInput): Promise<BadgeStandingOf[]> {
  const [scores, lessons] = await Promise.all([learnerScores(input), input.lessons.listLessons(input.tenantId, input.userId)]);
  const { jobs, roots } = await badgeSubjects(input.tenantId, scores, input.dashboard);
  return [
    { kind: 'pi', refId: null, subject: '', level: medalOf(scores.global), lesson: null },
    ...jobs.map((job): BadgeStandingOf => ({ kind: 'job', refId: job.id, subject: job.title, level: medalOf(job.points), lesson: null })),
    ...roots.map((root): BadgeStandingOf => ({ kind: 'competency', refId: root.id, subject: root.title, level: medalOf(root.score), lesson: null })),
    ...lessons
      .filter((lesson) => lesson.state !== 'HIDDEN' && isLessonEnded(lesson))
      .map((lesson): BadgeStandingOf => ({
        kind: 'course',
        refId: lesson.courseId,
        subject: lesson.courseTitle,
        level: medalOf(lesson.score),
        lesson: { id: lesson.id, endedAt: lesson.endedAt },
      })),
  ];
}
