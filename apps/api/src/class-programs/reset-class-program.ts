import { initialLessonState } from '@espace/domain/lessons/lesson-state';
import { NotFoundError } from '../http/app-error';
import type { LessonEngine } from '../lessons/lesson-play';

export interface ResetClassProgramInput {
  tenantId: string;
  userId: string;
  classProgramId: string;
}

/**
 * POST class-programs/:id/reset/me: the learner starts the program again.
 * Their pages are archived (kept, never loaded again) and their lessons go
 * back to the state they were provisioned in, in one transaction.
 */
export async function resetClassProgram(engine: LessonEngine, { tenantId, userId, classProgramId }: ResetClassProgramInput) {
  return engine.database.transaction(async (tx) => {
    const lessons = await engine.lessons.listOfClassProgram(tenantId, userId, classProgramId, tx);
    if (lessons.length === 0) throw new NotFoundError();
    const reset = lessons.map((lesson, index) => ({ id: lesson.id, programCourseId: lesson.programCourseId, state: initialLessonState(lesson.settings, index === 0) }));
    await engine.lessonPages.archiveOfLessons(tenantId, lessons.map((lesson) => lesson.id), tx);
    await engine.lessons.resetToInitial(tenantId, reset, tx);
    return { items: reset };
  });
}
