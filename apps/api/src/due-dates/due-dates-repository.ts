import { displayName } from '@espace/domain/display-name';
import { type CourseDue, effectiveDue } from '@espace/domain/lessons/due-dates';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { isLessonEnded, type PageProgress } from '@espace/domain/lessons/progress';
import type { Queryable } from '../db/database';

/** A course of one of a class's programs, with its due date: what a change names and checks. */
export interface ClassCourseRecord {
  classId: string;
  className: string;
  companyId: string | null;
  classProgramId: string;
  programName: string;
  programCourseId: string;
  courseTitle: string;
  dueOn: string | null;
}

export interface ClassDueDatesRecord {
  classId: string;
  className: string;
  companyId: string | null;
  programs: {
    classProgramId: string;
    name: string;
    courses: {
      programCourseId: string;
      courseId: string;
      title: string;
      dueOn: string | null;
      setBy: string | null;
      extensions: { userId: string; learner: string; dueOn: string; setBy: string | null; updatedAt: Date }[];
    }[];
  }[];
}

export interface DueSoonRecord {
  lessonId: string;
  courseTitle: string;
  programName: string;
  className: string;
  ended: boolean;
  due: CourseDue | null;
}

/** A learner's live lesson whose due day may be told by the daily pass (due-notices.ts). */
export interface DueNoticeCandidate {
  userId: string;
  lessonId: string;
  courseTitle: string;
  ended: boolean;
  due: CourseDue | null;
}

interface NamedRow {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string | null;
}

const nameOf = (row: Partial<NamedRow> | null) => (row === null ? null : displayName(row));

const CLASS_COURSE_SQL = `
SELECT c.id AS class_id, c.name AS class_name, c.company_id, cp.id AS class_program_id, p.name AS program_name,
       pc.id AS program_course_id, co.title AS course_title, d.due_on::text AS due_on
  FROM classes c
  JOIN class_programs cp ON cp.context_id = c.context_id AND cp.class_id = c.id
  JOIN programs p ON p.context_id = c.context_id AND p.id = cp.program_id
  JOIN program_courses pc ON pc.context_id = c.context_id AND pc.program_id = p.id
  JOIN courses co ON co.context_id = c.context_id AND co.id = pc.course_id
  LEFT JOIN course_due_dates d ON d.context_id = c.context_id AND d.class_program_id = cp.id AND d.program_course_id = pc.id
 WHERE c.context_id = $1 AND c.id = $2 AND pc.id = $3`;

const USER_NAME = (alias: string) =>
  `json_build_object('firstname', ${alias}.firstname, 'lastname', ${alias}.lastname, 'username', ${alias}.username, 'email', ${alias}.email)`;

/** The due dates of classes' courses and learners' extensions (docs/trainers.md#due-dates); every method takes the tenant. */
export function createDueDatesRepository(db: Queryable) {
  return {
    /** A course of a program of the class, found in the tenant (a class program and a program course that belong together), or undefined. */
    async classCourse(tenantId: string, classId: string, programCourseId: string, tx: Queryable = db): Promise<ClassCourseRecord | undefined> {
      const [row] = await tx.query<{
        class_id: string;
        class_name: string;
        company_id: string | null;
        class_program_id: string;
        program_name: string;
        program_course_id: string;
        course_title: string;
        due_on: string | null;
      }>(CLASS_COURSE_SQL, [tenantId, classId, programCourseId]);
      return (
        row && {
          classId: row.class_id,
          className: row.class_name,
          companyId: row.company_id,
          classProgramId: row.class_program_id,
          programName: row.program_name,
          programCourseId: row.program_course_id,
          courseTitle: row.course_title,
          dueOn: row.due_on,
        }
      );
    },

    /** The class's programs in order, their courses (drafts left out) with due dates and extensions: one query. */
    async classDueDates(tenantId: string, classId: string): Promise<ClassDueDatesRecord | undefined> {
      const rows = await db.query<{
        class_id: string;
        class_name: string;
        company_id: string | null;
        class_program_id: string | null;
        program_name: string | null;
        program_course_id: string | null;
        course_id: string | null;
        course_title: string | null;
        due_on: string | null;
        set_by: NamedRow | null;
        extensions: { user_id: string; learner: NamedRow; due_on: string; set_by: NamedRow | null; updated_at: string }[] | null;
      }>(
        `SELECT c.id AS class_id, c.name AS class_name, c.company_id, cp.id AS class_program_id, p.name AS program_name,
                pc.id AS program_course_id, co.id AS course_id, co.title AS course_title, d.due_on::text AS due_on,
                (SELECT ${USER_NAME('u')} FROM users u WHERE u.id = d.set_by) AS set_by,
                (SELECT json_agg(json_build_object('user_id', e.user_id, 'learner', ${USER_NAME('l')}, 'due_on', e.due_on::text,
                                                   'set_by', (SELECT ${USER_NAME('s')} FROM users s WHERE s.id = e.set_by), 'updated_at', e.updated_at)
                                 ORDER BY lower(coalesce(l.lastname, l.username, l.email)), lower(l.firstname), e.user_id)
                   FROM due_date_extensions e JOIN users l ON l.id = e.user_id
                  WHERE e.context_id = c.context_id AND e.class_program_id = cp.id AND e.program_course_id = pc.id) AS extensions
           FROM classes c
           LEFT JOIN class_programs cp ON cp.context_id = c.context_id AND cp.class_id = c.id
           LEFT JOIN programs p ON p.id = cp.program_id
           LEFT JOIN program_courses pc ON pc.program_id = p.id
           LEFT JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
           LEFT JOIN course_due_dates d ON d.context_id = c.context_id AND d.class_program_id = cp.id AND d.program_course_id = pc.id
          WHERE c.context_id = $1 AND c.id = $2
          ORDER BY cp."order", cp.id, pc."order", co.id`,
        [tenantId, classId],
      );
      const [first] = rows;
      if (first === undefined) return undefined;
      const record: ClassDueDatesRecord = { classId: first.class_id, className: first.class_name, companyId: first.company_id, programs: [] };
      for (const row of rows) {
        if (row.class_program_id === null) continue;
        let program = record.programs.find((candidate) => candidate.classProgramId === row.class_program_id);
        if (program === undefined) {
          program = { classProgramId: row.class_program_id, name: row.program_name ?? '', courses: [] };
          record.programs.push(program);
        }
        if (row.course_id === null || row.program_course_id === null) continue;
        program.courses.push({
          programCourseId: row.program_course_id,
          courseId: row.course_id,
          title: row.course_title ?? '',
          dueOn: row.due_on,
          setBy: nameOf(row.set_by),
          extensions: (row.extensions ?? []).map((extension) => ({
            userId: extension.user_id,
            learner: displayName(extension.learner),
            dueOn: extension.due_on,
            setBy: nameOf(extension.set_by),
            updatedAt: new Date(extension.updated_at),
          })),
        });
      }
      return record;
    },

    /** The learner's name when they are a learner (STUDENT) of the class, else undefined. */
    async learnerOf(tenantId: string, classId: string, userId: string, tx: Queryable = db): Promise<string | undefined> {
      const [row] = await tx.query<NamedRow>(
        `SELECT u.firstname, u.lastname, u.username, u.email FROM class_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.context_id = $1 AND cu.class_id = $2 AND cu.user_id = $3 AND cu.role = 'STUDENT' LIMIT 1`,
        [tenantId, classId, userId],
      );
      return row && displayName(row);
    },

    async extensionOf(tenantId: string, course: { classProgramId: string; programCourseId: string }, userId: string, tx: Queryable = db) {
      const [row] = await tx.query<{ due_on: string }>(
        `SELECT due_on::text AS due_on FROM due_date_extensions WHERE context_id = $1 AND class_program_id = $2 AND program_course_id = $3 AND user_id = $4`,
        [tenantId, course.classProgramId, course.programCourseId, userId],
      );
      return row?.due_on ?? null;
    },

    /** Sets (or moves) the course's due date in the class. */
    async setDueDate(
      tenantId: string,
      input: { classProgramId: string; programCourseId: string; dueOn: string; setBy: string; now: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO course_due_dates (context_id, class_program_id, program_course_id, due_on, set_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (context_id, class_program_id, program_course_id) DO UPDATE SET due_on = EXCLUDED.due_on, set_by = EXCLUDED.set_by, updated_at = EXCLUDED.updated_at`,
        [tenantId, input.classProgramId, input.programCourseId, input.dueOn, input.setBy, input.now],
      );
    },

    /** Clears it, and with it the learners' extensions of it (their foreign key). */
    async clearDueDate(tenantId: string, course: { classProgramId: string; programCourseId: string }, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM course_due_dates WHERE context_id = $1 AND class_program_id = $2 AND program_course_id = $3', [
        tenantId,
        course.classProgramId,
        course.programCourseId,
      ]);
    },

    async setExtension(
      tenantId: string,
      input: { classProgramId: string; programCourseId: string; userId: string; dueOn: string; setBy: string; now: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO due_date_extensions (context_id, class_program_id, program_course_id, user_id, due_on, set_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (context_id, class_program_id, program_course_id, user_id) DO UPDATE SET due_on = EXCLUDED.due_on, set_by = EXCLUDED.set_by, updated_at = EXCLUDED.updated_at`,
        [tenantId, input.classProgramId, input.programCourseId, input.userId, input.dueOn, input.setBy, input.now],
      );
    },

    async clearExtension(tenantId: string, course: { classProgramId: string; programCourseId: string }, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM due_date_extensions WHERE context_id = $1 AND class_program_id = $2 AND program_course_id = $3 AND user_id = $4', [
        tenantId,
        course.classProgramId,
        course.programCourseId,
        userId,
      ]);
    },

    /**
     * The learner's live lessons, in their classes open to them, whose due date (theirs, extension
     * included) falls from `from` to `to`: one query, whatever the number of classes.
     */
    async dueBetween(tenantId: string, userId: string, from: string, to: string): Promise<DueSoonRecord[]> {
      const rows = await db.query<{
        lesson_id: string;
        course_title: string;
        program_name: string;
        class_name: string;
        state: LessonState;
        progress: PageProgress | null;
        class_due_on: string;
        extension_due_on: string | null;
      }>(
        `SELECT l.id AS lesson_id, co.title AS course_title, p.name AS program_name, c.name AS class_name, l.state, l.progress,
                d.due_on::text AS class_due_on, e.due_on::text AS extension_due_on
           FROM class_users cu
           JOIN classes c ON c.context_id = cu.context_id AND c.id = cu.class_id AND NOT c.expired
           JOIN class_programs cp ON cp.context_id = c.context_id AND cp.class_id = c.id
           JOIN course_due_dates d ON d.context_id = c.context_id AND d.class_program_id = cp.id
           LEFT JOIN due_date_extensions e ON e.context_id = d.context_id AND e.class_program_id = d.class_program_id
                                          AND e.program_course_id = d.program_course_id AND e.user_id = cu.user_id
           JOIN programs p ON p.id = cp.program_id AND p.state = 'PUBLISHED'
           JOIN program_courses pc ON pc.id = d.program_course_id
           JOIN courses co ON co.id = pc.course_id AND co.state = 'PUBLISHED'
           JOIN lessons l ON l.context_id = cu.context_id AND l.user_id = cu.user_id AND l.class_program_id = cp.id
                         AND l.program_course_id = pc.id AND l.archived_at IS NULL
          WHERE cu.context_id = $1 AND cu.user_id = $2 AND cu.role = 'STUDENT'
            AND GREATEST(d.due_on, e.due_on) BETWEEN $3::date AND $4::date
          ORDER BY GREATEST(d.due_on, e.due_on), lower(co.title), l.id`,
        [tenantId, userId, from, to],
      );
      return rows.map((row) => ({
        lessonId: row.lesson_id,
        courseTitle: row.course_title,
        programName: row.program_name,
        className: row.class_name,
        ended: isLessonEnded(row),
        due: effectiveDue(row.class_due_on, row.extension_due_on),
      }));
    },

    /** The tenant's open classes with a due date, each with its learners (STUDENTs) by id: the due-date pass reads them a slice of learners at a time. */
    async classesWithDueDates(tenantId: string): Promise<{ classId: string; learnerIds: string[] }[]> {
      const rows = await db.query<{ class_id: string; learner_ids: string[] }>(
        `SELECT c.id AS class_id,
                ARRAY(SELECT cu.user_id FROM class_users cu WHERE cu.context_id = c.context_id AND cu.class_id = c.id AND cu.role = 'STUDENT' ORDER BY cu.user_id) AS learner_ids
           FROM classes c
          WHERE c.context_id = $1 AND NOT c.expired
            AND EXISTS (SELECT 1 FROM course_due_dates d JOIN class_programs cp ON cp.context_id = d.context_id AND cp.id = d.class_program_id
                         WHERE d.context_id = c.context_id AND cp.class_id = c.id)
          ORDER BY c.id`,
        [tenantId],
      );
      return rows.map((row) => ({ classId: row.class_id, learnerIds: row.learner_ids }));
    },

    /**
     * Every live lesson of these learners in one class of the tenant, open to them, whose due day (theirs,
     * extension included) falls from `from` to `to`, on dueBetween's rules. Only the due dates that
     * can fall in the span are joined to lessons: the class's day in it, or an earlier one that an
     * extension moves into it.
     */
    async dueNoticeCandidates(tenantId: string, classId: string, learnerIds: readonly string[], from: string, to: string): Promise<DueNoticeCandidate[]> {
      const rows = await db.query<{
        user_id: string;
        lesson_id: string;
        course_title: string;
        state: LessonState;
        progress: PageProgress | null;
        class_due_on: string;
        extension_due_on: string | null;
      }>(
        `SELECT l.user_id, l.id AS lesson_id, co.title AS course_title, l.state, l.progress,
                d.due_on::text AS class_due_on, e.due_on::text AS extension_due_on
           FROM course_due_dates d
           JOIN class_programs cp ON cp.context_id = d.context_id AND cp.id = d.class_program_id
           JOIN classes c ON c.context_id = cp.context_id AND c.id = cp.class_id AND NOT c.expired
           JOIN programs p ON p.id = cp.program_id AND p.state = 'PUBLISHED'
           JOIN program_courses pc ON pc.id = d.program_course_id
           JOIN courses co ON co.id = pc.course_id AND co.state = 'PUBLISHED'
           JOIN lessons l ON l.class_program_id = cp.id AND l.program_course_id = pc.id AND l.context_id = d.context_id AND l.archived_at IS NULL
           JOIN class_users cu ON cu.context_id = c.context_id AND cu.class_id = c.id AND cu.user_id = l.user_id AND cu.role = 'STUDENT'
           LEFT JOIN due_date_extensions e ON e.context_id = d.context_id AND e.class_program_id = d.class_program_id
                                          AND e.program_course_id = d.program_course_id AND e.user_id = l.user_id
          WHERE d.context_id = $1 AND c.id = $4 AND l.user_id = ANY($5::uuid[])
            AND (d.due_on BETWEEN $2::date AND $3::date
                 OR d.due_on < $2::date AND EXISTS (SELECT 1 FROM due_date_extensions x
                                                     WHERE x.context_id = d.context_id AND x.class_program_id = d.class_program_id
                                                       AND x.program_course_id = d.program_course_id AND x.due_on BETWEEN $2::date AND $3::date))
            AND GREATEST(d.due_on, e.due_on) BETWEEN $2::date AND $3::date`,
        [tenantId, from, to, classId, learnerIds],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        lessonId: row.lesson_id,
        courseTitle: row.course_title,
        ended: isLessonEnded(row),
        due: effectiveDue(row.class_due_on, row.extension_due_on),
      }));
    },
  };
}
export type DueDatesRepository = ReturnType<typeof createDueDatesRepository>;
