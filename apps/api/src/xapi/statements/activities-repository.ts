import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { Queryable } from '../../db/database';

/** Activities of a statement that carry a definition: its object, a sub-statement's, its context's. */
function definedActivities(statement: JsonObject): { id: string; definition: JsonObject }[] {
  const found: { id: string; definition: JsonObject }[] = [];
  const visit = (value: unknown) => {
    if (isPlainObject(value) && typeof value.id === 'string' && isPlainObject(value.definition) && (value.objectType ?? 'Activity') === 'Activity') found.push({ id: value.id, definition: value.definition });
  };
  const walk = (part: JsonObject) => {
    visit(part.object);
    const lists = isPlainObject(part.context) && isPlainObject(part.context.contextActivities) ? Object.values(part.context.contextActivities) : [];
    for (const list of lists) for (const item of Array.isArray(list) ? list : [list]) visit(item);
    if (isPlainObject(part.object) && part.object.objectType === 'SubStatement') walk(part.object);
  };
  walk(statement);
  return found;
}

/**
 * The canonical definition of each activity (GET activities): each statement's definition is
 * merged over the one kept, property by property, so a later statement naming the activity in
 * another language adds to it.
 */
export function createActivitiesRepository(db: Queryable) {
  return {
    async saveDefinitions(tenantId: string, statements: readonly JsonObject[], tx: Queryable = db): Promise<void> {
      const merged = new Map<string, JsonObject>();
      for (const { id, definition } of statements.flatMap(definedActivities)) merged.set(id, { ...(merged.get(id) ?? {}), ...definition });
      if (merged.size === 0) return;
      await tx.query(
        // A definition the kept one already holds writes nothing, and so locks nothing: statements
        // about one activity (a whole class on one module) are stored side by side, not in turn.
        `INSERT INTO xapi_activities (context_id, id, definition)
         SELECT $1, a.id, a.definition FROM jsonb_to_recordset($2::jsonb) AS a(id text, definition jsonb)
          WHERE NOT EXISTS (SELECT 1 FROM xapi_activities kept WHERE kept.context_id = $1 AND kept.id = a.id AND kept.definition @> a.definition)
         ON CONFLICT (context_id, id) DO UPDATE SET definition = xapi_activities.definition || EXCLUDED.definition`,
        // In one order everywhere, so two batches naming the same activities cannot deadlock.
        [tenantId, JSON.stringify([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, definition]) => ({ id, definition })))],
      );
    },

    async find(tenantId: string, id: string): Promise<JsonObject | undefined> {
      const [row] = await db.query<{ definition: JsonObject }>('SELECT definition FROM xapi_activities WHERE context_id = $1 AND id = $2', [tenantId, id]);
      return row?.definition;
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
