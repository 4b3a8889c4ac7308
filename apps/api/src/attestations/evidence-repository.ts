import type { Queryable } from '../db/database';

/** A sign-in (a session opened) of a learner. */
export interface SignInRow {
  userId: string;
  at: Date;
  /** When it was closed, or expires. */
  endedAt: Date;
}

/** A page of a learner's lesson in the class (archived ones left out), with its times and its score. */
export interface PageRow {
  userId: string;
  lessonId: string;
  programCourseId: string;
  courseId: string;
  enabledSectionIds: string[];
  lessonProgress: 'ONGOING' | 'COMPLETED' | null;
  lessonEndedAt: Date | null;
  nodeId: string;
  pageTitle: string;
  progress: 'ONGOING' | 'COMPLETED';
  startedAt: Date;
  answeredAt: Date | null;
  /** Seconds. */
  timeSpent: number;
  /** Its points, when the page scores (an exercise). */
  scoring: { actual: number; max: number } | null;
}

export type TutoringKind = 'logbookNote' | 'logbookReply' | 'messageFromLearner' | 'messageFromTrainer';

/** An exchange between a learner and their trainers. */
export interface TutoringRow {
  learnerId: string;
  at: Date;
  kind: TutoringKind;
  author: { firstname: string | null; lastname: string | null; username: string | null; email: string };
  subject: string | null;
  text: string;
}

export interface ReviewRow {
  userId: string;
  programName: string;
  ratio: number;
  comment: string | null;
  at: Date;
}

/**
 * What a class's evidence pack reads of its learners besides the roster (docs/privacy.md#qualiopi-evidence-pack):
 * read only, each statement scoped to the tenant and to the class's learners named, `userIds` a batch of them.
 * The tables are the areas' own (auth/'s sessions, lessons/', logbook/', messages/', reviews/'): nothing here writes.
 */
export function createEvidenceRepository(db: Queryable) {
  return {
    /** Their sign-ins opened within the class's dates (either open), oldest first. */
    async signIns(tenantId: string, userIds: readonly string[], within: { from: Date | null; to: Date | null }): Promise<SignInRow[]> {
      const rows = await db.query<{ user_id: string; created_at: Date; ended_at: Date }>(
        `SELECT user_id, created_at, LEAST(expires_at, COALESCE(revoked_at, expires_at)) AS ended_at FROM sessions
          WHERE context_id = $1 AND user_id = ANY($2::uuid[])
            AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)
          ORDER BY user_id, created_at, id`,
        [tenantId, userIds, within.from, within.to],
      );
      return rows.map((row) => ({ userId: row.user_id, at: row.created_at, endedAt: row.ended_at }));
    },

    /** The pages of their lessons of the class, each lesson's in the order they were opened. */
    async pages(tenantId: string, classId: string, userIds: readonly string[]): Promise<PageRow[]> {
      const rows = await db.query<{
        user_id: string;
        lesson_id: string;
        program_course_id: string;
        course_id: string;
        enabled_section_ids: string[] | null;
        lesson_progress: 'ONGOING' | 'COMPLETED' | null;
        ended_at: Date | null;
        node_id: string;
        page_title: string;
        progress: 'ONGOING' | 'COMPLETED';
        started_at: Date;
        answered_at: Date | null;
        time_spent: number;
        scoring: { actual?: unknown; max?: unknown } | null;
      }>(
        `SELECT l.user_id, l.id AS lesson_id, l.program_course_id, l.course_id, l.enabled_section_ids, l.progress AS lesson_progress, l.ended_at,
                lp.node_id, COALESCE(n.title, '') AS page_title, lp.progress, lp.started_at, lp.answered_at, lp.time_spent, lp.results -> 'scoring' AS scoring
           FROM lessons l
           JOIN lesson_pages lp ON lp.lesson_id = l.id AND lp.context_id = l.context_id AND lp.state <> 'ARCHIVED'
           JOIN course_nodes n ON n.id = lp.node_id
          WHERE l.context_id = $1 AND l.class_id = $2 AND l.user_id = ANY($3::uuid[]) AND l.archived_at IS NULL
          ORDER BY l.user_id, l.id, lp.started_at, lp.position`,
        [tenantId, classId, userIds],
      );
      const points = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
      return rows.map((row) => ({
        userId: row.user_id,
        lessonId: row.lesson_id,
        programCourseId: row.program_course_id,
        courseId: row.course_id,
        enabledSectionIds: Array.isArray(row.enabled_section_ids) ? row.enabled_section_ids : [],
        lessonProgress: row.lesson_progress,
        lessonEndedAt: row.ended_at,
        nodeId: row.node_id,
        pageTitle: row.page_title,
        progress: row.progress,
        startedAt: row.started_at,
        answeredAt: row.answered_at,
        timeSpent: row.time_spent,
        scoring: row.scoring !== null && points(row.scoring.max) > 0 ? { actual: points(row.scoring.actual), max: points(row.scoring.max) } : null,
      }));
    },

    /**
     * Their exchanges with their trainers: their log-book (notes of the class or of none, and the
     * replies under them), and their threads with the class's teachers or about the class (a class
     * message reached them in their thread), oldest first.
     */
    async tutoring(tenantId: string, classId: string, userIds: readonly string[]): Promise<TutoringRow[]> {
      const rows = await db.query<{
        learner_id: string;
        at: Date;
        kind: TutoringKind;
        firstname: string | null;
        lastname: string | null;
        username: string | null;
        email: string;
        subject: string | null;
        text: string;
      }>(
        `SELECT * FROM (
           SELECT lb.student_id AS learner_id, lb.created_at AS at,
                  CASE WHEN lb.parent_id IS NULL THEN 'logbookNote' ELSE 'logbookReply' END AS kind,
                  au.firstname, au.lastname, au.username, au.email, lb.title AS subject, lb.message AS text
             FROM log_book_records lb JOIN users au ON au.id = lb.user_id
             LEFT JOIN log_book_records parent ON parent.id = lb.parent_id
            WHERE lb.context_id = $1 AND lb.student_id = ANY($3::uuid[])
              AND (COALESCE(lb.class_id, parent.class_id) = $2 OR COALESCE(lb.class_id, parent.class_id) IS NULL)
           UNION ALL
           SELECT t.learner_id, m.created_at,
                  CASE WHEN m.author_id = t.learner_id THEN 'messageFromLearner' ELSE 'messageFromTrainer' END,
                  au.firstname, au.lastname, au.username, au.email, m.subject, m.body
             FROM thread_messages m
             JOIN message_threads t ON t.id = m.thread_id AND t.context_id = m.context_id
             JOIN users au ON au.id = m.author_id
            WHERE m.context_id = $1 AND t.learner_id = ANY($3::uuid[])
              AND (t.class_id = $2 OR EXISTS (SELECT 1 FROM class_users cu
                                               WHERE cu.context_id = $1 AND cu.class_id = $2 AND cu.user_id = t.trainer_id AND cu.role = 'TEACHER'))
         ) exchanges
         ORDER BY learner_id, at`,
        [tenantId, classId, userIds],
      );
      return rows.map((row) => ({
        learnerId: row.learner_id,
        at: row.at,
        kind: row.kind,
        author: { firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
        subject: row.subject,
        text: row.text,
      }));
    },

    /** Their reviews of the class's programs, oldest first. */
    async reviews(tenantId: string, classId: string, userIds: readonly string[]): Promise<ReviewRow[]> {
      const rows = await db.query<{ user_id: string; program_name: string; ratio: string | number; comment: string | null; created_at: Date }>(
        `SELECT r.user_id, p.name AS program_name, r.ratio, r.comment, r.created_at
           FROM reviews r JOIN programs p ON p.id = r.resource_id
          WHERE r.context_id = $1 AND r.user_id = ANY($3::uuid[]) AND r.resource_type = 'Program'
            AND (r.class_id = $2 OR r.resource_id IN (SELECT cp.program_id FROM class_programs cp WHERE cp.context_id = $1 AND cp.class_id = $2))
          ORDER BY r.user_id, r.created_at`,
        [tenantId, classId, userIds],
      );
      return rows.map((row) => ({ userId: row.user_id, programName: row.program_name, ratio: Number(row.ratio), comment: row.comment, at: row.created_at }));
    },
  };
}
export type EvidenceRepository = ReturnType<typeof createEvidenceRepository>;
