import type { z } from 'zod';
import type { AnswerKind } from './answer-kinds';

/** What every row has, whatever its type: the registry dispatches on `type`. */
export interface RowBase {
  id: string;
  type: string;
}

/**
 * Correction display (marks expected, good and wrong per choice: docs/scoring.md#the-page-results),
 * computed on the server after answering so the key never reaches the page
 * before. `expected` says the item belongs to the key; `good` and `wrong` say
 * how the learner's own selection was counted.
 */
export interface ChoiceMark {
  id: string;
  expected: boolean;
  good: boolean;
  wrong: boolean;
}

/** A slot (combined-choice) or target (drag-n-drop): what was given and what was accepted. */
export interface SlotMark {
  id: string;
  given: string | null;
  expected: string[];
  good: boolean;
  wrong: boolean;
}

export type Correction =
  | { kind: 'choices'; marks: ChoiceMark[] }
  | { kind: 'slots'; marks: SlotMark[] }
  | { kind: 'text'; given: string; expected: string[]; good: boolean; wrong: boolean };

/**
 * One exercise type: its authoring schema, its answer shape and kind (default,
 * emptiness: answer-kinds.ts), and its rules, side by side
 * (docs/contributing.md#one-module-per-exercise-type). Adding a type means adding
 * one such module and one line in the registry (docs/scoring.md lists the rest).
 *
 * Methods are declared as methods (not arrow properties) on purpose: their
 * parameters stay bivariant, so every concrete module fits `AnyExerciseModule`.
 */
export interface ExerciseModule<S extends z.ZodType<RowBase>, A extends z.ZodType, P = z.output<S>> extends AnswerKind<z.output<S>, z.output<A>> {
  readonly type: z.output<S>['type'];
  /** Strict: the full authoring shape, including the expected answers. */
  readonly rowSchema: S;
  /** The shape of the learner's `userAnswer` for this row type. */
  readonly answerSchema: A;
  /** A well-shaped answer can still not fit its row (an unknown choice id…); null when it fits. */
  answerIssue(row: z.output<S>, answer: z.output<A>): string | null;
  /** A ratio in [0, 1]; 0 for an empty answer; null when the row is not scored. */
  score(row: z.output<S>, answer: z.output<A>): number | null;
  /** Whether the answer holds every listed answer of a feedback condition (preset 'answers'). */
  matchesAnswers(row: z.output<S>, answer: z.output<A>, answers: readonly string[]): boolean;
  /** The row as sent before it is answered: expected answers and feedbacks stripped. */
  publicRow(row: z.output<S>): P;
  /** Marks for display after answering; null when the row is not scored. */
  correction(row: z.output<S>, answer: z.output<A>): Correction | null;
}

/** A module with its types erased, as the registry hands it out. */
export type AnyExerciseModule = ExerciseModule<z.ZodType<RowBase>, z.ZodType, unknown>;
