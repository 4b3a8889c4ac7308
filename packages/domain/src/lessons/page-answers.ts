import { type AnyAnswerKind, isUnanswered, noAnswer } from '../exercises/answer-kinds';

interface RowLike {
  id: string;
  type: string;
  question?: string;
}

/**
 * How each row type holds its answer: the exercise registry's `exerciseModule` (server, tests), or
 * the web's renderer registry, which names the same kinds without the validation schemas. A type
 * it does not know (a newer server) takes no answer.
 */
export type AnswerKindOf = (type: string) => AnyAnswerKind | undefined;

/** The rows of a public block's sections, whatever else the block holds. */
export function publicRows(block: unknown): RowLike[] {
  const content = (block as { content?: { sections?: { rows?: RowLike[] }[] } } | null)?.content;
  return (content?.sections ?? []).flatMap((section) => section.rows ?? []);
}

/** The no-answer dialog shows when no row of the page holds an answer of the learner (docs/product/lessons.md#next). */
export function nothingAnswered(block: unknown, answers: Readonly<Record<string, unknown>>, kindOf: AnswerKindOf): boolean {
  return publicRows(block).every((row) => isUnanswered(kindOf(row.type) ?? noAnswer, row, answers[row.id]));
}

export interface RowToReview {
  rowId: string;
  /** 1-based number of the question among the page's answerable rows. */
  number: number;
  /** The row's question (authored HTML), when it has one. */
  question: string | null;
  /** Nothing given, or some slots or targets still empty. */
  state: 'unanswered' | 'incomplete';
}

/**
 * What is left to answer on a page (WCAG 3.3.4): asked before the last page of a
 * certifying course sends its answers for good, so the learner reviews them first.
 */
export function rowsToReview(block: unknown, answers: Readonly<Record<string, unknown>>, kindOf: AnswerKindOf): RowToReview[] {
  // The questions are the rows a learner answers; the others are content and widgets.
  return publicRows(block)
    .flatMap((row) => {
      const kind = kindOf(row.type);
      return kind?.scored ? [{ row, kind }] : [];
    })
    .flatMap(({ row, kind }, index) => {
      const answer = answers[row.id];
      const state = isUnanswered(kind, row, answer) ? 'unanswered' : kind.isComplete(answer, row) ? null : 'incomplete';
      return state === null ? [] : [{ rowId: row.id, number: index + 1, question: typeof row.question === 'string' ? row.question : null, state }];
    });
}
