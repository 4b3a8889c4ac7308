import type { LessonEndData } from '@espace/contracts/lessons';
import { isLessonEnded } from '@espace/domain/lessons/progress';
import { AppError } from '../http/app-error';
import { lessonEndData } from './end-lesson';
import { findLesson, type LearnerRequest, type LessonRepositories } from './lesson-play';

/**
 * The end-of-lesson data, read without changing anything: the end screens open on
 * it after a reload. A lesson that is not ended is 409 LESSON_NOT_ENDED (the screen then goes
 * back to the lesson's current page); another learner's lesson is 404.
 */
export async function getLessonEnd(repositories: LessonRepositories, input: LearnerRequest): Promise<LessonEndData> {
  const lesson = await findLesson(repositories, input);
  if (!isLessonEnded(lesson)) throw new AppError('LESSON_NOT_ENDED');
  return lessonEndData(lesson);
}
