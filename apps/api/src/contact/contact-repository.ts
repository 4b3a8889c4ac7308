import type { Locale } from '@espace/contracts/context';
import type { Queryable } from '../db/database';

export interface MailableUser {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  preferredLocale: Locale | null;
}

interface UserRow {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  preferred_locale: Locale | null;
}

const toUser = (row: UserRow): MailableUser => ({ id: row.id, email: row.email, firstname: row.firstname, lastname: row.lastname, username: row.username, preferredLocale: row.preferred_locale });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createContactRepository(db: Queryable) {
  return {
    async findUser(tenantId: string, userId: string): Promise<MailableUser | null> {
      const [row] = await db.query<UserRow>('SELECT id, email, firstname, lastname, username, preferred_locale FROM users WHERE context_id = $1 AND id = $2', [tenantId, userId]);
      return row ? toUser(row) : null;
    },

    /** The recipient when they are a TEACHER of a class the learner follows as STUDENT (that class only, when given). */
    async findTeacherOf(tenantId: string, learnerId: string, recipientId: string, classId: string | null): Promise<MailableUser | null> {
      if (!UUID.test(recipientId) || (classId !== null && !UUID.test(classId))) return null;
      const [row] = await db.query<UserRow>(
        `SELECT u.id, u.email, u.firstname, u.lastname, u.username, u.preferred_locale FROM users u
          WHERE u.context_id = $1 AND u.id = $3 AND EXISTS (
            SELECT 1 FROM class_users t JOIN class_users s ON s.class_id = t.class_id AND s.user_id = $2 AND s.role = 'STUDENT'
             WHERE t.context_id = $1 AND t.user_id = u.id AND t.role = 'TEACHER' AND ($4::uuid IS NULL OR t.class_id = $4::uuid))`,
        [tenantId, learnerId, recipientId, classId],
      );
      return row ? toUser(row) : null;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
