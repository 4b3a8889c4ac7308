import { z } from 'zod';
import { selectionAnswer } from './answer-kinds';
import type { Correction, ExerciseModule, RowBase } from './exercise-module';
import { hasUniqueIds, uniqueIds, unknownIdsIssue, withoutFeedbacks } from './row-common';
import { distinct, selectionMarks, selectionRatio } from './selection';

interface CorrectChoicesRow extends RowBase {
  choices: { id: string; correct: boolean }[];
  settings?: { keepOrder?: boolean } | undefined;
}

type PublicChoices<Row extends CorrectChoicesRow> = Omit<Row, 'feedbacks' | 'choices'> & { choices: Omit<Row['choices'][number], 'correct'>[] };

/** The choices of such a row: at least one, ids unique, at least one correct (`noun` names them in the message). */
export function correctChoicesSchema<C extends z.ZodType<{ id: string; correct: boolean }>>(choice: C, noun: string) {
  return z
    .array(choice)
    .min(1)
    .refine(hasUniqueIds, uniqueIds)
    .refine((choices) => choices.some((item) => item.correct), `at least one ${noun} is correct`);
}

/** The answer: the selected choice ids, in selection order (a schema of its own for each module). */
const selectedIds = () => z.array(z.string());

/**
 * The module of an exercise answered by selecting among choices marked
 * `correct`: multiple-choice, and image-cliquable whose zones are its choices
 * (`noun` names them in an answer's issue). The answer is the selected ids in
 * selection order; partial credit is the selection rule of selection.ts.
 */
export function correctChoicesModule<S extends z.ZodType<CorrectChoicesRow>>(
  type: z.output<S>['type'],
  rowSchema: S,
  noun: string,
): ExerciseModule<S, ReturnType<typeof selectedIds>, PublicChoices<z.output<S>>> {
  type Row = z.output<S>;
  /** The key: the correct choices, in the order the author wrote them (what keepOrder follows). */
  const key = (row: Row) => row.choices.filter((choice) => choice.correct).map((choice) => choice.id);
  const keepOrder = (row: Row) => row.settings?.keepOrder ?? false;
  return {
    type,
    rowSchema,
    answerSchema: selectedIds(),
    ...selectionAnswer,
    answerIssue: (row: Row, answer: string[]) =>
      unknownIdsIssue(
        answer,
        row.choices.map((choice) => choice.id),
        noun,
      ),
    score: (row: Row, answer: string[]) => selectionRatio(key(row), answer, keepOrder(row)),
    matchesAnswers: (_row: Row, answer: string[], answers: readonly string[]) => answers.every((id) => distinct(answer).includes(id)),
    // TypeScript cannot see through the spread of a generic row; the cast only names the result.
    publicRow: (row: Row) =>
      ({ ...withoutFeedbacks(row), choices: row.choices.map(({ correct: _correct, ...choice }) => choice) }) as unknown as PublicChoices<Row>,
    correction: (row: Row, answer: string[]): Correction => ({
      kind: 'choices',
      marks: selectionMarks(
        row.choices.map((choice) => choice.id),
        key(row),
        answer,
        keepOrder(row),
      ),
    }),
  };
}
