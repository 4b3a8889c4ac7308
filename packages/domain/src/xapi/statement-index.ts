import { agentAndMemberKeys, type JsonObject } from './agent-identity';
import { CONTEXT_ACTIVITY_KINDS } from './context-rules';
import { isPlainObject } from './xapi-formats';

/**
 * The filter keys of a stored statement (xapi_statements.filter_keys): one GIN index answers any
 * combination of the query parameters agent, verb, activity, registration, related_agents and
 * related_activities. Prefixes: a agent (actor or object, group members included), A related
 * agent, o activity (the object), O related activity, v verb, r registration.
 */
export const filterKey = {
  agent: (key: string) => `a:${key}`,
  relatedAgent: (key: string) => `A:${key}`,
  activity: (id: string) => `o:${id}`,
  relatedActivity: (id: string) => `O:${id}`,
  verb: (id: string) => `v:${id}`,
  registration: (id: string) => `r:${id.toLowerCase()}`,
};

const asObject = (value: unknown): JsonObject => (isPlainObject(value) ? value : {});

function contextActivityIds(context: JsonObject): string[] {
  const lists = asObject(context.contextActivities);
  return CONTEXT_ACTIVITY_KINDS.flatMap((kind) => {
    const list = lists[kind];
    const items = Array.isArray(list) ? list : list === undefined ? [] : [list];
    return items.map((item) => asObject(item).id).filter((id): id is string => typeof id === 'string');
  });
}

/** Agents and activities a statement (or sub-statement) is about, directly and related. */
function parts(statement: JsonObject) {
  const object = asObject(statement.object);
  const context = asObject(statement.context);
  const objectType = object.objectType ?? 'Activity';
  const direct = [...agentAndMemberKeys(statement.actor), ...(objectType === 'Agent' || objectType === 'Group' ? agentAndMemberKeys(object) : [])];
  const contextPeople = [
    context.instructor,
    context.team,
    ...(Array.isArray(context.contextAgents) ? context.contextAgents.map((item) => asObject(item).agent) : []),
    ...(Array.isArray(context.contextGroups) ? context.contextGroups.map((item) => asObject(item).group) : []),
  ];
  const related = [...direct, ...contextPeople.flatMap(agentAndMemberKeys)];
  const activity = objectType === 'Activity' && typeof object.id === 'string' ? [object.id] : [];
  const relatedActivities = [...activity, ...contextActivityIds(context)];
  return { direct, related, activity, relatedActivities, object, objectType };
}

/**
 * The keys of `statement`; `target` holds the keys of the statement it references (StatementRef),
 * when stored: a statement referencing another matches every filter its target matches.
 */
export function statementFilterKeys(statement: JsonObject, target: readonly string[] = []): string[] {
  const own = parts(statement);
  const sub = own.objectType === 'SubStatement' ? parts(own.object) : undefined;
  const keys = [
    ...own.direct.map(filterKey.agent),
    ...[...own.related, ...agentAndMemberKeys(statement.authority), ...(sub?.related ?? [])].map(filterKey.relatedAgent),
    ...own.activity.map(filterKey.activity),
    ...[...own.relatedActivities, ...(sub?.relatedActivities ?? [])].map(filterKey.relatedActivity),
    ...(typeof asObject(statement.verb).id === 'string' ? [filterKey.verb(asObject(statement.verb).id as string)] : []),
    ...(typeof asObject(statement.context).registration === 'string' ? [filterKey.registration(asObject(statement.context).registration as string)] : []),
    ...target,
  ];
  // A direct agent or activity is also a related one: related_agents=true widens, never narrows.
  const widened = keys.flatMap((key) => (key.startsWith('a:') ? [key, `A:${key.slice(2)}`] : key.startsWith('o:') ? [key, `O:${key.slice(2)}`] : [key]));
  return [...new Set(widened)];
}

/** The id of the statement `statement` references, if its object is a StatementRef. */
export function referencedStatementId(statement: JsonObject): string | null {
  const object = asObject(statement.object);
  return object.objectType === 'StatementRef' && typeof object.id === 'string' ? object.id.toLowerCase() : null;
}
