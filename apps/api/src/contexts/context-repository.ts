import { contextSchema, type Context } from '@espace/contracts/context';
import type { Queryable } from '../db/database';

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createContextRepository(db: Queryable) {
  return {
    /** Every tenant; there are few, and tenant resolution matches hosts in memory. */
    async listTenants(): Promise<Tenant[]> {
      const rows = await db.query<ContextRow>(
        'SELECT id, alias, name, description, is_default, hosts, assets, metas, settings FROM contexts ORDER BY alias',
      );
      return rows.map(toTenant);
    },

    async findAsset(contextId: string, name: string): Promise<ContextAsset | undefined> {
      if (!uuidPattern.test(contextId)) return undefined;
      const [row] = await db.query<{ content_type: string; content: Uint8Array }>(
        'SELECT content_type, content FROM context_assets WHERE context_id = $1 AND name = $2',
        [contextId, name],
      );
      return row && { contentType: row.content_type, content: row.content };
    },
  };
}
export type ContextRepository = ReturnType<typeof createContextRepository>;

/** Parsing with the contract guards the API against a hand-edited row. */
function toTenant(row: ContextRow): Tenant {
  const context = contextSchema.parse({
    id: row.id,
    alias: row.alias,
    name: row.name,
    description: row.description,
    hosts: row.hosts,
    assets: row.assets,
    metas: row.metas,
    settings: row.settings,
  });
  return { ...context, isDefault: row.is_default };
}
