import { mergedDefinition } from '@espace/domain/xapi/activity-rules';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { Queryable } from '../../db/database';

/** Activities of a statement that carry a definition: its object, a sub-statement's, its context's. */
function definedActivities(statement: JsonObject): { id: string; definition: JsonObject }[] {
  const found: { id: string; definition: JsonObject }[] = [];
  const visit = (value: unknown) => {
    if (isPlainObject(value) && typeof value.id === 'string' && isPlainObject(value.definition) && (value.objectType ?? 'Activity') === 'Activity')
      found.push({ id: value.id, definition: value.definition });
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
 * The definitions a batch gives, one per activity: each statement's definition merged over the one
 * before (`mergedDefinition`: property by property, language maps language by language). The statements' write merges them over the canonical definition
 * kept (statements-repository.ts), so a later statement naming the activity in another language
 * adds to it.
 */
export function activityDefinitions(statements: readonly JsonObject[]): Map<string, JsonObject> {
  const merged = new Map<string, JsonObject>();
  for (const { id, definition } of statements.flatMap(definedActivities)) merged.set(id, mergedDefinition(merged.get(id) ?? {}, definition));
  return merged;
}

/** The canonical definition of each activity (GET activities). */
export function createActivitiesRepository(db: Queryable) {
  return {
    async find(tenantId: string, id: string): Promise<JsonObject | undefined> {
      const [row] = await db.query<{ definition: JsonObject }>('SELECT definition FROM xapi_activities WHERE context_id = $1 AND id = $2', [tenantId, id]);
      return row?.definition;
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
