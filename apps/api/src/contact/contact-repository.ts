import type { Queryable } from '../db/database';
import { type MailRecipient, type MailRecipientRow, toMailRecipient } from '../users/users-repository';
import { isUuid } from '@espace/domain/uuid';

export function createContactRepository(db: Queryable) {
  return {
    /** The recipient when they are a TEACHER of a class the learner follows as STUDENT (that class only, when given). */
    async findTeacherOf(tenantId: string, learnerId: string, recipientId: string, classId: string | null): Promise<MailRecipient | null> {
      if (!isUuid(recipientId) || (classId !== null && !isUuid(classId))) return null;
      const [row] = await db.query<MailRecipientRow>(
        `SELECT u.id, u.email, u.firstname, u.lastname, u.username, u.preferred_locale FROM users u
          WHERE u.context_id = $1 AND u.id = $3 AND EXISTS (
            SELECT 1 FROM class_users t JOIN class_users s ON s.class_id = t.class_id AND s.user_id = $2 AND s.role = 'STUDENT'
             WHERE t.context_id = $1 AND t.user_id = u.id AND t.role = 'TEACHER' AND ($4::uuid IS NULL OR t.class_id = $4::uuid))`,
        [tenantId, learnerId, recipientId, classId],
      );
      return row ? toMailRecipient(row) : null;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
