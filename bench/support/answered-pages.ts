/**
 * Learners somewhere in their lessons, straight in SQL (the lesson engine's own figures are not
 * what the benches using this measure): the first pages of each lesson of some classes answered,
 * then each lesson's row set from its pages as the engine leaves it: started, time spent, ongoing,
 * or completed and done once every page is answered, and its score. How many pages and when are SQL
 * expressions of the lesson `l` and its program course `pc`, written by the bench.
 */
import type { Queryable } from '../../apps/api/src/db/database';

export interface AnsweredPages {
  classIds: readonly string[];
  /** Pages in each course: a lesson with all of them answered is completed. */
  pagesPerCourse: number;
  /** How many of a lesson's first pages are answered: 0 (not started) to `pagesPerCourse` (finished). */
  answered: string;
  /** When the last of them was answered; each one before it two minutes earlier, each opened a minute before its answer. */
  lastAnsweredAt: string;
}

/** A page's stored answer and result: what the roster and the dashboard read of it. */
const INPUTS = '{"answers": {}}';
const RESULTS =
  '{"answerRatios": {}, "kind": null, "feedbacks": [], "hints": {"messages": [], "remaining": 0, "nextMalus": 0}, "scoring": {"actual": 7, "max": 10}, "corrections": {}}';

export async function answerPages(db: Queryable, { classIds, pagesPerCourse, answered, lastAnsweredAt }: AnsweredPages): Promise<void> {
  await db.query(
    `WITH planned AS (
       SELECT l.id AS lesson_id, l.context_id, l.course_id, (${answered})::int AS answered, (${lastAnsweredAt}) AS last_at
         FROM lessons l JOIN program_courses pc ON pc.id = l.program_course_id
        WHERE l.class_id = ANY($1::uuid[])),
     ranked AS (
       SELECT p.*, n.id AS node_id, n.block_id, row_number() OVER (PARTITION BY p.lesson_id ORDER BY s."order", n."order") - 1 AS position
         FROM planned p JOIN course_nodes n ON n.course_id = p.course_id AND n.type = 'block' JOIN course_nodes s ON s.id = n.parent_id
        WHERE p.answered > 0)
     INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, inputs, results, time_spent, started_at, answered_at)
     SELECT context_id, lesson_id, node_id, block_id, position, 'COMPLETED', $2::jsonb, $3::jsonb, 60,
            last_at - (answered - 1 - position) * interval '2 minutes' - interval '1 minute', last_at - (answered - 1 - position) * interval '2 minutes'
       FROM ranked WHERE position < answered`,
    [classIds, INPUTS, RESULTS],
  );
  await db.query(
    `UPDATE lessons l SET started_at = p.first_at, time_spent = p.pages * 60, updated_at = p.last_at,
            progress = CASE WHEN p.pages = $2::int THEN 'COMPLETED' ELSE 'ONGOING' END,
            state = CASE WHEN p.pages = $2::int THEN 'DONE' ELSE l.state END,
            ended_at = CASE WHEN p.pages = $2::int THEN p.last_at END,
            scoring = jsonb_build_object('global', jsonb_build_object('actual', p.pages * 7, 'max', p.pages * 10))
       FROM (SELECT lesson_id, count(*)::int AS pages, min(started_at) AS first_at, max(answered_at) AS last_at
               FROM lesson_pages WHERE lesson_id IN (SELECT id FROM lessons WHERE class_id = ANY($1::uuid[])) GROUP BY lesson_id) p
      WHERE p.lesson_id = l.id`,
    [classIds, pagesPerCourse],
  );
}
