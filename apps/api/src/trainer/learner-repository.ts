import type { ContentState } from '@espace/domain/content/content-states';
import type { NamedUser } from '@espace/domain/display-name';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { ContentStatesOf } from '@espace/domain/lessons/open-to-learner';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Queryable } from '../db/database';

export interface StudentOfClass extends NamedUser {
  id: string;
  email: string;
}

export interface LessonPageRow {
  id: string;
  nodeId: string;
  progress: PageProgress;
  answeredAt: string | null;
  score: { actual?: unknown; max?: unknown } | null;
}

/** A page a reset archived, and when. */
interface ArchivedPageRow extends LessonPageRow {
  archivedAt: string | null;
}

export interface LearnerLesson extends ContentStatesOf {
  id: string;
  classProgramId: string;
  programName: string;
  courseId: string;
  courseTitle: string;
  state: LessonState;
  progress: PageProgress | null;
  score: { actual: number; max: number };
  timeSpent: number;
  startedAt: Date | null;
  endedAt: Date | null;
  enabledSectionIds: string[];
  pages: LessonPageRow[];
  /** The pages of its earlier attempts, in course position order. */
  archivedPages: ArchivedPageRow[];
}

interface LessonRow {
  id: string;
  class_program_id: string;
  program_name: string;
  program_state: ContentState;
  course_id: string;
  course_title: string;
  course_state: ContentState;
  state: LessonState;
  progress: PageProgress | null;
  scoring: { global?: { actual?: unknown; max?: unknown } } | null;
  time_spent: number;
  started_at: Date | null;
  ended_at: Date | null;
  enabled_section_ids: unknown;
  pages: LessonPageRow[];
  archived_pages: ArchivedPageRow[];
}

const points = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What the trainer reads of one learner of a class: the learner, their lessons with their pages, the courses' nodes. */
export function createLearnerRepository(db: Queryable) {
  return {
    /** The learner when they are a STUDENT of the class; undefined otherwise. */
    async findStudent(tenantId: string, classId: string, userId: string): Promise<StudentOfClass | undefined> {
      const [row] = await db.query<StudentOfClass>(
        `SELECT u.id, u.firstname, u.lastname, u.username, u.email FROM users u
          WHERE u.context_id = $1 AND u.id = $3
            AND EXISTS (SELECT 1 FROM class_users cu WHERE cu.context_id = $1 AND cu.class_id = $2 AND cu.user_id = u.id AND cu.role = 'STUDENT')`,
        [tenantId, classId, userId],
      );
      return row;
    },

    /** The learner's live lessons of the class in class program then course order, each with its live pages and those resets archived. */
    async listLessons(tenantId: string, classId: string, userId: string): Promise<LearnerLesson[]> {
      const rows = await db.query<LessonRow>(
        `SELECT l.id, l.class_program_id, p.name AS program_name, p.state AS program_state, l.course_id, co.title AS course_title, co.state AS course_state, l.state, l.progress, l.scoring,
                l.time_spent, l.started_at, l.ended_at, l.enabled_section_ids,
                COALESCE((SELECT json_agg(json_build_object('id', lp.id, 'nodeId', lp.node_id, 'progress', lp.progress, 'answeredAt', lp.answered_at, 'score', lp.results -> 'scoring') ORDER BY lp.position)
                            FROM lesson_pages lp WHERE lp.lesson_id = l.id AND lp.state <> 'ARCHIVED'), '[]') AS pages,
                COALESCE((SELECT json_agg(json_build_object('id', lp.id, 'nodeId', lp.node_id, 'progress', lp.progress, 'answeredAt', lp.answered_at, 'score', lp.results -> 'scoring', 'archivedAt', lp.archived_at) ORDER BY lp.position)
                            FROM lesson_pages lp WHERE lp.lesson_id = l.id AND lp.state = 'ARCHIVED'), '[]') AS archived_pages
           FROM lessons l
           JOIN class_programs cp ON cp.id = l.class_program_id
           JOIN programs p ON p.id = cp.program_id
           JOIN program_courses pc ON pc.id = l.program_course_id
           JOIN courses co ON co.id = l.course_id
          WHERE l.context_id = $1 AND l.class_id = $2 AND l.user_id = $3 AND l.archived_at IS NULL
          ORDER BY cp."order", cp.id, pc."order", pc.id`,
        [tenantId, classId, userId],
      );
      return rows.map((row) => ({
        id: row.id,
        classProgramId: row.class_program_id,
        programName: row.program_name,
        programState: row.program_state,
        courseId: row.course_id,
        courseTitle: row.course_title,
        courseState: row.course_state,
        state: row.state,
        progress: row.progress,
        score: { actual: points(row.scoring?.global?.actual), max: points(row.scoring?.global?.max) },
        timeSpent: row.time_spent,
        startedAt: row.started_at,
        endedAt: row.ended_at,
        enabledSectionIds: Array.isArray(row.enabled_section_ids) ? row.enabled_section_ids.filter((id): id is string => typeof id === 'string') : [],
        pages: row.pages,
        archivedPages: row.archived_pages,
      }));
    },
  };
}
export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
