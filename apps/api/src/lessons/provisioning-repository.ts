import type { ContentState } from '@espace/domain/content/content-states';
import type { EnrolmentCourse, HeldLesson, LessonToProvision, ReopenedLesson } from '@espace/domain/lessons/enrolment';
import type { ProgramCourseSettings } from '@espace/domain/lessons/lesson-state';
import { openingWindow } from '@espace/domain/opening-window';
import type { Queryable } from '../db/database';

interface CourseRow {
  class_program_id: string;
  program_course_id: string;
  course_id: string;
  order: number;
  settings: ProgramCourseSettings;
  program_state: ContentState;
  course_state: ContentState;
  class_start_at: Date | null;
  class_expire_at: Date | null;
  cp_start_at: Date | null;
  cp_expire_at: Date | null;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** SQL of enrolment (docs/trainers.md "Enrolment"): what a class calls for, what its learners hold, and the writes. */
export function createProvisioningRepository(db: Queryable) {
  return {
    /** Every course of every program of the class (of one class program when given), draft courses left out (learners never see them). */
    async listClassCourses(tenantId: string, classId: string, classProgramId: string | null = null, tx: Queryable = db): Promise<EnrolmentCourse[]> {
      const rows = await tx.query<CourseRow>(
        `SELECT cp.id AS class_program_id, pc.id AS program_course_id, pc.course_id, pc."order", pc.settings, prog.state AS program_state, co.state AS course_state,
                c.start_at AS class_start_at, c.expire_at AS class_expire_at, cp.start_at AS cp_start_at, cp.expire_at AS cp_expire_at
           FROM class_programs cp
           JOIN classes c ON c.id = cp.class_id AND c.context_id = cp.context_id
           JOIN programs prog ON prog.id = cp.program_id
           JOIN program_courses pc ON pc.program_id = cp.program_id AND pc.context_id = cp.context_id
           JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
          WHERE cp.context_id = $1 AND cp.class_id = $2 AND ($3::uuid IS NULL OR cp.id = $3::uuid)
          ORDER BY cp."order", cp.id, pc."order", pc.id`,
        [tenantId, classId, classProgramId],
      );
      return rows.map((row) => ({
        classProgramId: row.class_program_id,
        programCourseId: row.program_course_id,
        courseId: row.course_id,
        order: row.order,
        settings: row.settings,
        programState: row.program_state,
        courseState: row.course_state,
        window: openingWindow({ from: iso(row.class_start_at), to: iso(row.class_expire_at) }, { from: iso(row.cp_start_at), to: iso(row.cp_expire_at) }),
      }));
    },

    /**
     * Holds the programs the class follows (FOR KEY SHARE, in id order) until the transaction ends,
     * before any lesson of them is read or written: the lock order every content write keeps
     * (docs/trainers.md "Provisioning and deletion"). A deletion of one of them, which locks it
     * FOR UPDATE, then waits for these lessons and finds them; one that came first has taken its
     * courses and class programs away before they are read here.
     */
    async holdPrograms(tenantId: string, classId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `SELECT p.id FROM programs p
          WHERE p.context_id = $1 AND p.id IN (SELECT cp.program_id FROM class_programs cp WHERE cp.context_id = $1 AND cp.class_id = $2)
          ORDER BY p.id FOR KEY SHARE`,
        [tenantId, classId],
      );
    },

    /** The STUDENTs of the class (only those among `userIds` when given). */
    async listStudents(tenantId: string, classId: string, userIds: readonly string[] | null, tx: Queryable = db): Promise<string[]> {
      const rows = await tx.query<{ user_id: string }>(
        `SELECT DISTINCT user_id FROM class_users WHERE context_id = $1 AND class_id = $2 AND role = 'STUDENT' AND ($3::uuid[] IS NULL OR user_id = ANY($3::uuid[]))`,
        [tenantId, classId, userIds],
      );
      return rows.map((row) => row.user_id);
    },

    /** The lessons these learners hold in the class, archived ones included, by learner. */
    async listHeld(tenantId: string, classId: string, userIds: readonly string[], tx: Queryable = db): Promise<Map<string, HeldLesson[]>> {
      const rows = await tx.query<{ user_id: string; program_course_id: string; state: HeldLesson['state']; progress: HeldLesson['progress'] }>(
        'SELECT user_id, program_course_id, state, progress FROM lessons WHERE context_id = $1 AND class_id = $2 AND user_id = ANY($3::uuid[])',
        [tenantId, classId, userIds],
      );
      const byUser = new Map<string, HeldLesson[]>();
      for (const row of rows)
        byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), { programCourseId: row.program_course_id, state: row.state, progress: row.progress }]);
      return byUser;
    },

    /** The classes whose programs hold this program (or this course): where adding a course provisions. */
    async listClassesOf(tenantId: string, of: { programId: string } | { courseId: string }, tx: Queryable = db): Promise<string[]> {
      const rows =
        'programId' in of
          ? await tx.query<{ class_id: string }>('SELECT DISTINCT class_id FROM class_programs WHERE context_id = $1 AND program_id = $2', [
              tenantId,
              of.programId,
            ])
          : await tx.query<{ class_id: string }>(
              'SELECT DISTINCT cp.class_id FROM class_programs cp JOIN program_courses pc ON pc.program_id = cp.program_id WHERE cp.context_id = $1 AND pc.course_id = $2',
              [tenantId, of.courseId],
            );
      return rows.map((row) => row.class_id);
    },

    /** Inserts the lessons, every learner's in one statement; returns how many were created. */
    async insert(tenantId: string, classId: string, lessons: readonly (LessonToProvision & { userId: string })[], tx: Queryable = db): Promise<number> {
      if (lessons.length === 0) return 0;
      const rows = await tx.query(
        `INSERT INTO lessons (context_id, class_id, user_id, class_program_id, program_course_id, course_id, state, time_limit)
         SELECT $1, $2, v.user_id, v.class_program_id, v.program_course_id, v.course_id, v.state, v.time_limit
           FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::text[], $8::int[]) AS v(user_id, class_program_id, program_course_id, course_id, state, time_limit)
         ON CONFLICT (user_id, class_id, program_course_id) DO NOTHING
         RETURNING id`,
        [
          tenantId,
          classId,
          lessons.map((lesson) => lesson.userId),
          lessons.map((lesson) => lesson.classProgramId),
          lessons.map((lesson) => lesson.programCourseId),
          lessons.map((lesson) => lesson.courseId),
          lessons.map((lesson) => lesson.state),
          lessons.map((lesson) => lesson.timeLimit),
        ],
      );
      return rows.length;
    },

    /** Gives EXPIRED lessons of the class the state they take back (lessonsToReopen); any other state is left as it is. */
    async reopen(tenantId: string, classId: string, lessons: readonly (ReopenedLesson & { userId: string })[], now: Date, tx: Queryable = db): Promise<number> {
      if (lessons.length === 0) return 0;
      const rows = await tx.query<{ id: string }>(
        `UPDATE lessons l SET state = v.state, ended_at = NULL, updated_at = $6
           FROM unnest($3::uuid[], $4::uuid[], $5::text[]) AS v(user_id, program_course_id, state)
          WHERE l.context_id = $1 AND l.class_id = $2 AND l.user_id = v.user_id AND l.program_course_id = v.program_course_id AND l.state = 'EXPIRED'
          RETURNING l.id`,
        [
          tenantId,
          classId,
          lessons.map((lesson) => lesson.userId),
          lessons.map((lesson) => lesson.programCourseId),
          lessons.map((lesson) => lesson.state),
          now,
        ],
      );
      return rows.length;
    },

    /** A learner enrolled again gets back the lessons (and answers) archived when they left. */
    async restoreArchived(tenantId: string, classId: string, userIds: readonly string[], tx: Queryable = db): Promise<void> {
      await tx.query(
        'UPDATE lessons SET archived_at = NULL WHERE context_id = $1 AND class_id = $2 AND user_id = ANY($3::uuid[]) AND archived_at IS NOT NULL',
        [tenantId, classId, userIds],
      );
    },

    /** Archives the learner's lessons of the class unless they are still one of its STUDENTs; returns how many. */
    async archiveUnlessStudent(tenantId: string, classId: string, userId: string, now: Date, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        `UPDATE lessons l SET archived_at = $4
          WHERE l.context_id = $1 AND l.class_id = $2 AND l.user_id = $3 AND l.archived_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM class_users cu WHERE cu.context_id = $1 AND cu.class_id = $2 AND cu.user_id = $3 AND cu.role = 'STUDENT')
          RETURNING l.id`,
        [tenantId, classId, userId, now],
      );
      return rows.length;
    },

    /**
     * Deletes the class program's lessons nobody opened, which hold no work: what may go before the
     * program leaves the class. An opened lesson stays, and then so does the class program (the
     * foreign key refuses its removal).
     */
    async deleteUnopened(tenantId: string, classProgramId: string, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        'DELETE FROM lessons WHERE context_id = $1 AND class_program_id = $2 AND started_at IS NULL AND progress IS NULL RETURNING id',
        [tenantId, classProgramId],
      );
      return rows.length;
    },

    /** Deletes the lessons of a program's course that nobody opened: what may go before the course leaves the program. */
    async deleteUnopenedOfCourse(tenantId: string, programCourseId: string, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        'DELETE FROM lessons WHERE context_id = $1 AND program_course_id = $2 AND started_at IS NULL AND progress IS NULL RETURNING id',
        [tenantId, programCourseId],
      );
      return rows.length;
    },

    /**
     * Points the live pages of these nodes that nobody answered yet at the node's block (a correction
     * gave it another one): the learner answers the corrected page. Answered pages keep theirs.
     */
    async moveUnansweredPages(tenantId: string, moves: readonly { nodeId: string; blockId: string }[], tx: Queryable = db): Promise<number> {
      if (moves.length === 0) return 0;
      const rows = await tx.query(
        `UPDATE lesson_pages p SET block_id = v.block_id
           FROM unnest($2::uuid[], $3::uuid[]) AS v(node_id, block_id)
          WHERE p.context_id = $1 AND p.node_id = v.node_id AND p.state <> 'ARCHIVED' AND p.answered_at IS NULL AND p.block_id <> v.block_id
          RETURNING p.id`,
        [tenantId, moves.map((move) => move.nodeId), moves.map((move) => move.blockId)],
      );
      return rows.length;
    },
  };
}
