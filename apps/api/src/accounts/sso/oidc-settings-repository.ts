import type { Queryable } from '../../db/database';

/** A tenant's OpenID Connect client, kept in contexts.private_settings.oidc (never sent to browsers). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in asks for, one space apart; unset, the client's default (openid email profile). */
  scopes?: string;
}

export function createOidcSettingsRepository(db: Queryable) {
  return {
    async find(tenantId: string, tx: Queryable = db): Promise<OidcSettings | undefined> {
      const [row] = await tx.query<{ oidc: Partial<OidcSettings> | null }>("SELECT private_settings -> 'oidc' AS oidc FROM contexts WHERE id = $1", [tenantId]);
      const oidc = row?.oidc;
      if (typeof oidc?.issuer !== 'string' || typeof oidc.clientId !== 'string' || typeof oidc.clientSecret !== 'string') return undefined;
      return {
        issuer: oidc.issuer,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        ...(typeof oidc.scopes === 'string' ? { scopes: oidc.scopes } : {}),
      };
    },

    /** Stores the provider and turns the public single sign-on switch on or off, together. */
    async save(tenantId: string, settings: OidcSettings, enabled: boolean, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE contexts
            SET private_settings = jsonb_set(private_settings, '{oidc}', $2::jsonb),
                settings = jsonb_set(settings, '{authentication,sso}', to_jsonb($3::boolean)),
                updated_at = now()
          WHERE id = $1`,
        [tenantId, JSON.stringify(settings), enabled],
      );
    },
  };
}
export type OidcSettingsRepository = ReturnType<typeof createOidcSettingsRepository>;
