import { z } from 'zod';
import { correctChoicesModule, correctChoicesSchema } from './correct-choices';
import { choiceFields, scoredRowFields } from './row-common';

export const multipleChoiceRowSchema = z.strictObject({
  ...scoredRowFields('multiple-choice'),
  choices: correctChoicesSchema(z.strictObject({ ...choiceFields, correct: z.boolean() }), 'choice'),
});
export type MultipleChoiceRow = z.output<typeof multipleChoiceRowSchema>;

export const multipleChoice = correctChoicesModule('multiple-choice', multipleChoiceRowSchema, 'choice');
