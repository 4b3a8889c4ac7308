import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { createUploadsRepository } from '../files/uploads-repository';
import { seedAssetsDir } from '../paths';
import { acmeTenant } from './acme-tenant';
import { demoTenant } from './demo-tenant';
import type { TenantSeed } from './seed-types';
import { brandingImageFiles } from './touch-icons';
import { countContexts, lockForSeeding, type SeedAsset, writeTenant } from './seed-writer';

const demoData: readonly TenantSeed[] = [demoTenant, acmeTenant];

/** Parallel first starts on one PostgreSQL database: the first seeds, the others then see its data. */
const SEED_LOCK_KEY = 7_420_262;

function readAssets(tenant: TenantSeed): SeedAsset[] {
  return [...Object.values(tenant.assetFiles), ...brandingImageFiles()].map((name) => ({
    name,
    contentType: name.endsWith('.svg') ? 'image/svg+xml' : name.endsWith('.png') ? 'image/png' : 'application/octet-stream',
    content: readFileSync(join(seedAssetsDir, tenant.alias, name)),
  }));
}

/**
 * Writes the demo tenants when the database holds no context at all, in one
 * transaction; returns whether it did. A database with any context is left
 * alone, so a second start seeds nothing.
 */
export async function seedIfEmpty(database: Database, tenants: readonly TenantSeed[] = demoData): Promise<boolean> {
  if ((await countContexts(database)) > 0) return false;
  // Hashing takes a while; do it before taking the lock.
  // One hash per distinct password: the demo's learners share one.
  const hashed = new Map<string, Promise<string>>();
  const hashOf = (password: string) => hashed.get(password) ?? hashed.set(password, hashPassword(password)).get(password)!;
  const hashes = await Promise.all(
    tenants.map(async (tenant) => new Map(await Promise.all(tenant.users.map(async (user) => [user.key, await hashOf(user.password)] as const)))),
  );
  const uploads = createUploadsRepository(database);
  const seeded = await database.transaction(async (tx) => {
    await lockForSeeding(tx, SEED_LOCK_KEY);
    if ((await countContexts(tx)) > 0) return false;
    for (const [index, tenant] of tenants.entries()) await writeTenant(tx, uploads, tenant, readAssets(tenant), hashes[index] ?? new Map());
    return true;
  });
  // Statistics for the planner at once: PGlite has no autovacuum, and without them it takes
  // every table for empty and joins by nested loops.
  if (seeded) await database.query('ANALYZE');
  return seeded;
}
