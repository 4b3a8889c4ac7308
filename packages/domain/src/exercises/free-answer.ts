import { z } from 'zod';
import { textAnswer } from './answer-kinds';
import type { ExerciseModule } from './exercise-module';
import { nonBlank, scoredRowFields, withoutFeedbacks } from './row-common';

export const freeAnswerRowSchema = z.strictObject({
  ...scoredRowFields('free-answer'),
  /** Every accepted answer; the first is the one shown in the correction. */
  expected: z.array(nonBlank).min(1),
  caseSensitive: z.boolean().optional(),
  accentSensitive: z.boolean().optional(),
  placeholder: z.string().optional(),
});
export type FreeAnswerRow = z.output<typeof freeAnswerRowSchema>;

const answerSchema = z.string();

export interface TextComparison {
  caseSensitive?: boolean | undefined;
  accentSensitive?: boolean | undefined;
}

/** Learners type on phones: stray spaces, capitals and accents are not the point of the question. */
export function normalizeText(text: string, options: TextComparison = {}): string {
  let result = text.trim().replace(/\s+/g, ' ');
  if (!options.accentSensitive) result = result.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (!options.caseSensitive) result = result.toLowerCase();
  return result;
}

/** French learners write 3,5 and others 3.5: both are the number 3.5, and so are 3.50 and +3.5. */
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
/** "1 000" (space, no-break or narrow no-break space between groups of three) is French for 1000. */
const GROUPED = /^[+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;

export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  const compact = GROUPED.test(trimmed) ? trimmed.replace(/[ \u00a0\u202f]/g, '') : trimmed;
  return NUMBER.test(compact) ? Number(compact.replace(',', '.')) : null;
}

/** Numbers are compared as numbers when both sides are numbers, otherwise as normalised text. */
function sameAnswer(accepted: string, given: string, options: TextComparison = {}): boolean {
  const acceptedNumber = parseNumber(accepted);
  const givenNumber = parseNumber(given);
  if (acceptedNumber !== null && givenNumber !== null) return acceptedNumber === givenNumber;
  return normalizeText(accepted, options) === normalizeText(given, options);
}

function isCorrect(row: FreeAnswerRow, answer: string): boolean {
  return answer.trim() !== '' && row.expected.some((accepted) => sameAnswer(accepted, answer, row));
}

function publicRow(row: FreeAnswerRow) {
  const { expected: _expected, ...rest } = withoutFeedbacks(row);
  return rest;
}

export const freeAnswer: ExerciseModule<typeof freeAnswerRowSchema, typeof answerSchema, ReturnType<typeof publicRow>> = {
  type: 'free-answer',
  rowSchema: freeAnswerRowSchema,
  answerSchema,
  ...textAnswer,
  answerIssue: () => null,
  /** All or nothing: a free-answer is correct only if its result equals 1 (docs/scoring.md#free-answer). */
  score: (row, answer) => (isCorrect(row, answer) ? 1 : 0),
  /** Listed answers are texts (typically foreseen wrong answers), compared like the key. */
  matchesAnswers: (row, answer, answers) => answer.trim() !== '' && answers.some((listed) => sameAnswer(listed, answer, row)),
  publicRow,
  correction: (row, answer) => {
    const good = isCorrect(row, answer);
    return { kind: 'text', given: answer, expected: row.expected, good, wrong: answer.trim() !== '' && !good };
  },
};
