import type { AuditAction, AuditKind } from '@espace/domain/admin/audit-actions';
import type { Queryable } from '../db/database';
import { containsPattern, foldedContains } from '../db/text-search';

/** One change an admin made (docs/administration.md#audit-log). */
export interface AuditEntry {
  actor: { id: string; name: string };
  /** area.verb, e.g. invitation-code.created: one of auditActions. */
  action: AuditAction;
  target: { id: string | null; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** An entry as the log keeps it: its actor's id is gone once their account is. */
export interface AuditEventRecord extends Omit<AuditEntry, 'actor' | 'action'> {
  id: string;
  /** As stored: an action a newer version wrote may be one this one does not list. */
  action: string;
  at: Date;
  actor: { id: string | null; name: string };
}

interface AuditEventRow {
  id: string;
  created_at: Date;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_id: string | null;
  target_label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the log is narrowed to: part of the name of who acted, the area of the action, a span of time. */
export interface AuditLogFilters {
  person: string;
  kind: AuditKind | undefined;
  from: Date | undefined;
  to: Date | undefined;
}

/** The audit log: rows are only ever added, in the transaction of the change they record. */
export function createAuditLogRepository(db: Queryable) {
  return {
    async record(tenantId: string, entry: AuditEntry, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO audit_events (context_id, actor_id, actor_name, action, target_id, target_label, before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
        [
          tenantId,
          entry.actor.id,
          entry.actor.name,
          entry.action,
          entry.target.id,
          entry.target.label,
          entry.before && JSON.stringify(entry.before),
          entry.after && JSON.stringify(entry.after),
        ],
      );
    },

    /** One page of the tenant's log that matches the filters, newest first, and how many entries match. */
    async page(tenantId: string, filters: AuditLogFilters, offset: number, limit: number): Promise<{ items: AuditEventRecord[]; total: number }> {
      // Each filter is off when its parameter is null; the actions of a kind are those beginning with it.
      const matches = `context_id = $1 AND ($2::text IS NULL OR ${foldedContains('actor_name', '$2')}) AND ($3::text IS NULL OR action LIKE $3)
        AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at <= $5)`;
      const params = [
        tenantId,
        filters.person === '' ? null : containsPattern(filters.person),
        filters.kind === undefined ? null : `${filters.kind}.%`,
        filters.from ?? null,
        filters.to ?? null,
      ];
      const [rows, [count]] = await Promise.all([
        db.query<AuditEventRow>(
          `SELECT id, created_at, actor_id, actor_name, action, target_id, target_label, before, after
             FROM audit_events WHERE ${matches} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`,
          [...params, limit, offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_events WHERE ${matches}`, params),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.created_at,
          actor: { id: row.actor_id, name: row.actor_name },
          action: row.action,
          target: { id: row.target_id, label: row.target_label },
          before: row.before,
          after: row.after,
        })),
        total: count?.total ?? 0,
      };
    },

    /**
     * The one change the log takes: what it kept of an account that is erased (docs/privacy.md#erasure).
     * Its entries stay, naming it by its id only: its name as an actor and as a target, the address
     * an invitation was sent to, its name in a class's or a due date's record, its address among a
     * class's invitations.
     */
    async forgetPerson(tenantId: string, person: { id: string; email: string }, tx: Queryable): Promise<void> {
      await tx.query("UPDATE audit_events SET actor_name = '' WHERE context_id = $1 AND actor_id = $2 AND actor_name <> ''", [tenantId, person.id]);
      await tx.query(
        `UPDATE audit_events SET target_label = '', before = before - 'sentTo', after = after - 'sentTo'
          WHERE context_id = $1 AND target_id = $2 AND action LIKE 'user.%'`,
        [tenantId, person.id],
      );
      const named = (record: 'before' | 'after') =>
        `CASE WHEN ${record}->>'userId' = $2 THEN ${record} || '{"user": ""}' WHEN ${record}->>'learnerId' = $2 THEN ${record} || '{"learner": ""}' ELSE ${record} END`;
      await tx.query(
        `UPDATE audit_events SET before = ${named('before')}, after = ${named('after')}
          WHERE context_id = $1 AND ($2 IN (before->>'userId', after->>'userId', before->>'learnerId', after->>'learnerId'))`,
        [tenantId, person.id],
      );
      if (person.email === '') return;
      await tx.query(
        `UPDATE audit_events
            SET after = jsonb_set(after, '{addresses}', (SELECT COALESCE(jsonb_object_agg(key, value), '{}') FROM jsonb_each(after->'addresses') WHERE lower(key) <> lower($2)))
          WHERE context_id = $1 AND action = 'class.invitations-sent' AND jsonb_typeof(after->'addresses') = 'object'
            AND EXISTS (SELECT 1 FROM jsonb_object_keys(after->'addresses') AS address WHERE lower(address) = lower($2))`,
        [tenantId, person.email],
      );
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
