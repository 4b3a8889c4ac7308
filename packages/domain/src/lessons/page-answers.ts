import { isEmptyAnswer } from '../exercises/answer-defaults';

interface RowLike {
  id: string;
  type: string;
  slots?: readonly { id: string }[];
}

/** The rows of a public block's sections, whatever else the block holds. */
export function publicRows(block: unknown): RowLike[] {
  const content = (block as { content?: { sections?: { rows?: RowLike[] }[] } } | null)?.content;
  return (content?.sections ?? []).flatMap((section) => section.rows ?? []);
}

/** SPEC §4 Next: the no-answer dialog shows when no row of the page holds an answer of the learner. */
export function nothingAnswered(block: unknown, answers: Readonly<Record<string, unknown>>): boolean {
  return publicRows(block).every((row) => isEmptyAnswer(row, answers[row.id]));
}

/** The PATCH body of an exercise: every row the learner answered, keyed by row id. */
export function answersBody(answers: Readonly<Record<string, unknown>>): Record<string, { userAnswer: unknown }> {
  return Object.fromEntries(Object.entries(answers).map(([rowId, userAnswer]) => [rowId, { userAnswer }]));
}
