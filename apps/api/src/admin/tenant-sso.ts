import type { TenantSso, UpdateTenantSso } from '@espace/contracts/admin-sso';
import { defaultScopes } from '@espace/domain/admin/single-sign-on';
import { keepsASignIn } from '@espace/domain/admin/tenant-settings';
import type { OidcSettingsRepository } from '../accounts/sso/oidc-settings-repository';
import type { ContextRepository } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { BadRequestError, NotFoundError, type ErrorIssue } from '../http/app-error';
import type { TenantAdmin } from './admin-access';
import type { AuditLogRepository } from './audit-log-repository';

interface TenantSsoInput {
  admin: TenantAdmin;
  oidcSettings: OidcSettingsRepository;
  /** Where the provider sends the browser back: the address to register there. */
  callbackUrl: string;
}

/** The tenant's provider as the screen shows it: everything but the secret (docs/administration.md#single-sign-on). */
export async function getTenantSso({ admin, oidcSettings, callbackUrl, enabled }: TenantSsoInput & { enabled: boolean }): Promise<TenantSso> {
  const stored = await oidcSettings.find(admin.tenantId);
  return {
    issuer: stored?.issuer ?? null,
    clientId: stored?.clientId ?? null,
    scopes: stored?.scopes ?? defaultScopes,
    hasClientSecret: stored !== undefined,
    enabled,
    callbackUrl,
  };
}

/** Shown in the audit log in place of a secret, which is never written there. */
const hiddenSecret = '••••••••';

/**
 * Sets the tenant's provider and its switch together, in one transaction with its audit entry.
 * The secret is write only: left out, the stored one is kept, but only for the same provider and
 * client (a secret sent to another provider's token endpoint would be given away). Single sign-on
 * may be turned off only while password sign-in is on, so someone can always sign in.
 */
export async function updateTenantSso(
  input: TenantSsoInput & { database: Database; contexts: ContextRepository; audit: AuditLogRepository; forgetTenants: () => void; body: UpdateTenantSso },
): Promise<TenantSso> {
  const { admin, database, contexts, audit, oidcSettings, body, forgetTenants, callbackUrl } = input;
  await database.transaction(async (tx) => {
    const tenant = await contexts.findForUpdate(admin.tenantId, tx);
    if (tenant === undefined) throw new NotFoundError();
    const stored = await oidcSettings.find(admin.tenantId, tx);
    const sameClient = stored !== undefined && stored.issuer === body.issuer && stored.clientId === body.clientId;
    const clientSecret = body.clientSecret ?? (sameClient ? stored.clientSecret : undefined);
    const issues: ErrorIssue[] = [];
    if (clientSecret === undefined)
      issues.push({
        path: 'body.clientSecret',
        message: stored === undefined ? 'a provider needs its client secret' : 'a new provider or client needs its own secret',
      });
    if (!keepsASignIn({ internal: tenant.settings.authentication.internal, sso: body.enabled }))
      issues.push({ path: 'body.enabled', message: 'single sign-on may be turned off only while password sign-in is on' });
    if (issues.length > 0 || clientSecret === undefined) throw new BadRequestError(issues);

    const was = {
      issuer: stored?.issuer ?? null,
      clientId: stored?.clientId ?? null,
      scopes: stored?.scopes ?? defaultScopes,
      enabled: tenant.settings.authentication.sso,
    };
    const is = { issuer: body.issuer, clientId: body.clientId, scopes: body.scopes, enabled: body.enabled };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(is) as (keyof typeof is)[]) {
      if (was[key] !== is[key]) [before[key], after[key]] = [was[key], is[key]];
    }
    if (clientSecret !== stored?.clientSecret)
      [before.clientSecret, after.clientSecret] = [stored === undefined ? null : hiddenSecret, `${hiddenSecret} (new)`];
    if (Object.keys(after).length === 0) return;
    await oidcSettings.save(admin.tenantId, { issuer: body.issuer, clientId: body.clientId, clientSecret, scopes: body.scopes }, body.enabled, tx);
    await audit.record(
      admin.tenantId,
      { actor: { id: admin.userId, name: admin.name }, action: 'settings.sso-updated', target: { id: admin.tenantId, label: tenant.name }, before, after },
      tx,
    );
  });
  forgetTenants();
  return getTenantSso({ admin, oidcSettings, callbackUrl, enabled: body.enabled });
}
