import type { LessonState, ProgramCourseSettings } from '@espace/domain/lessons/lesson-state';
import type { Queryable } from '../db/database';

export interface ClassProgramCourse {
  classProgramId: string;
  programCourseId: string;
  courseId: string;
  order: number;
  settings: ProgramCourseSettings;
}

export interface NewLesson {
  classProgramId: string;
  programCourseId: string;
  courseId: string;
  state: LessonState;
  timeLimit: number | null;
}

/** SQL of lesson provisioning: which lessons a class calls for, and creating the missing ones. */
export function createProvisioningRepository(db: Queryable) {
  return {
    /** Every course of every program of the class, draft courses left out (learners never see them). */
    async listClassCourses(tenantId: string, classId: string, tx: Queryable = db): Promise<ClassProgramCourse[]> {
      const rows = await tx.query<{ class_program_id: string; program_course_id: string; course_id: string; order: number; settings: ProgramCourseSettings }>(
        `SELECT cp.id AS class_program_id, pc.id AS program_course_id, pc.course_id, pc."order", pc.settings
           FROM class_programs cp
           JOIN program_courses pc ON pc.program_id = cp.program_id AND pc.context_id = cp.context_id
           JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
          WHERE cp.context_id = $1 AND cp.class_id = $2
          ORDER BY cp."order", cp.id, pc."order", pc.id`,
        [tenantId, classId],
      );
      return rows.map((row) => ({ classProgramId: row.class_program_id, programCourseId: row.program_course_id, courseId: row.course_id, order: row.order, settings: row.settings }));
    },

    /** Inserts the lessons the learner does not have yet; returns how many were created. */
    async insertMissing(tenantId: string, classId: string, userId: string, lessons: readonly NewLesson[], tx: Queryable = db): Promise<number> {
      if (lessons.length === 0) return 0;
      const rows = await tx.query(
        `INSERT INTO lessons (context_id, class_id, user_id, class_program_id, program_course_id, course_id, state, time_limit)
         SELECT $1, $2, $3, v.class_program_id, v.program_course_id, v.course_id, v.state, v.time_limit
           FROM unnest($4::uuid[], $5::uuid[], $6::uuid[], $7::text[], $8::int[]) AS v(class_program_id, program_course_id, course_id, state, time_limit)
         ON CONFLICT (user_id, class_id, program_course_id) DO NOTHING
         RETURNING id`,
        [
          tenantId,
          classId,
          userId,
          lessons.map((lesson) => lesson.classProgramId),
          lessons.map((lesson) => lesson.programCourseId),
          lessons.map((lesson) => lesson.courseId),
          lessons.map((lesson) => lesson.state),
          lessons.map((lesson) => lesson.timeLimit),
        ],
      );
      return rows.length;
    },
  };
}
