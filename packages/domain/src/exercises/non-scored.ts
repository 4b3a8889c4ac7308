import { z } from 'zod';
import { noAnswer } from './answer-kinds';
import type { ExerciseModule, RowBase } from './exercise-module';
import { withoutFeedbacks } from './row-common';

/** Content and widget rows take no answer: the client sends null or nothing. */
const nullAnswerSchema = z.null();

/**
 * The module of a row that shows something and is never scored (media,
 * html, widgets): one definition instead of five copies of "not scored".
 */
export function nonScoredModule<S extends z.ZodType<RowBase>>(
  type: z.output<S>['type'],
  rowSchema: S,
): ExerciseModule<S, typeof nullAnswerSchema, z.output<S>> {
  return {
    type,
    rowSchema,
    answerSchema: nullAnswerSchema,
    ...noAnswer,
    answerIssue: () => null,
    score: () => null,
    matchesAnswers: () => false,
    publicRow: (row) => withoutFeedbacks(row) as z.output<S>,
    correction: () => null,
  };
}
