import { resetClassProgram } from '../lessons/class-programs/reset-class-program';
import type { LessonRepositories } from '../lessons/lesson-play';
import { NotFoundError } from '../http/app-error';
import { followedLearner, type LearnerInput } from './get-learner';

/**
 * A trainer starts a learner's class program again (docs/product/lessons.md#reset, for one
 * learner; the screen asks for a typed confirmation first, docs/trainers.md#screens): the same reset as the
 * learner's own, so their answers stay in the history (archived pages), refused as it is on closed
 * content (CONTENT_CLOSED): what the learner achieved there stays.
 */
export async function resetLearnerProgram(input: LearnerInput & { repositories: LessonRepositories; classProgramId: string }) {
  const { klass, learner } = await followedLearner(input);
  if (!(await input.trainers.classHoldsProgram(input.trainer.tenantId, klass.id, input.classProgramId))) throw new NotFoundError();
  return resetClassProgram(input.repositories, { tenantId: input.trainer.tenantId, userId: learner.id, classProgramId: input.classProgramId });
}
