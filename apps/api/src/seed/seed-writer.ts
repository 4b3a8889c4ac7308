import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { TenantSeed } from './seed-types';
import { idOf, idsOf } from './seed-ids';
import { writeCatalogue } from './write-catalogue';
import { writeLearnerHistory } from './learner-history';

export interface SeedAsset {
  name: string;
  contentType: string;
  content: Uint8Array;
}

const json = (value: unknown) => JSON.stringify(value);

export async function countContexts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM contexts');
  return row?.count ?? 0;
}

/** Held until the transaction ends. */
export async function lockForSeeding(tx: Queryable, key: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
}

/** Writes one tenant and everything it owns. `passwordHashes` is keyed by user key. */
export async function writeTenant(tx: Queryable, tenant: TenantSeed, assets: SeedAsset[], passwordHashes: Map<string, string>): Promise<string> {
  const contextId = randomUUID();
  const assetUrl = (name: string) => `/api/contexts/${contextId}/assets/${name}`;
  const contextAssets = {
    logos: { main: assetUrl(tenant.assetFiles.logo), small: assetUrl(tenant.assetFiles.favicon) },
    favicon: assetUrl(tenant.assetFiles.favicon),
    splashScreens: [],
    touchIcons: [],
  };
  await tx.query(
    `INSERT INTO contexts (id, alias, name, description, is_default, hosts, assets, metas, settings)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb)`,
    [contextId, tenant.alias, tenant.name, tenant.description, tenant.isDefault, json(tenant.hosts), json(contextAssets), json(tenant.metas), json(tenant.settings)],
  );
  for (const asset of assets) {
    await tx.query('INSERT INTO context_assets (context_id, name, content_type, content) VALUES ($1, $2, $3, $4)', [
      contextId,
      asset.name,
      asset.contentType,
      asset.content,
    ]);
  }

  const roleIds = new Map(tenant.roles.map((role) => [role.name, randomUUID()]));
  for (const role of tenant.roles) {
    await tx.query('INSERT INTO roles (id, context_id, name, permissions) VALUES ($1, $2, $3, $4::jsonb)', [idOf(roleIds, role.name), contextId, role.name, json(role.permissions)]);
  }
  const companyIds = idsOf(tenant.companies);
  for (const company of tenant.companies) {
    await tx.query('INSERT INTO companies (id, context_id, name) VALUES ($1, $2, $3)', [idOf(companyIds, company.key), contextId, company.name]);
  }

  const userIds = idsOf(tenant.users);
  for (const user of tenant.users) {
    const userId = idOf(userIds, user.key);
    const legal = { cguAcceptedVersion: user.acceptedTerms?.version ?? null, cguAcceptedAt: user.acceptedTerms?.at ?? null };
    await tx.query(
      `INSERT INTO users (id, context_id, email, username, password_hash, firstname, lastname, birthday, legal, preferred_locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
      [userId, contextId, user.email, user.username, idOf(passwordHashes, user.key), user.firstname, user.lastname, user.birthday, json(legal), user.preferredLocale],
    );
    for (const role of user.roles) {
      await tx.query('INSERT INTO role_users (context_id, role_id, principal_id) VALUES ($1, $2, $3)', [contextId, idOf(roleIds, role), userId]);
    }
    for (const membership of user.companies) {
      await tx.query('INSERT INTO company_users (context_id, company_id, user_id, role) VALUES ($1, $2, $3, $4)', [
        contextId,
        idOf(companyIds, membership.company),
        userId,
        membership.role,
      ]);
    }
  }

  for (const invitation of tenant.invitationCodes) {
    await tx.query('INSERT INTO invitation_codes (context_id, code, max_uses, expires_at) VALUES ($1, $2, $3, $4)', [
      contextId,
      invitation.code,
      invitation.maxUses,
      invitation.expiresAt,
    ]);
  }

  await writeCatalogue(tx, contextId, tenant, userIds);
  if (tenant.history) await writeLearnerHistory(tx, contextId, tenant.history, userIds);
  return contextId;
}
