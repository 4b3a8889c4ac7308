import type { MailFrequency, QuietHours } from '@espace/domain/notifications/mail-delivery';
import { isNotificationKind, type NotificationKind } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';

/** A user's own choices: the kinds they chose a frequency for (the others follow their default), and their quiet hours. */
export interface MailChoices {
  chosen: Partial<Record<NotificationKind, MailFrequency>>;
  quietHours: QuietHours | null;
}

/** What mailing a reader needs: their address (mailed only when they have one and are active) and their choices. */
export interface MailReader extends MailChoices {
  userId: string;
  mailable: boolean;
}

interface ChoicesRow {
  chosen: Record<string, MailFrequency> | null;
  from_minute: number | null;
  to_minute: number | null;
}

const toChoices = (row: ChoicesRow | undefined): MailChoices => ({
  // A kind a newer version chose for is left out: this one neither lists nor mails it.
  chosen: Object.fromEntries(Object.entries(row?.chosen ?? {}).filter(([kind]) => isNotificationKind(kind))),
  quietHours: row?.from_minute == null || row.to_minute == null ? null : { from: row.from_minute, to: row.to_minute },
});

const choicesOf = `(SELECT jsonb_object_agg(p.kind, p.frequency) FROM mail_preferences p WHERE p.context_id = u.context_id AND p.user_id = u.id) AS chosen,
  q.from_minute, q.to_minute`;

/**
 * The one repository of `mail_preferences` and `mail_quiet_hours`: what each user chose, written
 * from their profile and by a mail's unsubscribe link. Scoped to the tenant and the user.
 */
export function createMailPreferencesRepository(db: Queryable) {
  return {
    /** The readers of the tenant among `userIds`, with their choices (`notify` decides their mails by them). */
    async readers(tenantId: string, userIds: readonly string[], tx: Queryable = db): Promise<MailReader[]> {
      if (userIds.length === 0) return [];
      const rows = await tx.query<ChoicesRow & { id: string; mailable: boolean }>(
        `SELECT u.id, (u.email <> '' AND u.deactivated_at IS NULL) AS mailable, ${choicesOf}
           FROM users u LEFT JOIN mail_quiet_hours q ON q.context_id = u.context_id AND q.user_id = u.id
          WHERE u.context_id = $1 AND u.id = ANY($2::uuid[])`,
        [tenantId, [...new Set(userIds)]],
      );
      return rows.map((row) => ({ userId: row.id, mailable: row.mailable, ...toChoices(row) }));
    },

    /** The user's choices. */
    async mine(tenantId: string, userId: string): Promise<MailChoices> {
      const [row] = await db.query<ChoicesRow>(
        `SELECT ${choicesOf} FROM users u LEFT JOIN mail_quiet_hours q ON q.context_id = u.context_id AND q.user_id = u.id
          WHERE u.context_id = $1 AND u.id = $2`,
        [tenantId, userId],
      );
      return toChoices(row);
    },

    /** Replaces the user's choices: the kinds given, no others; their quiet hours, or none. Run it in a transaction. */
    async replace(tenantId: string, userId: string, choices: MailChoices, now: Date, tx: Queryable): Promise<void> {
      const chosen = Object.entries(choices.chosen).map(([kind, frequency]) => ({ kind, frequency }));
      await tx.query('DELETE FROM mail_preferences WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
      await tx.query(
        `INSERT INTO mail_preferences (context_id, user_id, kind, frequency, updated_at)
         SELECT $1, $2, c.kind, c.frequency, $4 FROM jsonb_to_recordset($3::jsonb) AS c(kind text, frequency text)`,
        [tenantId, userId, JSON.stringify(chosen), now],
      );
      if (choices.quietHours === null) {
        await tx.query('DELETE FROM mail_quiet_hours WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
        return;
      }
      await tx.query(
        `INSERT INTO mail_quiet_hours (context_id, user_id, from_minute, to_minute, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (context_id, user_id) DO UPDATE SET from_minute = $3, to_minute = $4, updated_at = $5`,
        [tenantId, userId, choices.quietHours.from, choices.quietHours.to, now],
      );
    },

    /** Sets these kinds to « Jamais » for a user of the tenant; false when the tenant has no such user. */
    async stop(tenantId: string, userId: string, kinds: readonly NotificationKind[], now: Date): Promise<boolean> {
      const rows = await db.query<{ kind: string }>(
        `INSERT INTO mail_preferences (context_id, user_id, kind, frequency, updated_at)
         SELECT u.context_id, u.id, k.kind, 'never', $4 FROM users u CROSS JOIN unnest($3::text[]) AS k(kind)
          WHERE u.context_id = $1 AND u.id = $2
         ON CONFLICT (context_id, user_id, kind) DO UPDATE SET frequency = 'never', updated_at = $4
         RETURNING kind`,
        [tenantId, userId, kinds, now],
      );
      return rows.length > 0;
    },
  };
}
export type MailPreferencesRepository = ReturnType<typeof createMailPreferencesRepository>;
