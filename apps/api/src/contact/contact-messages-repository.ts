import type { NamedUser } from '@espace/domain/display-name';
import type { Queryable } from '../db/database';

export interface ContactMessage {
  id: string;
  subject: string;
  message: string;
  createdAt: Date;
  sender: NamedUser & { id: string; email: string };
  class: { id: string; name: string } | null;
}

/** The latest messages listed; older ones stay in the mailbox they were mailed to. */
const MESSAGES_LISTED = 200;

/** Messages learners sent to a teacher (docs/product/screens-and-routes.md#contact-dialog), kept for the trainer space. */
export function createContactMessagesRepository(db: Queryable) {
  return {
    async insert(
      tenantId: string,
      message: { senderId: string; recipientId: string; classId: string | null; subject: string; message: string },
    ): Promise<void> {
      await db.query('INSERT INTO contact_messages (context_id, sender_id, recipient_id, class_id, subject, message) VALUES ($1, $2, $3, $4, $5, $6)', [
        tenantId,
        message.senderId,
        message.recipientId,
        message.classId,
        message.subject,
        message.message,
      ]);
    },

    async listReceived(tenantId: string, recipientId: string): Promise<ContactMessage[]> {
      const rows = await db.query<{
        id: string;
        subject: string;
        message: string;
        created_at: Date;
        sender_id: string;
        firstname: string | null;
        lastname: string | null;
        username: string | null;
        email: string;
        class_id: string | null;
        class_name: string | null;
      }>(
        `SELECT m.id, m.subject, m.message, m.created_at, u.id AS sender_id, u.firstname, u.lastname, u.username, u.email, c.id AS class_id, c.name AS class_name
           FROM contact_messages m JOIN users u ON u.id = m.sender_id LEFT JOIN classes c ON c.id = m.class_id
          WHERE m.context_id = $1 AND m.recipient_id = $2
          ORDER BY m.created_at DESC, m.id LIMIT ${MESSAGES_LISTED}`,
        [tenantId, recipientId],
      );
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        message: row.message,
        createdAt: row.created_at,
        sender: { id: row.sender_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
        class: row.class_id === null || row.class_name === null ? null : { id: row.class_id, name: row.class_name },
      }));
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
