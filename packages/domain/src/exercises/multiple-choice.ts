import { z } from 'zod';
import { correctChoicesRules } from './correct-choices';
import type { ExerciseModule } from './exercise-module';
import { choiceFields, hasUniqueIds, scoredRowFields, uniqueIds } from './row-common';

const choiceSchema = z.strictObject({ ...choiceFields, correct: z.boolean() });

export const multipleChoiceRowSchema = z.strictObject({
  ...scoredRowFields('multiple-choice'),
  choices: z
    .array(choiceSchema)
    .min(1)
    .refine(hasUniqueIds, uniqueIds)
    .refine((choices) => choices.some((choice) => choice.correct), 'at least one choice is correct'),
});
export type MultipleChoiceRow = z.output<typeof multipleChoiceRowSchema>;

/** The selected choice ids, in selection order. */
const answerSchema = z.array(z.string());

const rules = correctChoicesRules<MultipleChoiceRow>('choice');

export const multipleChoice: ExerciseModule<typeof multipleChoiceRowSchema, typeof answerSchema, ReturnType<typeof rules.publicRow>> = {
  type: 'multiple-choice',
  rowSchema: multipleChoiceRowSchema,
  answerSchema,
  ...rules,
};
