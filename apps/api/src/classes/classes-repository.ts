import type { ContentState } from '@espace/domain/content/content-states';
import { type CourseDue, effectiveDue } from '@espace/domain/lessons/due-dates';
import type { Queryable } from '../db/database';

export interface StudentClass {
  id: string;
  name: string;
  startAt: Date | null;
  expireAt: Date | null;
  expired: boolean;
  mobileAllowed: boolean;
  classPrograms: {
    id: string;
    order: number;
    startAt: Date | null;
    expireAt: Date | null;
    program: {
      id: string;
      name: string;
      description: string | null;
      state: ContentState;
      courses: { id: string; title: string; order: number; state: ContentState; due: CourseDue | null }[];
    };
    /** The learner has rated the program (a review of theirs exists): the one rule Home and the form share. */
    reviewed: boolean;
  }[];
}

interface ClassTreeRow {
  class_id: string;
  class_name: string;
  class_start_at: Date | null;
  class_expire_at: Date | null;
  expired: boolean;
  mobile_allowed: boolean | null;
  class_program_id: string | null;
  class_program_order: number | null;
  class_program_start_at: Date | null;
  class_program_expire_at: Date | null;
  program_id: string | null;
  program_name: string | null;
  program_description: string | null;
  program_state: ContentState | null;
  program_reviewed: boolean | null;
  course_id: string | null;
  course_title: string | null;
  course_order: number | null;
  course_state: ContentState | null;
  class_due_on: string | null;
  extension_due_on: string | null;
}

// One row per (class, class program, course): the whole tree in one query.
// Draft courses are not shown to learners; closed ones are, with their state (openToLearner decides what the learner may do).
const studentClassesSql = (classFilter: string) => `
SELECT c.id AS class_id, c.name AS class_name, c.start_at AS class_start_at, c.expire_at AS class_expire_at, c.expired,
       (c.settings -> 'mobile' ->> 'allowed')::boolean AS mobile_allowed,
       cp.id AS class_program_id, cp."order" AS class_program_order,
       cp.start_at AS class_program_start_at, cp.expire_at AS class_program_expire_at,
       p.id AS program_id, p.name AS program_name, p.description AS program_description, p.state AS program_state,
       EXISTS (SELECT 1 FROM reviews r WHERE r.context_id = cu.context_id AND r.user_id = cu.user_id AND r.resource_type = 'Program' AND r.resource_id = p.id) AS program_reviewed,
       co.id AS course_id, co.title AS course_title, co.state AS course_state, pc."order" AS course_order,
       d.due_on::text AS class_due_on, e.due_on::text AS extension_due_on
  FROM class_users cu
  JOIN classes c ON c.id = cu.class_id AND c.context_id = cu.context_id
  LEFT JOIN class_programs cp ON cp.class_id = c.id
  LEFT JOIN programs p ON p.id = cp.program_id
  LEFT JOIN program_courses pc ON pc.program_id = p.id
  LEFT JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
  LEFT JOIN course_due_dates d ON d.context_id = cu.context_id AND d.class_program_id = cp.id AND d.program_course_id = pc.id
  LEFT JOIN due_date_extensions e ON e.context_id = cu.context_id AND e.class_program_id = cp.id AND e.program_course_id = pc.id AND e.user_id = cu.user_id
 WHERE cu.context_id = $1 AND cu.user_id = $2 AND cu.role = 'STUDENT' AND NOT c.expired
   ${classFilter}
 ORDER BY cu.created_at DESC, c.start_at DESC NULLS LAST, c.id, cp."order", cp.id, pc."order", co.id`;
// Two SQL texts rather than `$3 IS NULL OR …`: each prepared statement then gets a plan that fits it.
const allStudentClassesQuery = studentClassesSql('');
const someStudentClassesQuery = studentClassesSql('AND c.id = ANY($3::uuid[])');

/** A class a user is a member of, in any role, closed or not, with its programs: what the archive of their data lists. */
export interface MemberClass {
  id: string;
  name: string;
  role: string;
  joinedAt: Date;
  startAt: Date | null;
  expireAt: Date | null;
  closed: boolean;
  programs: { id: string; name: string; startAt: Date | null; expireAt: Date | null }[];
}

interface MemberClassRow {
  id: string;
  name: string;
  role: string;
  joined_at: Date;
  start_at: Date | null;
  expire_at: Date | null;
  expired: boolean;
  programs: { id: string; name: string; startAt: string | null; expireAt: string | null }[];
}

const memberClassesQuery = `
SELECT c.id, c.name, cu.role, cu.created_at AS joined_at, c.start_at, c.expire_at, c.expired,
       COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'startAt', cp.start_at, 'expireAt', cp.expire_at) ORDER BY cp."order", cp.id)
                   FROM class_programs cp JOIN programs p ON p.id = cp.program_id
                  WHERE cp.context_id = cu.context_id AND cp.class_id = c.id), '[]') AS programs
  FROM class_users cu JOIN classes c ON c.id = cu.class_id AND c.context_id = cu.context_id
 WHERE cu.context_id = $1 AND cu.user_id = $2
 ORDER BY cu.created_at, c.id, cu.role`;

// A timestamp inside a json value is text with the session's offset: the same instant as a Date.
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

export function createClassesRepository(db: Queryable) {
  return {
    /** Every class the user is a member of, in each of their roles, closed ones included, with its programs, by date joined. */
    async listMemberClasses(tenantId: string, userId: string): Promise<MemberClass[]> {
      const rows = await db.query<MemberClassRow>(memberClassesQuery, [tenantId, userId]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        joinedAt: row.joined_at,
        startAt: row.start_at,
        expireAt: row.expire_at,
        closed: row.expired,
        programs: row.programs.map((program) => ({ ...program, startAt: dateOf(program.startAt), expireAt: dateOf(program.expireAt) })),
      }));
    },

    /** The classes a user follows as STUDENT (all, or only `classIds`), with their programs and courses. */
    async listStudentClasses(tenantId: string, userId: string, classIds: readonly string[] | null = null): Promise<StudentClass[]> {
      const rows =
        classIds === null
          ? await db.query<ClassTreeRow>(allStudentClassesQuery, [tenantId, userId])
          : await db.query<ClassTreeRow>(someStudentClassesQuery, [tenantId, userId, classIds]);
      return toClassTree(rows);
    },
  };
}
export type ClassesRepository = ReturnType<typeof createClassesRepository>;

/** Folds the flat, ordered rows back into classes → class programs → courses. */
function toClassTree(rows: readonly ClassTreeRow[]): StudentClass[] {
  const classes = new Map<string, StudentClass>();
  for (const row of rows) {
    let studentClass = classes.get(row.class_id);
    if (!studentClass) {
      studentClass = {
        id: row.class_id,
        name: row.class_name,
        startAt: row.class_start_at,
        expireAt: row.class_expire_at,
        expired: row.expired,
        mobileAllowed: row.mobile_allowed ?? true,
        classPrograms: [],
      };
      classes.set(row.class_id, studentClass);
    }
    if (row.class_program_id === null || row.program_id === null) continue;
    let classProgram = studentClass.classPrograms.find((candidate) => candidate.id === row.class_program_id);
    if (!classProgram) {
      classProgram = {
        id: row.class_program_id,
        order: row.class_program_order ?? 0,
        startAt: row.class_program_start_at,
        expireAt: row.class_program_expire_at,
        program: { id: row.program_id, name: row.program_name ?? '', description: row.program_description, state: row.program_state ?? 'DRAFT', courses: [] },
        reviewed: row.program_reviewed === true,
      };
      studentClass.classPrograms.push(classProgram);
    }
    if (row.course_id !== null)
      classProgram.program.courses.push({
        id: row.course_id,
        title: row.course_title ?? '',
        order: row.course_order ?? 0,
        state: row.course_state ?? 'DRAFT',
        due: effectiveDue(row.class_due_on, row.extension_due_on),
      });
  }
  return [...classes.values()];
}
