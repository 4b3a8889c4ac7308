import type { ContentState } from '@espace/domain/content/content-states';
import { effectiveDue } from '@espace/domain/lessons/due-dates';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { isLessonEnded, type PageProgress } from '@espace/domain/lessons/progress';
import type { NotificationKind } from '@espace/domain/notifications/notification-kinds';
import { courseMessageKinds, type ReminderCourse, reminderKinds, type ReminderSpans } from '@espace/domain/notifications/reminders';
import { openingWindow } from '@espace/domain/opening-window';
import type { Database } from '../db/database';

interface CandidateRow {
  user_id: string;
  lesson_id: string;
  course_title: string;
  state: LessonState;
  progress: PageProgress | null;
  started_at: Date | null;
  available_since: Date;
  last_activity_at: Date | null;
  program_state: ContentState;
  course_state: ContentState;
  class_start_at: Date | null;
  class_expire_at: Date | null;
  cp_start_at: Date | null;
  cp_expire_at: Date | null;
  class_due_on: string | null;
  extension_due_on: string | null;
  told: { kind: NotificationKind; key: string; at: string }[];
}

/** A rule whose reminder this lesson was not told yet. */
const untold = (kind: NotificationKind) => `NOT ('${kind}' = ANY (COALESCE(t.kinds, '{}')))`;

/**
 * The learners' lessons a rule on may remind of: live lessons AVAILABLE and not finished, of
 * published content, in classes open to them now (their window and the class program's), of active
 * learners who are STUDENTs of the class; within each rule's span (null: the rule is off), its
 * reminder not told yet. Each row carries what the learner was told of that course (`told`), which
 * reminderFor reads to tell one thing a day: every reminder and due-date notice of it, and its
 * opening if recent. The query reads some learners ($11) of one class ($10): those are read once for these learners,
 * learner by learner through their notifications' index (a scan of the tenant's notifications
 * filtered to the class, which the planner chose while the pass wrote thousands of them unseen
 * by its statistics, grew from 15 to 70 ms a class over the pass), and joined by hash, no
 * subquery per lesson (docs/performance.md#reminders).
 */
const CANDIDATES_SQL = `
WITH told AS MATERIALIZED (
  SELECT cu.user_id, n.lesson_id, n.kinds, n.told
    FROM class_users cu
   CROSS JOIN LATERAL (
         SELECT n.params->>'lessonId' AS lesson_id, array_agg(n.kind) AS kinds,
                json_agg(json_build_object('kind', n.kind, 'key', n.dedup_key, 'at', n.created_at)) AS told
           FROM notifications n
          WHERE n.context_id = cu.context_id AND n.user_id = cu.user_id AND n.kind = ANY($8::text[]) AND (n.kind <> 'lesson.opened' OR n.created_at > $9)
          GROUP BY n.params->>'lessonId') n
   WHERE cu.context_id = $1 AND cu.class_id = $10 AND cu.role = 'STUDENT' AND cu.user_id = ANY($11::uuid[])
)
SELECT l.user_id, l.id AS lesson_id, co.title AS course_title, l.state, l.progress, l.started_at, l.updated_at AS available_since,
       COALESCE(l.last_page_at, l.started_at) AS last_activity_at, p.state AS program_state, co.state AS course_state,
       c.start_at AS class_start_at, c.expire_at AS class_expire_at, cp.start_at AS cp_start_at, cp.expire_at AS cp_expire_at,
       d.due_on::text AS class_due_on, e.due_on::text AS extension_due_on, COALESCE(t.told, '[]') AS told
  FROM lessons l
  JOIN classes c ON c.context_id = l.context_id AND c.id = l.class_id AND NOT c.expired
  JOIN class_programs cp ON cp.context_id = l.context_id AND cp.id = l.class_program_id
  JOIN programs p ON p.id = cp.program_id AND p.state = 'PUBLISHED'
  JOIN program_courses pc ON pc.id = l.program_course_id
  JOIN courses co ON co.id = pc.course_id AND co.state = 'PUBLISHED'
  JOIN users u ON u.id = l.user_id AND u.deactivated_at IS NULL
  LEFT JOIN course_due_dates d ON d.context_id = l.context_id AND d.class_program_id = l.class_program_id AND d.program_course_id = l.program_course_id
  LEFT JOIN due_date_extensions e ON e.context_id = l.context_id AND e.class_program_id = l.class_program_id
                                 AND e.program_course_id = l.program_course_id AND e.user_id = l.user_id
  LEFT JOIN told t ON t.user_id = l.user_id AND t.lesson_id = l.id::text
 WHERE l.context_id = $1 AND l.class_id = $10 AND l.user_id = ANY($11::uuid[]) AND l.archived_at IS NULL AND l.state = 'AVAILABLE' AND l.progress IS DISTINCT FROM 'COMPLETED'
   AND EXISTS (SELECT 1 FROM class_users cu WHERE cu.context_id = l.context_id AND cu.class_id = l.class_id AND cu.user_id = l.user_id AND cu.role = 'STUDENT')
   AND (c.start_at IS NULL OR c.start_at <= $2) AND (c.expire_at IS NULL OR c.expire_at >= $2)
   AND (cp.start_at IS NULL OR cp.start_at <= $2) AND (cp.expire_at IS NULL OR cp.expire_at >= $2)
   AND (($3::timestamptz IS NOT NULL AND l.started_at IS NULL AND l.progress IS NULL
         AND GREATEST(l.updated_at, c.start_at, cp.start_at) < $3 AND ${untold(reminderKinds.notStarted)})
     OR ($4::timestamptz IS NOT NULL AND (l.started_at IS NOT NULL OR l.progress IS NOT NULL)
         AND GREATEST(COALESCE(l.last_page_at, l.started_at, l.updated_at), c.start_at, cp.start_at) < $4 AND ${untold(reminderKinds.inactive)})
     OR ($5::date IS NOT NULL AND GREATEST(d.due_on, e.due_on) BETWEEN $5::date AND $6::date AND ${untold(reminderKinds.dueSoon)})
     OR ($7::date IS NOT NULL AND GREATEST(d.due_on, e.due_on) <= $7::date AND ${untold(reminderKinds.overdue)}))
 ORDER BY l.user_id, l.id`;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** What the reminder pass reads (docs/trainers.md#automatic-reminders); it writes nothing: reminders are told through `notify`. */
export function createRemindersRepository(db: Database) {
  return {
    /** The tenant's classes open at `now`, each with its learners (STUDENTs) by id: the reminder pass reads them a slice of learners at a time. */
    async openClasses(tenantId: string, now: Date): Promise<{ classId: string; learnerIds: string[] }[]> {
      const rows = await db.query<{ id: string; learner_ids: string[] }>(
        `SELECT c.id,
                ARRAY(SELECT cu.user_id FROM class_users cu WHERE cu.context_id = c.context_id AND cu.class_id = c.id AND cu.role = 'STUDENT' ORDER BY cu.user_id) AS learner_ids
           FROM classes c
          WHERE c.context_id = $1 AND NOT c.expired AND (c.start_at IS NULL OR c.start_at <= $2) AND (c.expire_at IS NULL OR c.expire_at >= $2)
          ORDER BY c.id`,
        [tenantId, now],
      );
      return rows.map((row) => ({ classId: row.id, learnerIds: row.learner_ids }));
    },

    /** The courses of these learners of one class the rules on may remind of at `now`, within `spans`. */
    async candidates(tenantId: string, classId: string, learnerIds: readonly string[], spans: ReminderSpans, now: Date): Promise<ReminderCourse[]> {
      // PostgreSQL's JIT compiles a plan this size for seconds, longer than it runs: off for this query alone.
      const rows = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL jit = off');
        return tx.query<CandidateRow>(CANDIDATES_SQL, [
          tenantId,
          now,
          spans.notStartedBefore,
          spans.inactiveBefore,
          spans.dueSoon?.from ?? null,
          spans.dueSoon?.to ?? null,
          spans.overdueUpTo,
          courseMessageKinds,
          // reminderFor asks of a course opened whether it was today (a day is 25 hours at most): two days hold it.
          new Date(now.getTime() - 2 * 86_400_000),
          classId,
          learnerIds,
        ]);
      });
      return rows.map((row) => ({
        userId: row.user_id,
        lessonId: row.lesson_id,
        course: row.course_title,
        state: row.state,
        started: row.started_at !== null || row.progress !== null,
        ended: isLessonEnded(row),
        availableSince: row.available_since,
        lastActivityAt: row.last_activity_at,
        due: effectiveDue(row.class_due_on, row.extension_due_on),
        programState: row.program_state,
        courseState: row.course_state,
        window: openingWindow({ from: iso(row.class_start_at), to: iso(row.class_expire_at) }, { from: iso(row.cp_start_at), to: iso(row.cp_expire_at) }),
        // The query keeps open classes only.
        classClosed: false,
        told: row.told.map((told) => ({ kind: told.kind, key: told.key, at: new Date(told.at) })),
      }));
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
