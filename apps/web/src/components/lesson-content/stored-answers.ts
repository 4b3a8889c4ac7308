import type { LessonPage, PageAnswers } from '@espace/contracts/lessons';

/** The answers the server holds for an answered page, as the renderers take them (the userAnswer of each row). */
export function storedAnswers(inputs: LessonPage['inputs']): Record<string, unknown> {
  const answers = inputs?.answers ?? {};
  return Object.fromEntries(
    Object.entries(answers).map(([rowId, answer]) => [
      rowId,
      typeof answer === 'object' && answer !== null && 'userAnswer' in answer ? answer.userAnswer : answer,
    ]),
  );
}

/** The renderers' answers as a PATCH body carries them: every row the learner answered, its answer as userAnswer. */
export function answersToSend(answers: Readonly<Record<string, unknown>>): PageAnswers {
  return Object.fromEntries(Object.entries(answers).map(([rowId, userAnswer]) => [rowId, { userAnswer }]));
}
