/**
 * The tenant follow-up.bench.ts runs the daily pass of: `classes` classes of the demo tenant, each
 * of `learners / classes` learners with e-mail addresses (bench-class.ts), all following one
 * program of `courses` courses, their due dates set around today so that the pass has work.
 *
 * - The first class is the class in play: its learners start fresh, the virtual class plays them.
 * - In every other class a quarter of the learners have not started; the others are somewhere in
 *   the program, courses taken in order (the ones before finished, one in progress, the rest not
 *   started), their last page answered 0 to 19 days ago (answered-pages.ts).
 * - Course k of class c is due `(c + 2k) mod 9 - 4` days from today: 3 in 9 of the class courses
 *   are due within 3 days, 3 in 9 overdue by 1 to 3 days, the others today or out of the notices'
 *   reach (packages/domain/src/lessons/due-notices.ts).
 */
import { dayIn } from '@espace/domain/lessons/due-dates';
import type { Database } from '../../apps/api/src/db/database';
import { answerPages } from './answered-pages';
import { type BenchClass, insertBenchClass } from './bench-class';

export interface FollowUpTenantOptions {
  learners: number;
  classes: number;
  courses: number;
  pagesPerCourse: number;
  passwordHash: string;
  now: Date;
}

export interface FollowUpTenant {
  contextId: string;
  /** The class in play, first, then the others. */
  classes: BenchClass[];
}

export async function insertFollowUpTenant(database: Database, options: FollowUpTenantOptions): Promise<FollowUpTenant> {
  const { classes: classCount, courses, pagesPerCourse, passwordHash } = options;
  const perClass = Math.floor(options.learners / classCount);
  if (perClass < 1) throw new Error(`${options.learners} learners cannot fill ${classCount} classes`);
  const classes: BenchClass[] = [];
  for (let index = 0; index < classCount; index += 1) {
    const first = classes[0];
    classes.push(
      await insertBenchClass(database, {
        label: `follow-up-${index + 1}`,
        pagesPerCourse,
        courses,
        learners: perClass,
        resources: 0,
        passwordHash,
        classOf: 'new',
        ...(first === undefined ? {} : { program: first }),
      }),
    );
  }
  const [inPlay, ...others] = classes;
  if (inPlay === undefined) throw new Error('no class was inserted');

  const pages = courses * pagesPerCourse;
  const hash = (salt: string) => `abs(hashtext(l.user_id::text || '${salt}'))`;
  // Pages of the program the learner has answered, in order: 0 for a quarter of them.
  const done = `CASE WHEN ${hash(':started')} % 4 = 0 THEN 0 ELSE 1 + ${hash(':done')} % ${pages} END`;
  const answered = `LEAST(${pagesPerCourse}, GREATEST(0, ${done} - pc."order" * ${pagesPerCourse}))`;
  // The learner's last page, 0 to 19 days ago; a course's last page as many pages before it as came after it.
  const lastAnsweredAt = `now() - (${hash(':active')} % 20) * interval '1 day' - (${done} - pc."order" * ${pagesPerCourse} - ${answered}) * interval '2 minutes'`;
  await answerPages(database, { classIds: others.map((each) => each.classId), pagesPerCourse, answered, lastAnsweredAt });

  await database.query(
    `INSERT INTO course_due_dates (context_id, class_program_id, program_course_id, due_on)
     SELECT cp.context_id, cp.id, pc.id, $2::date + ((c.n - 1 + 2 * pc."order") % 9 - 4)::int
       FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n)
       JOIN class_programs cp ON cp.id = c.id JOIN program_courses pc ON pc.program_id = cp.program_id`,
    [classes.map((each) => each.classProgramId), dayIn(options.now)],
  );
  // Statistics, as autovacuum would gather them within a minute of these inserts.
  await database.query('ANALYZE');
  return { contextId: inPlay.contextId, classes };
}
