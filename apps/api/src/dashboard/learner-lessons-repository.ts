import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { CourseNodeRow } from '@espace/domain/lessons/course-tree';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Points } from '@espace/domain/dashboard/scores';
import { GENERIC_PLAN, type Queryable } from '../db/database';
import { type CourseNodeDbRow, courseNodeColumns, courseNodesFrom, toCourseNode } from './course-node-rows';

/** A learner's lesson with what Home, the levels and the certificates show of it. */
export interface LearnerLessonRow {
  id: string;
  classId: string;
  className: string;
  courseId: string;
  courseTitle: string;
  categoryId: string;
  programCourseId: string;
  classProgramId: string;
  programId: string;
  programName: string;
  state: LessonState;
  progress: PageProgress | null;
  score: Points;
  certificationRef: string | null;
  startAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
  timeLimit: number | null;
  enabledSectionIds: string[];
}

interface LessonRow {
  id: string;
  class_id: string;
  class_name: string;
  course_id: string;
  course_title: string;
  category_id: string;
  program_course_id: string;
  class_program_id: string;
  program_id: string;
  program_name: string;
  state: LessonState;
  progress: PageProgress | null;
  scoring: { global?: { actual?: number; max?: number } } | null;
  certification_ref: string | null;
  start_at: Date | null;
  started_at: Date | null;
  ended_at: Date | null;
  time_limit: number | null;
  enabled_section_ids: unknown;
}

const LESSON_SELECT = `
SELECT l.id, l.class_id, c.name AS class_name, l.course_id, co.title AS course_title, co.category_id,
       l.program_course_id, l.class_program_id, p.id AS program_id, p.name AS program_name,
       l.state, l.progress, l.scoring, l.certification_ref, l.start_at, l.started_at, l.ended_at, l.time_limit, l.enabled_section_ids
  FROM lessons l
  JOIN classes c ON c.id = l.class_id
  JOIN courses co ON co.id = l.course_id
  JOIN class_programs cp ON cp.id = l.class_program_id
  JOIN programs p ON p.id = cp.program_id
  JOIN program_courses pc ON pc.id = l.program_course_id`;

export const sectionIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** A lesson of a class the user follows as STUDENT that has not expired ($1 tenant, $2 user). */
export const STUDENT_LESSON = `l.context_id = $1 AND l.user_id = $2 AND l.archived_at IS NULL AND NOT c.expired
  AND EXISTS (SELECT 1 FROM class_users cu WHERE cu.class_id = l.class_id AND cu.user_id = l.user_id AND cu.role = 'STUDENT')`;
const LESSON_ORDER = `cp."order", cp.id, pc."order", l.id`;

/** A lesson as Home's class cards show it: no names, which the classes' own rows carry. */
export type ClassLessonRow = Omit<LearnerLessonRow, 'className' | 'courseTitle' | 'categoryId' | 'programId' | 'programName'>;

type ClassLessonDbRow = Omit<LessonRow, 'class_name' | 'course_title' | 'category_id' | 'program_id' | 'program_name'>;

/**
 * Three tables, not six: with names and the class checks joined in, planning the statement cost
 * PGlite more than running it at 100,000 users (docs/performance.md).
 */
const CLASS_LESSON_SELECT = `
SELECT l.id, l.class_id, l.course_id, l.program_course_id, l.class_program_id,
       l.state, l.progress, l.scoring, l.certification_ref, l.start_at, l.started_at, l.ended_at, l.time_limit, l.enabled_section_ids
  FROM lessons l
  JOIN class_programs cp ON cp.id = l.class_program_id
  JOIN program_courses pc ON pc.id = l.program_course_id`;

const toClassLesson = (row: ClassLessonDbRow): ClassLessonRow => ({
  id: row.id,
  classId: row.class_id,
  courseId: row.course_id,
  programCourseId: row.program_course_id,
  classProgramId: row.class_program_id,
  state: row.state,
  progress: row.progress,
  score: { actual: Number(row.scoring?.global?.actual ?? 0), max: Number(row.scoring?.global?.max ?? 0) },
  certificationRef: row.certification_ref,
  startAt: row.start_at,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  timeLimit: row.time_limit,
  enabledSectionIds: sectionIds(row.enabled_section_ids),
});

const toLesson = (row: LessonRow): LearnerLessonRow => ({
  ...toClassLesson(row),
  className: row.class_name,
  courseTitle: row.course_title,
  categoryId: row.category_id,
  programId: row.program_id,
  programName: row.program_name,
});

/** Lessons and what their progression needs, each in one query whatever the number of lessons (no N+1). */
export function createLearnerLessonsRepository(db: Queryable) {
  return {
    /** The user's lessons in the classes they follow as STUDENT, in class program then course order. */
    async listLessons(tenantId: string, userId: string): Promise<LearnerLessonRow[]> {
      const rows = await db.query<LessonRow>(`${LESSON_SELECT} WHERE ${STUDENT_LESSON} ORDER BY ${LESSON_ORDER}`, [tenantId, userId]);
      return rows.map(toLesson);
    },

    /**
     * The user's lessons in `classIds`, in class program then course order: classes the caller has
     * found the user follows as STUDENT and not expired (Home's page of classes).
     */
    async listClassLessons(tenantId: string, userId: string, classIds: readonly string[]): Promise<ClassLessonRow[]> {
      // A plan for any list of classes: PostgreSQL prices one for ten classes, dearer than a plan for the
      // learner's one or two, so it would plan the statement at every run once the lessons are many.
      const rows = await db.query<ClassLessonDbRow>(
        `${GENERIC_PLAN}${CLASS_LESSON_SELECT}
          WHERE l.context_id = $1 AND l.user_id = $2 AND l.archived_at IS NULL AND l.class_id = ANY($3::uuid[])
          ORDER BY ${LESSON_ORDER}`,
        [tenantId, userId, classIds],
      );
      return rows.map(toClassLesson);
    },

    /** The user's lessons holding a certification reference, newest start first (docs/product/screens-and-routes.md#certificates). */
    async listCertifying(tenantId: string, userId: string): Promise<LearnerLessonRow[]> {
      const rows = await db.query<LessonRow>(
        `${LESSON_SELECT} WHERE l.context_id = $1 AND l.user_id = $2 AND l.certification_ref IS NOT NULL ORDER BY l.started_at DESC NULLS LAST, l.id`,
        [tenantId, userId],
      );
      return rows.map(toLesson);
    },

    /** Every node of these courses, flat, by course, with its title (the node's, else its block's). */
    async courseNodes(tenantId: string, courseIds: readonly string[]): Promise<Map<string, CourseNodeRow[]>> {
      const byCourse = new Map<string, CourseNodeRow[]>();
      if (courseIds.length === 0) return byCourse;
      const rows = await db.query<CourseNodeDbRow & { course_id: string }>(
        `SELECT n.course_id, ${courseNodeColumns} ${courseNodesFrom}
          WHERE n.context_id = $1 AND n.course_id = ANY($2::uuid[])`,
        [tenantId, courseIds],
      );
      for (const row of rows) {
        const list = byCourse.get(row.course_id) ?? [];
        list.push(toCourseNode(row));
        byCourse.set(row.course_id, list);
      }
      return byCourse;
    },

    /**
     * The progress of the live pages (not ARCHIVED) of these lessons, by lesson then node: kept on
     * each lesson by the database (migrations/0011_lesson_page_summary.sql), one row a lesson.
     */
    async pageProgress(tenantId: string, lessonIds: readonly string[]): Promise<Map<string, Map<string, PageProgress>>> {
      if (lessonIds.length === 0) return new Map();
      const rows = await db.query<{ id: string; page_progress: Record<string, PageProgress> }>(
        'SELECT id, page_progress FROM lessons WHERE context_id = $1 AND id = ANY($2::uuid[])',
        [tenantId, lessonIds],
      );
      return new Map(rows.map((row) => [row.id, new Map(Object.entries(row.page_progress))]));
    },
  };
}
export type LearnerLessonsRepository = ReturnType<typeof createLearnerLessonsRepository>;
