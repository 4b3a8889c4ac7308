import { isEmptyAnswer } from '../exercises/answer-defaults';

interface RowLike {
  id: string;
  type: string;
  slots?: readonly { id: string }[];
  targets?: readonly unknown[];
  question?: string;
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

/** The row types a learner answers (the others are content and widgets). */
const answerableTypes = new Set(['multiple-choice', 'image-cliquable', 'pick-words', 'free-answer', 'drag-n-drop', 'combined-choice']);

export interface RowToReview {
  rowId: string;
  /** 1-based number of the question among the page's answerable rows. */
  number: number;
  /** The row's question (authored HTML), when it has one. */
  question: string | null;
  /** Nothing given, or some slots or targets still empty. */
  state: 'unanswered' | 'incomplete';
}

/** Whether every part of an answered row holds something: each slot chosen, each target filled. */
function isComplete(row: RowLike, answer: unknown): boolean {
  if (row.type === 'combined-choice') return (row.slots ?? []).every((slot) => Object.hasOwn((answer ?? {}) as object, slot.id));
  if (row.type === 'drag-n-drop') return Array.isArray(answer) && answer.length >= (row.targets?.length ?? 0) && answer.every((id) => id !== null);
  return true;
}

/**
 * What is left to answer on a page (#20 item 6, WCAG 3.3.4): asked before the last page of a
 * certifying course sends its answers for good, so the learner reviews them first.
 */
export function rowsToReview(block: unknown, answers: Readonly<Record<string, unknown>>): RowToReview[] {
  return publicRows(block)
    .filter((row) => answerableTypes.has(row.type))
    .flatMap((row, index) => {
      const answer = answers[row.id];
      const state = isEmptyAnswer(row, answer) ? 'unanswered' : isComplete(row, answer) ? null : 'incomplete';
      return state === null ? [] : [{ rowId: row.id, number: index + 1, question: typeof row.question === 'string' ? row.question : null, state }];
    });
}
