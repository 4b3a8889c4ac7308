import type { CourseNodeRow, CourseNodeType } from '@espace/domain/lessons/course-tree';
import { pageSequence } from '@espace/domain/lessons/course-tree';
import type { Queryable } from '../db/database';
import { answeredPage, blocksById } from './sample-answers';
import { idOf } from './seed-ids';
import type { LearnerProgressSeed } from './seed-types';

const DAY_MS = 86_400_000;
const SECONDS_PER_PAGE = 90;

interface LessonRow {
  id: string;
  course_id: string;
}

/**
 * Gives a demo learner a place in a class, so the trainer's screens show learners not started,
 * halfway, finished and late: their first pages answered in course order, each lesson fully
 * answered DONE (the next one unlocked), the one in between started. Each answered page holds
 * answers (about `ratio` of them right) scored by the engine's scorer, so its correction shows them.
 */
export async function writeLearnerProgress(
  tx: Queryable,
  contextId: string,
  progress: LearnerProgressSeed,
  userIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const userId = idOf(userIds, progress.user);
  const lessons = await tx.query<LessonRow>(
    `SELECT l.id, l.course_id FROM lessons l JOIN classes c ON c.id = l.class_id JOIN class_programs cp ON cp.id = l.class_program_id JOIN program_courses pc ON pc.id = l.program_course_id
      WHERE l.context_id = $1 AND l.user_id = $2 AND c.name = $3 AND l.state <> 'HIDDEN' ORDER BY cp."order", pc."order", pc.id`,
    [contextId, userId, progress.className],
  );
  const nodes = await tx.query<{ course_id: string; id: string; parent_id: string | null; type: CourseNodeType; order: number; block_id: string | null }>(
    `SELECT course_id, id, parent_id, type, "order", block_id FROM course_nodes WHERE context_id = $1 AND course_id = ANY($2::uuid[])`,
    [contextId, lessons.map((lesson) => lesson.course_id)],
  );
  const sequenceOf = (courseId: string) =>
    pageSequence(
      nodes
        .filter((node) => node.course_id === courseId)
        .map((node): CourseNodeRow => ({
          id: node.id,
          parentId: node.parent_id,
          type: node.type,
          order: node.order,
          blockId: node.block_id,
          title: null,
          timeLimit: null,
          calculator: false,
          blockType: null,
        })),
    );
  const sequences = lessons.map((lesson) => sequenceOf(lesson.course_id));
  const blocks = await blocksById(
    tx,
    contextId,
    sequences.flat().map((page) => page.blockId),
  );
  let rank = 0;
  let remaining = Math.round(progress.pagesShare * sequences.reduce((sum, pages) => sum + pages.length, 0));
  let clock = now.getTime() - progress.lastActiveDaysAgo * DAY_MS - remaining * 600_000;
  let previousDone = false;
  for (const [index, lesson] of lessons.entries()) {
    const pages = (sequences[index] ?? []).slice(0, Math.max(0, remaining));
    remaining -= pages.length;
    if (previousDone) await tx.query(`UPDATE lessons SET state = 'AVAILABLE' WHERE id = $1 AND state = 'LOCKED'`, [lesson.id]);
    if (pages.length === 0) break;
    const startedAt = new Date(clock);
    const scoring = { actual: 0, max: 0 };
    for (const [position, page] of pages.entries()) {
      clock += 600_000;
      const block = blocks.get(page.blockId);
      if (block === undefined) throw new Error(`no block ${page.blockId}`);
      const { inputs, results } = answeredPage(block, progress.ratio, (rank += 1));
      scoring.actual += results.scoring.actual;
      scoring.max += results.scoring.max;
      await tx.query(
        `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, inputs, results, time_spent, started_at, answered_at)
         VALUES ($1, $2, $3, $4, $5, 'COMPLETED', $6::jsonb, $7::jsonb, $8, $9, $10)`,
        [
          contextId,
          lesson.id,
          page.nodeId,
          page.blockId,
          position,
          JSON.stringify(inputs),
          JSON.stringify(results),
          SECONDS_PER_PAGE,
          new Date(clock - SECONDS_PER_PAGE * 1000),
          new Date(clock),
        ],
      );
    }
    const done = pages.length === (sequences[index] ?? []).length;
    await tx.query(
      `UPDATE lessons SET started_at = $2, ended_at = $3, state = CASE WHEN $4 THEN 'DONE' ELSE state END, progress = CASE WHEN $4 THEN 'COMPLETED' ELSE 'ONGOING' END,
              time_spent = $5, scoring = jsonb_build_object('global', jsonb_build_object('actual', $6::int, 'max', $7::int)), updated_at = $8
        WHERE id = $1`,
      [lesson.id, startedAt, done ? new Date(clock) : null, done, pages.length * SECONDS_PER_PAGE, scoring.actual, scoring.max, new Date(clock)],
    );
    previousDone = done;
  }
}
