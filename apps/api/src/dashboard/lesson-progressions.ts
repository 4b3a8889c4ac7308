import { progressionFromCourse } from '@espace/domain/dashboard/lesson-progression';
import type { LearnerLessonRow, LearnerLessonsRepository } from './learner-lessons-repository';

/** What a lesson's progression is computed from. */
export type ProgressionLesson = Pick<LearnerLessonRow, 'id' | 'courseId' | 'progress' | 'startedAt' | 'enabledSectionIds'>;

/**
 * The progression of each lesson, as the player computes it, in at most two
 * queries whatever the number of lessons: lessons that are COMPLETED (1) or
 * never started (0, no pages) need neither the course tree nor the pages.
 * The progression is computed on read (a content import may change the course) from the page
 * progress the database keeps on each lesson (docs/dashboard.md#decisions).
 */
export async function lessonProgressions(
  tenantId: string,
  lessons: readonly ProgressionLesson[],
  repository: LearnerLessonsRepository,
): Promise<Map<string, number>> {
  const progressions = new Map<string, number>();
  const open = lessons.filter((lesson) => lesson.progress !== 'COMPLETED' && lesson.startedAt !== null);
  for (const lesson of lessons) progressions.set(lesson.id, lesson.progress === 'COMPLETED' ? 1 : 0);
  if (open.length === 0) return progressions;
  const [nodes, pages] = await Promise.all([
    repository.courseNodes(tenantId, [...new Set(open.map((lesson) => lesson.courseId))]),
    repository.pageProgress(
      tenantId,
      open.map((lesson) => lesson.id),
    ),
  ]);
  for (const lesson of open) {
    progressions.set(
      lesson.id,
      progressionFromCourse(nodes.get(lesson.courseId) ?? [], {
        progress: lesson.progress,
        enabledSectionIds: lesson.enabledSectionIds,
        pageProgressByNode: pages.get(lesson.id) ?? new Map(),
      }),
    );
  }
  return progressions;
}
