import { z } from 'zod';
import { emptySelection, isEmptySelection } from './answer-defaults';
import type { ExerciseModule } from './exercise-module';
import { choiceFields, hasUniqueIds, scoredRowFields, uniqueIds, unknownIdsIssue, withoutFeedbacks } from './row-common';
import { distinct, selectionMarks, selectionRatio } from './selection';

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

/** The key: the correct choices, in the order the author wrote them (what keepOrder follows). */
function key(row: MultipleChoiceRow): string[] {
  return row.choices.filter((choice) => choice.correct).map((choice) => choice.id);
}

function publicRow(row: MultipleChoiceRow) {
  return { ...withoutFeedbacks(row), choices: row.choices.map(({ correct: _correct, ...choice }) => choice) };
}

export const multipleChoice: ExerciseModule<typeof multipleChoiceRowSchema, typeof answerSchema, ReturnType<typeof publicRow>> = {
  type: 'multiple-choice',
  rowSchema: multipleChoiceRowSchema,
  answerSchema,
  scored: true,
  answerDefault: emptySelection,
  answerIssue: (row, answer) => unknownIdsIssue(answer, row.choices.map((choice) => choice.id), 'choice'),
  isEmpty: isEmptySelection,
  score: (row, answer) => selectionRatio(key(row), answer, row.settings?.keepOrder ?? false),
  matchesAnswers: (_row, answer, answers) => answers.every((id) => distinct(answer).includes(id)),
  publicRow,
  correction: (row, answer) => ({
    kind: 'choices',
    marks: selectionMarks(row.choices.map((choice) => choice.id), key(row), answer, row.settings?.keepOrder ?? false),
  }),
};
