import { hintState } from '@espace/domain/content/hints';
import { noAnswers, type ParsedAnswers } from '@espace/domain/content/answers';
import { type CourseTypeSwitches, scorePage } from '@espace/domain/content/page-scoring';
import type { Block } from './lesson-play';
import type { PageResultsRecord, PageSheet } from './lesson-types';

export interface SubmissionInput {
  block: Block;
  /** Checked once, when the submission was validated. */
  answers: ParsedAnswers;
  hintsUsed: number;
  courseType: CourseTypeSwitches;
  sheet: PageSheet;
}

/** Points of a tincan page: its activity's scaled score, out of 100; nothing when it reported none. */
const TINCAN_POINTS = 100;

/** The results of an accepted submission, scored by the pure scorers only. */
export function submissionResults({ block, answers, hintsUsed, courseType, sheet }: SubmissionInput): PageResultsRecord {
  const results = scorePage({ block, answers, hintsUsed, courseType });
  if (block.type !== 'tincan') return results;
  const scaled = sheet.tincanScaled;
  const scoring = scaled === undefined ? results.scoring : { actual: Math.round(scaled * TINCAN_POINTS), max: TINCAN_POINTS };
  return { ...results, scoring };
}

/** A page whose time ran out: every row with its default answer, no feedback, zero points. */
export function skippedResults({ block, courseType }: Pick<SubmissionInput, 'block' | 'courseType'>): PageResultsRecord {
  const results = scorePage({ block, answers: noAnswers, hintsUsed: 0, courseType: { ...courseType, feedbacks: false } });
  const hints = hintState(courseType.hints ? (block.settings?.hints ?? []) : [], 0);
  return { ...results, hints, scoring: { actual: 0, max: block.type === 'tincan' ? 0 : results.scoring.max } };
}
