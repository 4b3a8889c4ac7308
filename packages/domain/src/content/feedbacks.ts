import type { FeedbackKind } from '../exercises/feedback-kinds';
import type { Row } from '../exercises/registry';
import { moduleOf } from '../exercises/registry';
import type { AnswerFeedback } from '../exercises/row-common';
import type { CourseBlock } from './block';

/** A ratio of 1 is correct and 0 incorrect; anything between is partly correct. */
function rowKind(ratio: number): FeedbackKind {
  if (ratio >= 1) return 'correct';
  if (ratio <= 0) return 'incorrect';
  return 'partialy_correct';
}

/** The page's kind: correct when every scored row is, incorrect when none scores; null without scored rows. */
export function pageKind(ratios: readonly number[]): FeedbackKind | null {
  if (ratios.length === 0) return null;
  if (ratios.every((ratio) => ratio >= 1)) return 'correct';
  if (ratios.every((ratio) => ratio <= 0)) return 'incorrect';
  return 'partialy_correct';
}

export interface ScoredRow {
  row: Row;
  answer: unknown;
  ratio: number;
}

function applies(feedback: AnswerFeedback, { row, answer, ratio }: ScoredRow): boolean {
  return feedback.conditions.every((condition) =>
    condition.preset === 'answers' ? moduleOf(row).matchesAnswers(row, answer, condition.answers ?? []) : condition.preset === rowKind(ratio),
  );
}

/**
 * docs/product/lessons.md#feedbacks: the general message for the page's kind first, then the
 * answer-specific messages of each row whose conditions all match, in page order.
 */
export function pageFeedbacks(block: Pick<CourseBlock, 'settings'>, kind: FeedbackKind | null, scored: readonly ScoredRow[]): string[] {
  if (kind === null) return [];
  const general = block.settings?.feedbacks?.[kind];
  const specific = scored.flatMap((entry) => {
    const feedbacks = 'feedbacks' in entry.row ? (entry.row.feedbacks ?? []) : [];
    return feedbacks.filter((feedback) => applies(feedback, entry)).map((feedback) => feedback.message);
  });
  return [...(general ? [general] : []), ...specific];
}
