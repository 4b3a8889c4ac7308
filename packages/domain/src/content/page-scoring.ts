import type { Correction } from '../exercises/exercise-module';
import type { FeedbackKind } from '../exercises/feedback-kinds';
import { moduleOf } from '../exercises/registry';
import type { ParsedAnswers } from './answers';
import type { CourseBlock } from './block';
import type { CourseTypeSettings } from './course-type';
import { blockRows } from './block';
import type { ScoredRow } from './feedbacks';
import { pageFeedbacks, pageKind } from './feedbacks';
import type { HintState } from './hints';
import { hintMalus, hintState } from './hints';

/** Each scored row is worth the same; hint costs are in the same points. */
const POINTS_PER_ROW = 100;

/** The course type's switches that scoring reads (docs/product/data-model.md#courses). */
export type CourseTypeSwitches = Pick<CourseTypeSettings, 'hints' | 'feedbacks'>;

export interface PageScoringInput {
  block: CourseBlock;
  /** Checked once against the block's rows, by `validateAnswers` (or `parseAnswers`); a row left out takes its default. */
  answers: ParsedAnswers;
  /** How many hints the learner unlocked on this page. */
  hintsUsed: number;
  courseType: CourseTypeSwitches;
}

/** A lesson page's results (docs/product/data-model.md#lesson-pages), plus the page's points and the correction marks. */
export interface PageResults {
  answerRatios: Record<string, number>;
  kind: FeedbackKind | null;
  feedbacks: string[];
  hints: HintState;
  scoring: { actual: number; max: number };
  corrections: Record<string, Correction>;
}

/** Scores a page on the server, the only place that knows the expected answers. */
export function scorePage({ block, answers: given, hintsUsed, courseType }: PageScoringInput): PageResults {
  const scored: ScoredRow[] = [];
  const corrections: Record<string, Correction> = {};
  for (const row of blockRows(block)) {
    const module = moduleOf(row);
    if (!module.scored) continue;
    const answer = given.has(row.id) ? given.get(row.id) : module.answerDefault(row);
    const ratio = module.isEmpty(answer, row) ? 0 : clamp(module.score(row, answer) ?? 0);
    scored.push({ row, answer, ratio });
    const correction = module.correction(row, answer);
    if (correction) corrections[row.id] = correction;
  }
  const ratios = scored.map((entry) => entry.ratio);
  const kind = pageKind(ratios);
  // Hints switched off by the course type neither show nor cost anything.
  const hints = courseType.hints ? (block.settings?.hints ?? []) : [];
  const max = scored.length * POINTS_PER_ROW;
  const earned = Math.round(ratios.reduce((sum, ratio) => sum + ratio * POINTS_PER_ROW, 0));
  return {
    answerRatios: Object.fromEntries(scored.map((entry) => [entry.row.id, entry.ratio])),
    kind,
    feedbacks: courseType.feedbacks ? pageFeedbacks(block, kind, scored) : [],
    hints: hintState(hints, hintsUsed),
    scoring: { actual: Math.max(0, earned - hintMalus(hints, hintsUsed)), max },
    corrections,
  };
}

function clamp(ratio: number): number {
  return Math.min(1, Math.max(0, ratio));
}
