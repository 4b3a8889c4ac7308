import { selectionAnswer } from './answer-kinds';
import type { Correction } from './exercise-module';
import { unknownIdsIssue, withoutFeedbacks } from './row-common';
import { distinct, selectionMarks, selectionRatio } from './selection';

interface CorrectChoicesRow {
  choices: { id: string; correct: boolean }[];
  settings?: { keepOrder?: boolean } | undefined;
}

type PublicChoices<Row extends CorrectChoicesRow> = Omit<Row, 'feedbacks' | 'choices'> & { choices: Omit<Row['choices'][number], 'correct'>[] };

/**
 * The rules of an exercise answered by selecting among choices marked
 * `correct`: multiple-choice, and image-cliquable whose zones are its choices.
 * The answer is the selected ids in selection order; partial credit is the
 * selection rule of selection.ts.
 */
export function correctChoicesRules<Row extends CorrectChoicesRow>(noun: string) {
  /** The key: the correct choices, in the order the author wrote them (what keepOrder follows). */
  const key = (row: Row) => row.choices.filter((choice) => choice.correct).map((choice) => choice.id);
  const keepOrder = (row: Row) => row.settings?.keepOrder ?? false;
  return {
    ...selectionAnswer,
    answerIssue: (row: Row, answer: string[]) => unknownIdsIssue(answer, row.choices.map((choice) => choice.id), noun),
    score: (row: Row, answer: string[]) => selectionRatio(key(row), answer, keepOrder(row)),
    matchesAnswers: (_row: Row, answer: string[], answers: readonly string[]) => answers.every((id) => distinct(answer).includes(id)),
    // TypeScript cannot see through the spread of a generic row; the cast only names the result.
    publicRow: (row: Row) =>
      ({ ...withoutFeedbacks(row), choices: row.choices.map(({ correct: _correct, ...choice }) => choice) }) as unknown as PublicChoices<Row>,
    correction: (row: Row, answer: string[]): Correction => ({
      kind: 'choices',
      marks: selectionMarks(row.choices.map((choice) => choice.id), key(row), answer, keepOrder(row)),
    }),
  };
}
