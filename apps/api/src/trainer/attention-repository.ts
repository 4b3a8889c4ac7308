import { type CourseDue, effectiveDue } from '@espace/domain/lessons/due-dates';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Queryable } from '../db/database';
import { CLASS_LEARNER_COLUMNS, type ClassLearner, type ClassLearnerColumns, classLearnerOf } from './class-learner-row';
import { epochMs } from './trainer-repository';

/** A live lesson of a learner, as « À suivre » reads it: its course is found in the class's courses. */
interface AttentionLessonRecord {
  programCourseId: string;
  state: LessonState;
  startedAt: Date | null;
  progress: PageProgress | null;
  due: CourseDue | null;
  certifying: boolean;
  score: { actual: number; max: number };
  endedAt: Date | null;
}

/** An active STUDENT of a class, with what says whether they need attention. */
interface AttentionLearnerRecord extends ClassLearner {
  lastActivityAt: Date | null;
  lessons: AttentionLessonRecord[];
}

type PackedLesson = [
  programCourseId: string,
  state: LessonState,
  startedAt: number | null,
  progress: PageProgress | null,
  classDueOn: string | null,
  extensionDueOn: string | null,
  actual: unknown,
  max: unknown,
  endedAt: number | null,
  certifying: boolean,
];

interface Row extends ClassLearnerColumns {
  last_activity_at: Date | null;
  lessons: PackedLesson[];
}

const points = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Every active STUDENT of these classes (neither deactivated nor anonymised: no one to remind) with their live lessons packed as one JSON array (the
 * roster's shape: a row per learner, not per lesson), each lesson with when it was opened, its due
 * day and the learner's extension of it, and whether its course is certifying (one hashed set of
 * the tenant's certifying courses, not a lookup per lesson). Their last activity is the roster's:
 * their latest answered or opened page.
 */
const ATTENTION_FACTS = `
SELECT ${CLASS_LEARNER_COLUMNS}, ls.last_activity_at, ls.lessons
  FROM class_users cu
  JOIN users u ON u.id = cu.user_id AND u.context_id = cu.context_id AND u.deactivated_at IS NULL AND u.erased_at IS NULL
 CROSS JOIN LATERAL (
       SELECT max(GREATEST(l.last_page_at, l.started_at)) AS last_activity_at,
              COALESCE(json_agg(json_build_array(l.program_course_id, l.state, ${epochMs('l.started_at')}, l.progress, d.due_on::text, e.due_on::text,
                                                 l.scoring->'global'->'actual', l.scoring->'global'->'max', ${epochMs('l.ended_at')},
                                                 l.course_id IN (SELECT co.id FROM courses co WHERE co.context_id = $1 AND (co.settings->>'certifying')::boolean))), '[]') AS lessons
         FROM lessons l
         LEFT JOIN course_due_dates d ON d.context_id = l.context_id AND d.class_program_id = l.class_program_id AND d.program_course_id = l.program_course_id
         LEFT JOIN due_date_extensions e ON e.context_id = l.context_id AND e.class_program_id = l.class_program_id
                                        AND e.program_course_id = l.program_course_id AND e.user_id = l.user_id
        WHERE l.context_id = cu.context_id AND l.class_id = cu.class_id AND l.user_id = cu.user_id AND l.archived_at IS NULL) ls
 WHERE cu.context_id = $1 AND cu.class_id = ANY($2::uuid[]) AND cu.role = 'STUDENT'`;

/** What the trainer's « À suivre » reads (docs/trainers.md#needs-attention-today); tenant first, one query whatever the number of learners. */
export function createAttentionRepository(db: Queryable) {
  return {
    async learnersOf(tenantId: string, classIds: readonly string[]): Promise<AttentionLearnerRecord[]> {
      const rows = await db.query<Row>(ATTENTION_FACTS, [tenantId, classIds]);
      return rows.map((row) => ({
        ...classLearnerOf(row),
        lastActivityAt: row.last_activity_at,
        lessons: row.lessons.map(([programCourseId, state, startedAt, progress, classDueOn, extensionDueOn, actual, max, endedAt, certifying]) => ({
          programCourseId,
          state,
          startedAt: startedAt === null ? null : new Date(startedAt),
          progress,
          due: effectiveDue(classDueOn, extensionDueOn),
          certifying,
          score: { actual: points(actual), max: points(max) },
          endedAt: endedAt === null ? null : new Date(endedAt),
        })),
      }));
    },
  };
}
export type AttentionRepository = ReturnType<typeof createAttentionRepository>;
