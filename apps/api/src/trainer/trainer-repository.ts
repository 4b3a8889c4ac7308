import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Queryable } from '../db/database';

/** A class the trainer follows, with what its header needs. */
export interface FollowedClass {
  id: string;
  name: string;
  startAt: Date | null;
  expireAt: Date | null;
  expired: boolean;
  programs: { id: string; name: string }[];
  /** Every course of its programs, in class program then course order (draft courses left out). */
  courses: { programCourseId: string; courseId: string; title: string; programName: string }[];
}

/** A STUDENT of a class and one of their live lessons (none: `lesson` null). */
export interface LearnerLessonRow {
  classId: string;
  userId: string;
  enrolledAt: Date;
  user: { firstname: string | null; lastname: string | null; username: string | null; email: string };
  lesson: null | {
    id: string;
    programCourseId: string;
    courseId: string;
    state: LessonState;
    progress: PageProgress | null;
    score: { actual: number; max: number };
    timeSpent: number;
    startedAt: Date | null;
    enabledSectionIds: string[];
    /** The progress of its live pages by node, only for a lesson started and not COMPLETED (its progression needs them). */
    pageProgress: Record<string, PageProgress> | null;
    lastActivityAt: Date | null;
  };
}

const CLASS_SELECT = `
SELECT c.id, c.name, c.start_at, c.expire_at, c.expired,
       COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY cp."order", cp.id)
                   FROM class_programs cp JOIN programs p ON p.id = cp.program_id WHERE cp.context_id = c.context_id AND cp.class_id = c.id), '[]') AS programs,
       COALESCE((SELECT json_agg(json_build_object('programCourseId', pc.id, 'courseId', co.id, 'title', co.title, 'programName', p.name) ORDER BY cp."order", cp.id, pc."order", pc.id)
                   FROM class_programs cp JOIN programs p ON p.id = cp.program_id
                   JOIN program_courses pc ON pc.program_id = cp.program_id JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
                  WHERE cp.context_id = c.context_id AND cp.class_id = c.id), '[]') AS courses
  FROM classes c`;
/** The classes the caller follows: $2 teaches them, or $3 follows every class (an admin). */
const FOLLOWED = `c.context_id = $1 AND ($3::boolean OR EXISTS (SELECT 1 FROM class_users t WHERE t.context_id = $1 AND t.class_id = c.id AND t.user_id = $2 AND t.role = 'TEACHER'))`;

interface ClassRow {
  id: string;
  name: string;
  start_at: Date | null;
  expire_at: Date | null;
  expired: boolean;
  programs: FollowedClass['programs'];
  courses: FollowedClass['courses'];
}
const toClass = (row: ClassRow): FollowedClass => ({ id: row.id, name: row.name, startAt: row.start_at, expireAt: row.expire_at, expired: row.expired, programs: row.programs, courses: row.courses });

interface LessonRow {
  class_id: string;
  user_id: string;
  enrolled_at: Date;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  lesson_id: string | null;
  program_course_id: string;
  course_id: string;
  state: LessonState;
  progress: PageProgress | null;
  scoring: { global?: { actual?: unknown; max?: unknown } } | null;
  time_spent: number;
  started_at: Date | null;
  enabled_section_ids: unknown;
  page_progress: Record<string, PageProgress> | null;
  last_at: Date | null;
}

const points = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** The SQL of the trainer's space: every method is scoped to the tenant and to the classes the caller follows. */
/**
 * Every STUDENT of these classes with each of their live lessons: a whole class's, or one learner's.
 * Two SQL texts rather than `$3 IS NULL OR …`: a prepared statement's generic plan for the
 * either-or form nested its loops over every lesson page per learner (25 s for a class of 500
 * learners × 10 courses, against 40 ms for each text planned on its own).
 */
function learnerLessonsSql(oneLearner: boolean): string {
  const learner = (column: string) => (oneLearner ? ` AND ${column} = $3::uuid` : '');
  return `WITH pages AS (
           -- Every live page of these classes' live lessons, grouped by lesson in one pass (a hash
           -- aggregate; a lookup per lesson cost 13 µs × 5,000 lessons). The progress by node only
           -- for the lessons whose progression needs it: started and not COMPLETED.
           SELECT lp.lesson_id,
                  jsonb_object_agg(lp.node_id, lp.progress) FILTER (WHERE l.started_at IS NOT NULL AND l.progress IS DISTINCT FROM 'COMPLETED') AS page_progress,
                  max(COALESCE(lp.answered_at, lp.started_at)) AS last_at
             FROM lesson_pages lp JOIN lessons l ON l.id = lp.lesson_id
            WHERE l.context_id = $1 AND l.class_id = ANY($2::uuid[]) AND l.archived_at IS NULL AND lp.state <> 'ARCHIVED'${learner('l.user_id')}
            GROUP BY lp.lesson_id)
         SELECT cu.class_id, cu.user_id, cu.created_at AS enrolled_at, u.firstname, u.lastname, u.username, u.email,
                l.id AS lesson_id, l.program_course_id, l.course_id, l.state, l.progress, l.scoring, l.time_spent, l.started_at, l.enabled_section_ids,
                pg.page_progress, GREATEST(pg.last_at, l.started_at) AS last_at
           FROM class_users cu
           JOIN users u ON u.id = cu.user_id AND u.context_id = cu.context_id
           LEFT JOIN lessons l ON l.context_id = cu.context_id AND l.class_id = cu.class_id AND l.user_id = cu.user_id AND l.archived_at IS NULL
           LEFT JOIN pages pg ON pg.lesson_id = l.id
          WHERE cu.context_id = $1 AND cu.class_id = ANY($2::uuid[]) AND cu.role = 'STUDENT'${learner('cu.user_id')}`;
}
const LEARNER_LESSONS_OF_CLASSES = learnerLessonsSql(false);
const LEARNER_LESSONS_OF_ONE = learnerLessonsSql(true);

export function createTrainerRepository(db: Queryable) {
  return {
    async listFollowedClasses(tenantId: string, userId: string, everyClass: boolean): Promise<FollowedClass[]> {
      const rows = await db.query<ClassRow>(`${CLASS_SELECT} WHERE ${FOLLOWED} ORDER BY c.start_at DESC NULLS LAST, c.name, c.id`, [tenantId, userId, everyClass]);
      return rows.map(toClass);
    },

    /** The class when the caller follows it; undefined otherwise (another trainer's or tenant's class is no class). */
    async findFollowedClass(tenantId: string, userId: string, everyClass: boolean, classId: string): Promise<FollowedClass | undefined> {
      const [row] = await db.query<ClassRow>(`${CLASS_SELECT} WHERE ${FOLLOWED} AND c.id = $4`, [tenantId, userId, everyClass, classId]);
      return row && toClass(row);
    },

    async classHoldsProgram(tenantId: string, classId: string, classProgramId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM class_programs WHERE context_id = $1 AND class_id = $2 AND id = $3', [tenantId, classId, classProgramId]);
      return rows.length > 0;
    },

    /**
     * Every STUDENT of these classes with each of their live lessons, in one query whatever the
     * number of learners (the roster of 500 learners × 10 courses is this and the course nodes).
     */
    async listLearnerLessons(tenantId: string, classIds: readonly string[], userId: string | null = null): Promise<LearnerLessonRow[]> {
      const rows = await db.query<LessonRow>(
        userId === null ? LEARNER_LESSONS_OF_CLASSES : LEARNER_LESSONS_OF_ONE,
        userId === null ? [tenantId, classIds] : [tenantId, classIds, userId],
      );
      return rows.map((row) => ({
        classId: row.class_id,
        userId: row.user_id,
        enrolledAt: row.enrolled_at,
        user: { firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
        lesson:
          row.lesson_id === null
            ? null
            : {
                id: row.lesson_id,
                programCourseId: row.program_course_id,
                courseId: row.course_id,
                state: row.state,
                progress: row.progress,
                score: { actual: points(row.scoring?.global?.actual), max: points(row.scoring?.global?.max) },
                timeSpent: row.time_spent,
                startedAt: row.started_at,
                enabledSectionIds: ids(row.enabled_section_ids),
                pageProgress: row.page_progress,
                lastActivityAt: row.last_at,
              },
      }));
    },
  };
}
export type TrainerRepository = ReturnType<typeof createTrainerRepository>;
