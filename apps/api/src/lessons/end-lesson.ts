import { randomBytes } from 'node:crypto';
import type { LessonEndData } from '@espace/contracts/lessons';
import { CERTIFICATION_REF_BYTES, certificationRef } from '@espace/domain/lessons/certification';
import { programAfterEnd } from '@espace/domain/lessons/end-of-lesson';
import { AppError, NotFoundError } from '../http/app-error';
import { snapshotLearnerScores } from '../dashboard/snapshot-learner-scores';
import type { Queryable } from '../db/database';
import { notify } from '../notifications/notify';
import { forUncheckedWrite, type LessonRepositories, type LessonPlay, type Played } from './lesson-play';
import { endNotifications } from './lesson-notifications';
import type { LearnerLesson } from './lesson-types';

export function lessonEndData(lesson: LearnerLesson): LessonEndData {
  return {
    lessonId: lesson.id,
    state: lesson.state,
    progress: lesson.progress,
    scoring: { global: lesson.scoring.global },
    certificationRef: lesson.certificationRef,
    isEndOfProgram: lesson.isEndOfProgram,
    programId: lesson.programId,
    actions: { interactive: lesson.actions.interactive, unlockedLessons: lesson.actions.unlockedLessons },
    language: lesson.courseLanguage,
  };
}

/**
 * docs/product/lessons.md#end-of-lesson: the first call past the last page ends the lesson
 * (DONE, COMPLETED, certification reference when the course certifies,
 * interactive actions, unlocked lessons, end of program: none of them offering closed content,
 * programAfterEnd); every call then
 * answers that end data (pages/next as NO_LESSON_PAGE_AVAILABLE: `endOfLessonError`). The play
 * after it is not kept: the lesson's row changed without its version.
 */
export async function endLesson(repositories: LessonRepositories, playing: LessonPlay): Promise<Played<LessonEndData>> {
  const play = forUncheckedWrite(playing);
  const { tenantId, userId, now } = play.request;
  const { lesson } = play;
  const { courseSettings } = lesson;
  const programLessons = await repositories.lessons.listOfClassProgram(tenantId, userId, lesson.classProgramId);
  const reference = courseSettings.certifying === true ? certificationRef(randomBytes(CERTIFICATION_REF_BYTES)) : null;
  const end = { certificationRef: reference, ...programAfterEnd(lesson, programLessons, courseSettings.interactiveActions ?? []), now };
  // One conditional statement: of parallel calls past the last page, exactly one finds the lesson
  // not completed yet and ends it; the others wait for it and find it ended. When the end may
  // earn a certificate or open courses, the learner is told of them in the same transaction, so by
  // the call that ended it alone. No transaction holds the embedded database otherwise, nor when
  // the play already shows the lesson ended (the end answered again, as withLessonPlay runs it
  // once more after the answer it throws).
  const finishAndTell = async (tx: Queryable) => {
    const done = await repositories.lessons.finish(tenantId, userId, lesson.id, end, tx);
    if (done) await notify(tx, tenantId, endNotifications(done.lesson, programLessons, done.unlocked));
    return done?.lesson;
  };
  const mayTell = lesson.progress !== 'COMPLETED' && (reference !== null || end.unlock.length > 0);
  const finished = await (mayTell ? repositories.database.transaction(finishAndTell) : finishAndTell(repositories.database));
  const ended = finished ?? (await repositories.lessons.findForLearner(tenantId, userId, lesson.id));
  if (!ended) throw new NotFoundError();
  // A ping for any of its pages after the end credits nothing (ping-lesson.ts), without asking the database.
  for (const pageId of [null, ...play.pages.map((page) => page.id)])
    repositories.pageOwners.remember({ tenantId, userId, lessonId: lesson.id, pageId }, { ended: true });
  // A record of the learner's scores as the lesson ends (badge deltas: docs/product/scoring-and-badges.md#records), made by the call that
  // ended it and by no other (keyed by the transition, not by a timestamp two calls can share); after the end so it
  // sees it; a missing record only loses a delta, so it never fails the end of the lesson.
  if (finished) await snapshotLearnerScores(repositories.database, tenantId, userId, now).catch(() => undefined);
  return { play, result: lessonEndData(ended) };
}

/** The answer of pages/next past the last page: a 404 carrying the end of the lesson. */
export const endOfLessonError = (end: LessonEndData) => new AppError('NO_LESSON_PAGE_AVAILABLE', undefined, { ...end });
