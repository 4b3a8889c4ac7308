import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { choiceOpens } from '@espace/domain/lessons/end-of-lesson';
import { AppError, BadRequestError } from '../http/app-error';
import { notify } from '../notifications/notify';
import { openedNotifications } from './lesson-notifications';
import { assertNotClosed, findLesson, type LearnerRequest, type LessonRepositories } from './lesson-play';

export interface RecordActionsInput extends LearnerRequest {
  inputs: { actionIdx: number; choiceIdx: number }[];
}

export interface RecordActionsResult {
  chosen: { actionIdx: number; choiceIdx: number }[];
  target: { id: string; title: string; state: LessonState } | null;
}

/**
 * Records the learner's answers to the end-of-lesson questions and finds the
 * lesson the last choice leads to (a program course id or course id of the
 * same class program; 'home' leads nowhere), unlocking it if it was LOCKED.
 * A course closed since the end of the lesson is unlocked and passed through
 * as an end's unlocks are (choiceOpens), and leads Home.
 */
export async function recordActions(repositories: LessonRepositories, input: RecordActionsInput): Promise<RecordActionsResult> {
  const lesson = await findLesson(repositories, input);
  assertNotClosed(lesson, input.now);
  const targets = input.inputs.map(({ actionIdx, choiceIdx }, index) => {
    const choice = lesson.actions.interactive[actionIdx]?.choices[choiceIdx];
    if (!choice) throw new BadRequestError([{ path: `body.inputs.${index}`, message: `no choice ${choiceIdx} in action ${actionIdx}` }]);
    return choice.action.target;
  });
  if (lesson.state !== 'DONE') throw new AppError('Forbidden');
  const wanted = targets.at(-1);
  await repositories.lessons.recordChoices(input.tenantId, lesson.id, input.inputs);
  if (wanted === undefined || wanted === 'home') return { chosen: input.inputs, target: null };
  const programLessons = await repositories.lessons.listOfClassProgram(input.tenantId, input.userId, lesson.classProgramId);
  const { unlock, open } = choiceOpens(programLessons, wanted);
  // The courses the choice opens, and the learner told of them, in one transaction.
  const unlocked =
    unlock.length === 0
      ? []
      : await repositories.database.transaction(async (tx) => {
          const ids = await repositories.lessons.unlock(input.tenantId, unlock, tx);
          await notify(tx, input.tenantId, openedNotifications(input.userId, programLessons, ids));
          return ids;
        });
  if (open === null) return { chosen: input.inputs, target: null };
  return { chosen: input.inputs, target: { id: open.id, title: open.title, state: unlocked.includes(open.id) ? 'AVAILABLE' : open.state } };
}
