/**
 * How a row type holds the learner's answer: its default (docs/product/lessons.md#answer-defaults),
 * when it counts as empty, and when every part of it is filled. Each exercise module takes one of
 * these kinds, and the web's renderer registry names the same one for its type: this file imports
 * nothing (no zod), so the lesson player asks it without pulling the validation schemas into the
 * browser bundle.
 *
 * The player also asks it of answers it holds unchecked (a draft kept on the device), so the
 * checks look at the answer's type rather than trust it.
 */

/**
 * Methods are declared as methods (not arrow properties) on purpose: their parameters stay
 * bivariant, so every kind fits `AnswerKind<unknown, unknown>`.
 */
export interface AnswerKind<Row, Answer> {
  /** False for content and widget rows: they take no answer and are never scored. */
  readonly scored: boolean;
  /** The answer of a row left out, or sent without `userAnswer`. */
  answerDefault(row: Row): Answer;
  /** Whether the answer holds nothing the learner gave; an empty answer scores 0. */
  isEmpty(answer: Answer, row: Row): boolean;
  /** Whether every part of a given answer holds something: each slot chosen, each target filled. */
  isComplete(answer: Answer, row: Row): boolean;
}

/** A kind with its types erased, as a lookup by row type hands it out. */
export type AnyAnswerKind = AnswerKind<unknown, unknown>;

const always = () => true;

/** Multiple-choice, image-cliquable and pick-words: the selected ids or indexes, nothing selected at first. */
export const selectionAnswer = {
  scored: true,
  answerDefault: (): never[] => [],
  isEmpty: (answer: unknown) => Array.isArray(answer) && answer.length === 0,
  isComplete: always,
};

const chosen = (answer: unknown, slotId: string) => typeof answer === 'object' && answer !== null && Object.hasOwn(answer, slotId);

/** Combined-choice: an option per slot, null until a slot is chosen. */
export const slotChoiceAnswer = {
  scored: true,
  answerDefault: (): null => null,
  isEmpty: (answer: unknown, row: { slots: readonly { id: string }[] }) => row.slots.every((slot) => !chosen(answer, slot.id)),
  isComplete: (answer: unknown, row: { slots: readonly { id: string }[] }) => row.slots.every((slot) => chosen(answer, slot.id)),
};

/** Free-answer: an empty text at first; blanks count as nothing typed. */
export const textAnswer = {
  scored: true,
  answerDefault: (): string => '',
  isEmpty: (answer: unknown) => typeof answer === 'string' && answer.trim() === '',
  isComplete: always,
};

/** Drag-n-drop: the choice placed on each target, in target order; one null per target at first. */
export const placementAnswer = {
  scored: true,
  answerDefault: (row: { targets: readonly unknown[] }): null[] => row.targets.map(() => null),
  isEmpty: (answer: unknown) => Array.isArray(answer) && answer.every((id) => id === null),
  isComplete: (answer: unknown, row: { targets: readonly unknown[] }) =>
    Array.isArray(answer) && answer.length >= row.targets.length && answer.every((id) => id !== null),
};

/** Content and widget rows: no answer (null), always empty, never scored. */
export const noAnswer = {
  scored: false,
  answerDefault: (): null => null,
  isEmpty: always,
  isComplete: always,
};

/** Whether a row holds nothing the learner gave: no answer at all, or one its kind counts as empty. */
export function isUnanswered<Row>(kind: AnswerKind<Row, unknown>, row: Row, answer: unknown): boolean {
  return answer === null || answer === undefined || kind.isEmpty(answer, row);
}
