import { z } from 'zod';
import type { Row } from '../exercises/registry';
import { moduleOf } from '../exercises/registry';
import type { CourseBlock } from './block';
import { blockRows } from './block';

/** An answer's shape: userAnswer and path per row (docs/product/data-model.md#answers). */
interface RowAnswer {
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

const pageAnswersSchema = z.record(z.string(), z.strictObject({ userAnswer: z.unknown().optional(), path: z.string().nullable().optional() }));

declare const checked: unique symbol;

/**
 * A page's answers checked once against its rows: the valid answer of every row that was sent
 * one, by row id. Only `validateAnswers` and `parseAnswers` make them (and `noAnswers`), so the
 * scorer, which takes nothing else, can never score a forged shape.
 */
export type ParsedAnswers = ReadonlyMap<string, unknown> & { readonly [checked]: true };

/** The one place answers become ParsedAnswers: after `readAnswers` found no issue. */
const asParsed = (answers: ReadonlyMap<string, unknown>) => answers as ParsedAnswers;

/** No answer at all: every row is answered with its default (a slide, a tincan page, a page whose time ran out). */
export const noAnswers = asParsed(new Map());

export type AnswersValidation = { ok: true; answers: ParsedAnswers } | { ok: false; issues: AnswerIssue[] };

/** Thrown by `parseAnswers` on answers that `validateAnswers` refuses. */
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
 * which one was wrong. The answers come back parsed, for the scorer: a
 * submission is parsed once.
 */
export function validateAnswers(block: Pick<CourseBlock, 'content'>, answers: unknown): AnswersValidation {
  const { issues, parsed } = readAnswers(block, answers);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers: asParsed(parsed) };
}

/** `validateAnswers` for answers that should never be refused (a renderer's own): throws AnswerShapeError. */
export function parseAnswers(block: Pick<CourseBlock, 'content'>, answers: unknown): ParsedAnswers {
  const validation = validateAnswers(block, answers);
  if (!validation.ok) throw new AnswerShapeError(validation.issues);
  return validation.answers;
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
