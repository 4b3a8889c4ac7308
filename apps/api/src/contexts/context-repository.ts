import { conservativeTenantSwitches } from '@espace/domain/tenant-switches';
import { contextAssetsSchema, contextHostsSchema, contextMetasSchema, contextSchema, contextSettingsSchema, type Context } from '@espace/contracts/context';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { isUuid } from '@espace/domain/uuid';

/** A tenant as the API uses it: its public fields plus whether it is the default one. */
export interface Tenant extends Context {
  isDefault: boolean;
}

export interface ContextAsset {
  contentType: string;
  content: Uint8Array;
}

interface ContextRow {
  id: string;
  alias: string;
  name: string;
  description: string | null;
  is_default: boolean;
  hosts: unknown;
  assets: unknown;
  metas: unknown;
  settings: unknown;
}

/** A stored part of a tenant the server could not read, replaced by its safe default. */
export interface UnreadableTenantPart {
  alias: string;
  part: string;
  problem: string;
}

export function createContextRepository(db: Queryable, onUnreadable: (unreadable: UnreadableTenantPart) => void = () => undefined) {
  return {
    /** Every tenant; there are few, and tenant resolution matches hosts in memory. */
    async listTenants(): Promise<Tenant[]> {
      const rows = await db.query<ContextRow>('SELECT id, alias, name, description, is_default, hosts, assets, metas, settings FROM contexts ORDER BY alias');
      return rows.map((row) => toTenant(row, onUnreadable));
    },

    /** One tenant as the server reads it, locked until the transaction ends (an admin's edit of its settings). */
    async findForUpdate(contextId: string, tx: Queryable): Promise<Tenant | undefined> {
      const [row] = await tx.query<ContextRow>(
        'SELECT id, alias, name, description, is_default, hosts, assets, metas, settings FROM contexts WHERE id = $1 FOR UPDATE',
        [contextId],
      );
      return row && toTenant(row, onUnreadable);
    },

    /** Writes a tenant's name and its hosts, metas and settings documents whole: the caller parsed each with the schema it is read with. */
    async saveSettings(contextId: string, tenant: Pick<Context, 'name' | 'hosts' | 'metas' | 'settings'>, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE contexts SET name = $2, hosts = $3::jsonb, metas = $4::jsonb, settings = $5::jsonb, updated_at = now() WHERE id = $1', [
        contextId,
        tenant.name,
        JSON.stringify(tenant.hosts),
        JSON.stringify(tenant.metas),
        JSON.stringify(tenant.settings),
      ]);
    },

    async findAsset(contextId: string, name: string): Promise<ContextAsset | undefined> {
      if (!isUuid(contextId)) return undefined;
      const [row] = await db.query<{ content_type: string; content: Uint8Array }>(
        'SELECT content_type, content FROM context_assets WHERE context_id = $1 AND name = $2',
        [contextId, name],
      );
      return row && { contentType: row.content_type, content: row.content };
    },
  };
}
export type ContextRepository = ReturnType<typeof createContextRepository>;

/**
 * The safest reading of a part the server cannot read: password sign-in only, nothing a user
 * may set, no optional feature. The tenant stays up (its admin can repair it), and no switch
 * is ever opened by a broken row.
 */
const fallbacks = {
  hosts: { api: '/api/', backoffice: null, certification: null, frontoffice: null, lrs: null },
  assets: { logos: { main: null, small: null }, favicon: null, splashScreens: [], touchIcons: [], signature: null },
  metas: { colours: {}, labels: {} },
  settings: conservativeTenantSwitches,
} satisfies Pick<Context, 'hosts' | 'assets' | 'metas' | 'settings'>;

/** Each key of an object part on its own: one unreadable switch falls back alone. */
function readPart<T extends z.ZodObject>(schema: T, value: unknown, fallback: z.infer<T>, report: (problem: string) => void): z.infer<T> {
  const whole = schema.safeParse(value);
  if (whole.success) return whole.data;
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const read = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, keySchema]) => {
      const parsed = keySchema.safeParse(stored[key]);
      if (parsed.success) return [key, parsed.data];
      report(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return [key, (fallback as Record<string, unknown>)[key]];
    }),
  );
  return read as z.infer<T>;
}

/**
 * Parsing with the contract guards the API against a hand-edited or badly written row; a part
 * that does not parse is reported and read as its safe default, so one tenant's bad row never
 * takes down its own routes (nor the repair), let alone another tenant's.
 */
function toTenant(row: ContextRow, onUnreadable: (unreadable: UnreadableTenantPart) => void): Tenant {
  const report = (part: string) => (problem: string) => onUnreadable({ alias: row.alias, part, problem });
  const context = contextSchema.parse({
    id: row.id,
    alias: row.alias,
    name: row.name,
    description: row.description,
    hosts: readPart(contextHostsSchema, row.hosts, fallbacks.hosts, report('hosts')),
    assets: readPart(contextAssetsSchema, row.assets, fallbacks.assets, report('assets')),
    metas: readPart(contextMetasSchema, row.metas, fallbacks.metas, report('metas')),
    settings: readPart(contextSettingsSchema, row.settings, fallbacks.settings, report('settings')),
  });
  return { ...context, isDefault: row.is_default };
}
