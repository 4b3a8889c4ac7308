import type { Queryable } from '../../db/database';

/** The Basic credentials a tenant's external LRS gave it (contexts.private_settings.lrs, never sent to browsers but in a launch). */
export interface ExternalLrsCredentials {
  key: string;
  secret: string;
}

export function createExternalLrsRepository(db: Queryable) {
  return {
    async credentials(tenantId: string): Promise<ExternalLrsCredentials | undefined> {
      const [row] = await db.query<{ lrs: Partial<ExternalLrsCredentials> | null }>("SELECT private_settings -> 'lrs' AS lrs FROM contexts WHERE id = $1", [
        tenantId,
      ]);
      const lrs = row?.lrs;
      return typeof lrs?.key === 'string' && typeof lrs.secret === 'string' ? { key: lrs.key, secret: lrs.secret } : undefined;
    },

    /** The external LRS the tenant's launches go to (hosts.lrs), null for its own; locked till `tx` ends. */
    async endpointForUpdate(tenantId: string, tx: Queryable): Promise<{ endpoint: string | null; name: string } | undefined> {
      const [row] = await tx.query<{ endpoint: string | null; name: string }>(
        "SELECT hosts ->> 'lrs' AS endpoint, name FROM contexts WHERE id = $1 FOR UPDATE",
        [tenantId],
      );
      return row;
    },

    /** Points the tenant's launches at an external LRS (hosts.lrs), or back at its own (null). */
    async save(tenantId: string, endpoint: string | null, credentials: ExternalLrsCredentials | null, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE contexts SET hosts = jsonb_set(hosts, '{lrs}', COALESCE(to_jsonb($2::text), 'null'::jsonb)),
                private_settings = CASE WHEN $3::jsonb IS NULL THEN private_settings - 'lrs' ELSE jsonb_set(private_settings, '{lrs}', $3::jsonb) END,
                updated_at = now()
          WHERE id = $1`,
        [tenantId, endpoint, credentials === null ? null : JSON.stringify(credentials)],
      );
    },
  };
}
export type ExternalLrsRepository = ReturnType<typeof createExternalLrsRepository>;
