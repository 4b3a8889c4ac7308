import type { z } from 'zod';

/** What every row has, whatever its type: the registry dispatches on `type`. */
export interface RowBase {
  id: string;
  type: string;
}

/** SPEC §3 Feedback kinds (the misspelling of partialy_correct is the stored value). */
export type FeedbackKind = 'correct' | 'incorrect' | 'partialy_correct';

/**
 * Correction display (SPEC §5 "marks expected, good and wrong per choice"),
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
 * One exercise type: its authoring schema, its answer shape and default, and
 * its rules, side by side (STYLE.md "one module per exercise type"). Adding a
 * type means adding one such module and one line in the registry.
 *
 * Methods are declared as methods (not arrow properties) on purpose: their
 * parameters stay bivariant, so every concrete module fits `AnyExerciseModule`.
 */
export interface ExerciseModule<S extends z.ZodType<RowBase>, A extends z.ZodType, P = z.output<S>> {
  readonly type: z.output<S>['type'];
  /** Strict: the full authoring shape, including the expected answers. */
  readonly rowSchema: S;
  /** The shape of the learner's `userAnswer` for this row type. */
  readonly answerSchema: A;
  /** False for content and widget rows: they are never scored. */
  readonly scored: boolean;
  /** SPEC §4 "Answer defaults per row type". */
  answerDefault(row: z.output<S>): z.output<A>;
  /** A well-shaped answer can still not fit its row (an unknown choice id…); null when it fits. */
  answerIssue(row: z.output<S>, answer: z.output<A>): string | null;
  isEmpty(answer: z.output<A>, row: z.output<S>): boolean;
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
