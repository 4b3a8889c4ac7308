import { z } from 'zod';
import type { Row } from '../exercises/registry';
import { moduleOf } from '../exercises/registry';
import type { CourseBlock } from './block';
import { blockRows } from './block';

/** SPEC §3 "Answer shape: userAnswer and path per row". */
export interface RowAnswer {
  userAnswer?: unknown;
  path?: string | null | undefined;
}

/** A page's answers, by row id. A row left out is answered with its default. */
export type PageAnswers = Record<string, RowAnswer>;

export interface AnswerIssue {
  /** The row the answer was sent for, when the payload got that far. */
  rowId: string | null;
  path: string;
  message: string;
}

const pageAnswersSchema = z.record(
  z.string(),
  z.strictObject({ userAnswer: z.unknown().optional(), path: z.string().nullable().optional() }),
);

/** Thrown by the scorer when it is handed answers that `validateAnswers` would refuse. */
export class AnswerShapeError extends Error {
  constructor(readonly issues: AnswerIssue[]) {
    super(issues.map((issue) => issue.message).join('; '));
    this.name = 'AnswerShapeError';
  }
}

/**
 * Checks answers against the block's rows: each must name a row of the page
 * and have the shape of its row type, and fit the row (known choice ids, one
 * place per target…). Every issue names its row, so the client can be told
 * which one was wrong.
 */
export function validateAnswers(block: Pick<CourseBlock, 'content'>, answers: unknown): AnswerIssue[] {
  return readAnswers(block, answers).issues;
}

/** The validated answer of every row that was sent one, or throws AnswerShapeError. */
export function parseAnswers(block: Pick<CourseBlock, 'content'>, answers: unknown): Map<string, unknown> {
  const { issues, parsed } = readAnswers(block, answers);
  if (issues.length > 0) throw new AnswerShapeError(issues);
  return parsed;
}

function readAnswers(block: Pick<CourseBlock, 'content'>, answers: unknown) {
  const parsed = new Map<string, unknown>();
  const envelope = pageAnswersSchema.safeParse(answers);
  if (!envelope.success) {
    const issues = envelope.error.issues.map((issue) => {
      const [first] = issue.path;
      return { rowId: typeof first === 'string' ? first : null, path: issue.path.join('.'), message: issue.message };
    });
    return { issues, parsed };
  }
  const rows = new Map<string, Row>(blockRows(block).map((row) => [row.id, row]));
  const issues: AnswerIssue[] = [];
  for (const [rowId, { userAnswer }] of Object.entries(envelope.data)) {
    const row = rows.get(rowId);
    if (!row) {
      issues.push({ rowId, path: rowId, message: `unknown row ${rowId}: not on this page` });
      continue;
    }
    if (userAnswer === undefined) continue;
    const module = moduleOf(row);
    const answer = module.answerSchema.safeParse(userAnswer);
    if (!answer.success) {
      for (const issue of answer.error.issues) {
        const path = [rowId, 'userAnswer', ...issue.path].join('.');
        issues.push({ rowId, path, message: `row ${rowId} (${row.type}): ${issue.message}` });
      }
      continue;
    }
    const misfit = module.answerIssue(row, answer.data);
    if (misfit) issues.push({ rowId, path: `${rowId}.userAnswer`, message: `row ${rowId} (${row.type}): ${misfit}` });
    else parsed.set(rowId, answer.data);
  }
  return { issues, parsed };
}
