import type { LessonEndData } from '@espace/contracts/lessons';
import { lessonEndData } from './end-lesson';
import { findLesson, type LearnerRequest, type LessonRepositories, withResults } from './lesson-play';

/**
 * The end-of-lesson data, read without changing anything: the end screens open on
 * it after a reload. A lesson that may still be played is 409 LESSON_NOT_ENDED (the screen then
 * goes back to the lesson's current page), as its results are (withResults); another learner's
 * lesson is 404.
 */
export async function getLessonEnd(repositories: LessonRepositories, input: LearnerRequest): Promise<LessonEndData> {
  return lessonEndData(withResults(await findLesson(repositories, input), input.now));
}
