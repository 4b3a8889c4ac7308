import { z } from 'zod';
import type { ExerciseModule, RowBase } from './exercise-module';
import { withoutFeedbacks } from './row-common';

/** Content and widget rows take no answer: the client sends null or nothing. */
const noAnswer = z.null();

/**
 * The module of a row that shows something and is never scored (media,
 * html, widgets): one definition instead of five copies of "not scored".
 */
export function nonScoredModule<S extends z.ZodType<RowBase>>(
  type: z.output<S>['type'],
  rowSchema: S,
): ExerciseModule<S, typeof noAnswer, z.output<S>> {
  return {
    type,
    rowSchema,
    answerSchema: noAnswer,
    scored: false,
    answerDefault: () => null,
    answerIssue: () => null,
    isEmpty: () => true,
    score: () => null,
    matchesAnswers: () => false,
    publicRow: (row) => withoutFeedbacks(row) as z.output<S>,
    correction: () => null,
  };
}
