import type { NamedUser } from '@espace/domain/display-name';
import type { Queryable } from '../db/database';

export interface AnsweredPage {
  lessonId: string;
  pageId: string;
  courseId: string;
  nodeId: string;
}

/** Who answered a page and in which lesson and class. */
export interface CorrectedPageOwner {
  lessonId: string;
  classId: string;
  learnerId: string;
  learner: NamedUser;
}

interface OwnerRow {
  lesson_id: string;
  class_id: string;
  user_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
}

export function createCorrectionRepository(db: Queryable) {
  return {
    /** The owner of a live page of this tenant; undefined for an unknown, archived or other tenant's page. */
    async findPageOwner(tenantId: string, pageId: string, tx: Queryable = db): Promise<CorrectedPageOwner | undefined> {
      const [row] = await tx.query<OwnerRow>(
        `SELECT l.id AS lesson_id, l.class_id, u.id AS user_id, u.firstname, u.lastname, u.username, u.email
           FROM lesson_pages lp
           JOIN lessons l ON l.id = lp.lesson_id AND l.context_id = lp.context_id AND l.archived_at IS NULL
           JOIN users u ON u.id = l.user_id AND u.context_id = l.context_id
          WHERE lp.context_id = $1 AND lp.id = $2 AND lp.state <> 'ARCHIVED'`,
        [tenantId, pageId],
      );
      if (!row) return undefined;
      const { firstname, lastname, username, email } = row;
      return { lessonId: row.lesson_id, classId: row.class_id, learnerId: row.user_id, learner: { firstname, lastname, username, email } };
    },

    /**
     * The learner's answered pages (live, of live lessons) in the class, lesson by lesson in class
     * program then course order, with their course and node (their order within a lesson is the
     * course's page sequence); one query.
     */
    async listAnsweredPages(tenantId: string, learnerId: string, classId: string, tx: Queryable = db): Promise<AnsweredPage[]> {
      return tx.query<AnsweredPage>(
        `SELECT l.id AS "lessonId", lp.id AS "pageId", l.course_id AS "courseId", lp.node_id AS "nodeId"
           FROM lesson_pages lp
           JOIN lessons l ON l.id = lp.lesson_id AND l.context_id = lp.context_id AND l.archived_at IS NULL
           JOIN class_programs cp ON cp.id = l.class_program_id
           JOIN program_courses pc ON pc.id = l.program_course_id
          WHERE lp.context_id = $1 AND l.user_id = $2 AND l.class_id = $3 AND lp.state <> 'ARCHIVED' AND lp.answered_at IS NOT NULL
          ORDER BY cp."order", cp.id, pc."order", pc.id, lp.position, lp.id`,
        [tenantId, learnerId, classId],
      );
    },

    /** The user's system roles and whether they teach the class (class user with role TEACHER), in one query. */
    async correctorStanding(tenantId: string, userId: string, classId: string, tx: Queryable = db): Promise<{ roles: string[]; teachesClass: boolean }> {
      const [row] = await tx.query<{ roles: string[]; teaches_class: boolean }>(
        `SELECT COALESCE((SELECT json_agg(r.name) FROM role_users ru JOIN roles r ON r.id = ru.role_id
                           WHERE ru.context_id = $1 AND ru.principal_type = 'USER' AND ru.principal_id = $2), '[]') AS roles,
                EXISTS (SELECT 1 FROM class_users cu
                         WHERE cu.context_id = $1 AND cu.user_id = $2 AND cu.class_id = $3 AND cu.role = 'TEACHER') AS teaches_class`,
        [tenantId, userId, classId],
      );
      return { roles: row?.roles ?? [], teachesClass: row?.teaches_class === true };
    },
  };
}
export type CorrectionRepository = ReturnType<typeof createCorrectionRepository>;
