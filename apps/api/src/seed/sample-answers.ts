import type { PageAnswers } from '@espace/domain/content/answers';
import { validateAnswers } from '@espace/domain/content/answers';
import { blockRows, courseBlockSchema, type CourseBlock } from '@espace/domain/content/block';
import { scorePage } from '@espace/domain/content/page-scoring';
import type { Correction } from '@espace/domain/exercises/exercise-module';
import { moduleOf, type Row } from '@espace/domain/exercises/registry';
import type { Queryable } from '../db/database';

/** What a demo learner typed when they got a text wrong. */
const WRONG_TEXT = 'Je ne sais pas.';

/** The first candidate that is an answer of the row's own shape and fits the row; undefined when none does. */
function fitting(row: Row, candidates: unknown[]): unknown {
  const module = moduleOf(row);
  return candidates.find((candidate) => module.answerSchema.safeParse(candidate).success && module.answerIssue(row, candidate) === null);
}

/** Candidates for an answer in each shape the row types take: choice ids (or word numbers), a text, slots by index or by id. */
function shapes(correction: Correction, right: boolean): unknown[] {
  if (correction.kind === 'text') return [right ? (correction.expected[0] ?? '') : WRONG_TEXT];
  if (correction.kind === 'choices') {
    const ids = correction.marks.filter((mark) => mark.expected === right).map((mark) => mark.id);
    const chosen = right ? ids : ids.slice(0, 1);
    return [chosen, chosen.map(Number)];
  }
  // A wrong answer puts each slot's neighbour's expected value in it, or, where that does not fit
  // (a value of another slot's options), leaves the first slot empty.
  const expected = correction.marks.map((mark) => mark.expected[0] ?? null);
  const candidates = (values: (string | null)[]) => [
    values,
    Object.fromEntries(correction.marks.flatMap((mark, index) => (values[index] == null ? [] : [[mark.id, values[index]]]))),
  ];
  if (right) return candidates(expected);
  return [
    ...candidates(expected.map((_, index) => expected[(index + 1) % expected.length] ?? null)),
    ...candidates(expected.map((value, index) => (index === 0 ? null : value))),
  ];
}

/**
 * A demo learner's answers to a page, as they would have sent them: each scored row answered
 * right or wrong as `rightRow` says, in the row's own shape (the key read from the correction
 * of an empty answer), so the page's results, points and correction marks are the scorers' own.
 */
function sampleAnswers(block: CourseBlock, rightRow: (index: number) => boolean): PageAnswers {
  const answers: PageAnswers = {};
  blockRows(block)
    .filter((row) => moduleOf(row).scored)
    .forEach((row, index) => {
      const module = moduleOf(row);
      const correction = module.correction(row, module.answerDefault(row));
      const answer = correction === null ? undefined : fitting(row, shapes(correction, rightRow(index)));
      if (answer !== undefined) answers[row.id] = { userAnswer: answer };
    });
  return answers;
}

/**
 * What an answered demo page holds: its inputs and its results, scored by the engine's scorer, with
 * about `ratio` of its scored rows right (spread over the pages by `salt`, the page's rank).
 */
export function answeredPage(block: CourseBlock, ratio: number, salt: number) {
  // A low-discrepancy sequence: over many rows, the share answered right is close to `ratio`.
  const answers = sampleAnswers(block, (index) => ((salt + index + 1) * 0.618_034) % 1 < ratio);
  const validation = validateAnswers(block, answers);
  if (!validation.ok) throw new Error(`demo answers to ${block.title} do not fit: ${validation.issues.map((issue) => issue.message).join('; ')}`);
  const results = scorePage({ block, answers: validation.answers, hintsUsed: 0, courseType: { hints: false, feedbacks: true } });
  return { inputs: { answers }, results };
}

/** The blocks the demo pages are answered on, by id. */
export async function blocksById(tx: Queryable, contextId: string, blockIds: readonly string[]): Promise<Map<string, CourseBlock>> {
  const rows = await tx.query<{ id: string; title: string; type: string; settings: unknown; content: unknown }>(
    'SELECT id, title, type, settings, content FROM course_blocks WHERE context_id = $1 AND id = ANY($2::uuid[])',
    [contextId, [...new Set(blockIds)]],
  );
  return new Map(rows.map((row) => [row.id, courseBlockSchema.parse({ title: row.title, type: row.type, settings: row.settings, content: row.content })]));
}
