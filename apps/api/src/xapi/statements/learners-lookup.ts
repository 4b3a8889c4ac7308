import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { Queryable } from '../../db/database';

/**
 * Which portal learner an actor is: an account of the tenant's home page whose name is a user's
 * tincan identifier (the actor every launch gives an activity). Their statements are theirs to
 * download (the right of access).
 */
export function createLearnersLookup(db: Queryable) {
  return {
    async userIds(tenantId: string, homePage: string, actors: readonly unknown[], tx: Queryable = db): Promise<(string | null)[]> {
      const names = actors.map((actor) => {
        const account = isPlainObject(actor) && isPlainObject(actor.account) ? actor.account : undefined;
        return account && account.homePage === homePage && typeof account.name === 'string' ? account.name : null;
      });
      const wanted = [...new Set(names.filter((name): name is string => name !== null))];
      if (wanted.length === 0) return names.map(() => null);
      const rows = await tx.query<{ id: string; tincan_identifier: string }>('SELECT id, tincan_identifier FROM users WHERE context_id = $1 AND tincan_identifier = ANY($2::text[])', [tenantId, wanted]);
      const byName = new Map(rows.map((row) => [row.tincan_identifier, row.id]));
      return names.map((name) => (name === null ? null : (byName.get(name) ?? null)));
    },
  };
}
export type LearnersLookup = ReturnType<typeof createLearnersLookup>;
