import type { PageProgress } from '@espace/domain/lessons/progress';
import type { LessonPageRecord, PageResultsRecord, PageSheet } from './lesson-types';

/**
 * A lesson_pages row as the repositories read it: the pages' own repository and the lessons'
 * (which reads a lesson with its live pages in one statement) share these columns and mappers.
 */
export interface PageRow {
  id: string;
  lesson_id: string;
  node_id: string;
  block_id: string;
  position: number;
  state: LessonPageRecord['state'];
  progress: PageProgress;
  inputs: LessonPageRecord['inputs'];
  results: PageResultsRecord | null;
  hints_used: number;
  sheet: PageSheet;
  time_limit: number | null;
  started_at: Date;
  answered_at: Date | null;
  submission_key: string | null;
}

export const pageColumns = `id, lesson_id, node_id, block_id, position, state, progress, inputs, results, hints_used, sheet, time_limit, started_at, answered_at, submission_key`;

export const toPage = (row: PageRow): LessonPageRecord => ({
  id: row.id,
  lessonId: row.lesson_id,
  nodeId: row.node_id,
  blockId: row.block_id,
  position: row.position,
  state: row.state,
  progress: row.progress,
  inputs: row.inputs,
  results: row.results,
  hintsUsed: row.hints_used,
  sheet: row.sheet,
  timeLimit: row.time_limit,
  startedAt: row.started_at,
  answeredAt: row.answered_at,
  submissionKey: row.submission_key,
});

/** A row of `pageColumns` inside a json value (json_agg): the same, but its timestamps are ISO 8601 text. */
export type PageJson = Omit<PageRow, 'started_at' | 'answered_at'> & { started_at: string; answered_at: string | null };

/**
 * The record toPage gives for the same row: a timestamp's ISO text parses to the Date both drivers
 * give (milliseconds kept, microseconds dropped); numbers and jsonb values come as they are.
 */
export const toPageFromJson = (json: PageJson): LessonPageRecord =>
  toPage({ ...json, started_at: new Date(json.started_at), answered_at: json.answered_at === null ? null : new Date(json.answered_at) });
