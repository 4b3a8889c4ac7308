import { lessonsToProvision } from '@espace/domain/lessons/enrolment';
import { programResetRefusal } from '@espace/domain/lessons/program-reset';
import { AppError, NotFoundError } from '../../http/app-error';
import type { LessonRepositories } from '../lesson-play';
import { createProvisioningRepository } from '../provisioning-repository';

export interface ResetClassProgramInput {
  tenantId: string;
  /** The learner whose lessons start again (the caller, or a learner of a class the caller follows). */
  userId: string;
  classProgramId: string;
  now?: Date;
}

/**
 * POST class-programs/:id/reset/me (and a trainer's reset of a learner, trainer/): the learner
 * starts the program again. Their pages are archived (kept in the history, never loaded again)
 * and their lessons go back to the state enrolment gives a newcomer (the same rule,
 * packages/domain/src/lessons/enrolment.ts), in one transaction. Refused with CONTENT_CLOSED while
 * the program or one of its courses is closed to learners (programResetRefusal), whoever asks: what
 * the learner achieved there stays as it is.
 */
export async function resetClassProgram(repositories: LessonRepositories, { tenantId, userId, classProgramId, now = new Date() }: ResetClassProgramInput) {
  return repositories.database.transaction(async (tx) => {
    const lessons = await repositories.lessons.listOfClassProgram(tenantId, userId, classProgramId, tx);
    const first = lessons[0];
    if (first === undefined) throw new NotFoundError();
    const refusal = programResetRefusal(lessons);
    if (refusal !== null)
      throw new AppError('CONTENT_CLOSED', [
        { path: 'classProgram', message: refusal.kind === 'programClosed' ? 'the program is closed' : `closed courses: ${refusal.courses.join(', ')}` },
      ]);
    const courses = await createProvisioningRepository(tx).listClassCourses(tenantId, first.classId, classProgramId);
    const fresh = new Map(lessonsToProvision(courses, [], now).map((lesson) => [lesson.programCourseId, lesson.state]));
    // A lesson whose course went back to draft keeps a state of its own: LOCKED.
    const reset = lessons.map((lesson) => ({ id: lesson.id, programCourseId: lesson.programCourseId, state: fresh.get(lesson.programCourseId) ?? 'LOCKED' }));
    await repositories.lessonPages.archiveOfLessons(
      tenantId,
      lessons.map((lesson) => lesson.id),
      tx,
    );
    await repositories.lessons.resetToInitial(tenantId, reset, tx);
    return { items: reset };
  });
}
