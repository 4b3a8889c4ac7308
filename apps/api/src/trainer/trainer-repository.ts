import type { ContentStatesOf } from '@espace/domain/lessons/open-to-learner';
import { type DateWindow, openingWindow } from '@espace/domain/opening-window';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Queryable } from '../db/database';
import { CLASS_LEARNER_COLUMNS, type ClassLearner, type ClassLearnerColumns, classLearnerOf } from './class-learner-row';

/** A class the trainer follows, with what its header needs. */
export interface FollowedClass {
  id: string;
  name: string;
  startAt: Date | null;
  expireAt: Date | null;
  expired: boolean;
  programs: { id: string; name: string }[];
  /**
   * Every course of its programs, in class program then course order (draft courses left out), with
   * what decides whether it is open to learners (openToLearner): its and its program's states and its
   * class program's opening window.
   */
  courses: FollowedCourse[];
}

interface FollowedCourse extends ContentStatesOf {
  classProgramId: string;
  programCourseId: string;
  courseId: string;
  title: string;
  programName: string;
  window: DateWindow;
}

/** A course as the class's query packs it: the class program's own dates, as JSON gives them. */
interface CourseJson extends Omit<FollowedCourse, 'window'> {
  startAt: string | null;
  expireAt: string | null;
}

/** One live lesson of a class's learner, as the roster reads it. */
export interface ClassLearnerLesson {
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
}

/** A STUDENT of a class with their live lessons (none yet: an empty list). */
export interface ClassLearnerRow extends ClassLearner {
  lessons: ClassLearnerLesson[];
}

const CLASS_SELECT = `
SELECT c.id, c.name, c.start_at, c.expire_at, c.expired,
       COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY cp."order", cp.id)
                   FROM class_programs cp JOIN programs p ON p.id = cp.program_id WHERE cp.context_id = c.context_id AND cp.class_id = c.id), '[]') AS programs,
       COALESCE((SELECT json_agg(json_build_object('classProgramId', cp.id, 'programCourseId', pc.id, 'courseId', co.id, 'title', co.title, 'programName', p.name,
                                                   'courseState', co.state, 'programState', p.state, 'startAt', cp.start_at, 'expireAt', cp.expire_at) ORDER BY cp."order", cp.id, pc."order", pc.id)
                   FROM class_programs cp JOIN programs p ON p.id = cp.program_id
                   JOIN program_courses pc ON pc.program_id = cp.program_id JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
                  WHERE cp.context_id = c.context_id AND cp.class_id = c.id), '[]') AS courses
  FROM classes c`;
/** The classes the caller follows: $2 teaches them, or $3 follows every class (an admin). */
const FOLLOWED = `c.context_id = $1 AND ($3::boolean OR EXISTS (SELECT 1 FROM class_users t WHERE t.context_id = $1 AND t.class_id = c.id AND t.user_id = $2 AND t.role = 'TEACHER'))`;
/** The classes $2 learns in. */
const LEARNER_OF = `c.context_id = $1 AND EXISTS (SELECT 1 FROM class_users s WHERE s.context_id = $1 AND s.class_id = c.id AND s.user_id = $2 AND s.role = 'STUDENT')`;

interface ClassRow {
  id: string;
  name: string;
  start_at: Date | null;
  expire_at: Date | null;
  expired: boolean;
  programs: FollowedClass['programs'];
  courses: CourseJson[];
}
const isoOf = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());
const toClass = (row: ClassRow): FollowedClass => {
  const classWindow = { from: isoOf(row.start_at), to: isoOf(row.expire_at) };
  const courses = row.courses.map(({ startAt, expireAt, ...course }) => ({
    ...course,
    window: openingWindow(classWindow, { from: isoOf(startAt), to: isoOf(expireAt) }),
  }));
  return { id: row.id, name: row.name, startAt: row.start_at, expireAt: row.expire_at, expired: row.expired, programs: row.programs, courses };
};

/**
 * A lesson as the learners' query packs it: a JSON array rather than a row per lesson, so a class
 * of 500 learners × 10 courses is 500 rows whose lessons the driver reads with one JSON.parse each
 * (a row per lesson, its columns and dates parsed one by one, was half the roster's time).
 * Dates are epoch milliseconds.
 */
type PackedLesson = [
  id: string,
  programCourseId: string,
  courseId: string,
  state: LessonState,
  progress: PageProgress | null,
  actual: unknown,
  max: unknown,
  timeSpent: number,
  startedAt: number | null,
  enabledSectionIds: unknown,
  pageProgress: Record<string, PageProgress> | null,
  lastActivityAt: number | null,
];

interface LearnerRow extends ClassLearnerColumns {
  lessons: PackedLesson[];
}

const points = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
const date = (milliseconds: number | null) => (milliseconds === null ? null : new Date(milliseconds));

function unpackLesson([
  id,
  programCourseId,
  courseId,
  state,
  progress,
  actual,
  max,
  timeSpent,
  startedAt,
  enabledSectionIds,
  pageProgress,
  lastActivityAt,
]: PackedLesson): ClassLearnerLesson {
  return {
    id,
    programCourseId,
    courseId,
    state,
    progress,
    score: { actual: points(actual), max: points(max) },
    timeSpent,
    startedAt: date(startedAt),
    enabledSectionIds: ids(enabledSectionIds),
    pageProgress,
    lastActivityAt: date(lastActivityAt),
  };
}

export const epochMs = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)`;

/**
 * A learner of a class (`class_users cu`, `users u`) with their live lessons, packed by a
 * subquery on the roster index. What the pages say of a lesson (its progress by node, its last
 * activity) is kept on the lesson by the database (migrations/0011_lesson_page_summary.sql), so
 * no page is read: reading a large class's live pages would be much of its roster's time
 * (docs/performance.md#trainer-space). The
 * progress by node is sent only for the lessons whose progression needs it: started and not
 * COMPLETED.
 */
const LEARNER_COLUMNS = `${CLASS_LEARNER_COLUMNS},
       (SELECT COALESCE(json_agg(json_build_array(l.id, l.program_course_id, l.course_id, l.state, l.progress, l.scoring->'global'->'actual', l.scoring->'global'->'max',
                                                  l.time_spent, ${epochMs('l.started_at')}, l.enabled_section_ids,
                                                  CASE WHEN l.started_at IS NOT NULL AND l.progress IS DISTINCT FROM 'COMPLETED' THEN l.page_progress END,
                                                  ${epochMs('GREATEST(l.last_page_at, l.started_at)')})), '[]')
          FROM lessons l
         WHERE l.context_id = cu.context_id AND l.class_id = cu.class_id AND l.user_id = cu.user_id AND l.archived_at IS NULL) AS lessons
  FROM class_users cu
  JOIN users u ON u.id = cu.user_id AND u.context_id = cu.context_id`;
const LEARNERS_OF_CLASSES = `SELECT ${LEARNER_COLUMNS} WHERE cu.context_id = $1 AND cu.class_id = ANY($2::uuid[]) AND cu.role = 'STUDENT'`;
const LEARNERS_OF_CLASS = `SELECT ${LEARNER_COLUMNS} WHERE cu.context_id = $1 AND cu.class_id = $2 AND cu.user_id = ANY($3::uuid[]) AND cu.role = 'STUDENT'`;

/** A learner's row of LEARNER_COLUMNS, read. */
const learnerOf = (row: LearnerRow): ClassLearnerRow => ({ ...classLearnerOf(row), lessons: row.lessons.map(unpackLesson) });

/** The SQL of the trainer's space: every method is scoped to the tenant and to the classes the caller follows. */
export function createTrainerRepository(db: Queryable) {
  return {
    async listFollowedClasses(tenantId: string, userId: string, everyClass: boolean): Promise<FollowedClass[]> {
      const rows = await db.query<ClassRow>(`${CLASS_SELECT} WHERE ${FOLLOWED} ORDER BY c.start_at DESC NULLS LAST, c.name, c.id`, [
        tenantId,
        userId,
        everyClass,
      ]);
      return rows.map(toClass);
    },

    /** The class when the caller follows it; undefined otherwise (another trainer's or tenant's class is no class). */
    async findFollowedClass(tenantId: string, userId: string, everyClass: boolean, classId: string): Promise<FollowedClass | undefined> {
      const [row] = await db.query<ClassRow>(`${CLASS_SELECT} WHERE ${FOLLOWED} AND c.id = $4`, [tenantId, userId, everyClass, classId]);
      return row && toClass(row);
    },

    /** The classes $2 is a STUDENT of, newest first, as the trainer's space reads a class. */
    async listClassesOfLearner(tenantId: string, userId: string): Promise<FollowedClass[]> {
      const rows = await db.query<ClassRow>(`${CLASS_SELECT} WHERE ${LEARNER_OF} ORDER BY c.start_at DESC NULLS LAST, c.name, c.id`, [tenantId, userId]);
      return rows.map(toClass);
    },

    /** The class when $2 is a STUDENT of it; undefined otherwise. */
    async findClassOfLearner(tenantId: string, userId: string, classId: string): Promise<FollowedClass | undefined> {
      const [row] = await db.query<ClassRow>(`${CLASS_SELECT} WHERE ${LEARNER_OF} AND c.id = $3`, [tenantId, userId, classId]);
      return row && toClass(row);
    },

    async classHoldsProgram(tenantId: string, classId: string, classProgramId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM class_programs WHERE context_id = $1 AND class_id = $2 AND id = $3', [tenantId, classId, classProgramId]);
      return rows.length > 0;
    },

    /** Every STUDENT of these classes with their live lessons, in one query whatever the number of learners. */
    async listClassLearners(tenantId: string, classIds: readonly string[]): Promise<ClassLearnerRow[]> {
      const rows = await db.query<LearnerRow>(LEARNERS_OF_CLASSES, [tenantId, classIds]);
      return rows.map(learnerOf);
    },

    /** These STUDENTs of a class with their live lessons (the others asked for left out), in no order. */
    async listLearnersOf(tenantId: string, classId: string, userIds: readonly string[]): Promise<ClassLearnerRow[]> {
      const rows = await db.query<LearnerRow>(LEARNERS_OF_CLASS, [tenantId, classId, userIds]);
      return rows.map(learnerOf);
    },
  };
}
export type TrainerRepository = ReturnType<typeof createTrainerRepository>;
