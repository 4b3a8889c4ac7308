import { agentIds, type JsonObject } from './agent-identity';
import type { XapiVersion } from './checks';
import { CONTEXT_ACTIVITY_KINDS } from './context-rules';
import { cloneJson, jsonEqual } from './json-values';
import { isPlainObject, timestampMs } from './xapi-formats';

const clone = cloneJson;

/** A lone context activity is stored as an array of one, as the LRS must return it. */
function normaliseContext(statement: JsonObject): void {
  const context = statement.context;
  if (isPlainObject(context) && isPlainObject(context.contextActivities)) {
    for (const kind of CONTEXT_ACTIVITY_KINDS) {
      const list = context.contextActivities[kind];
      if (list !== undefined && !Array.isArray(list)) context.contextActivities[kind] = [list];
    }
  }
  if (isPlainObject(statement.object) && statement.object.objectType === 'SubStatement') normaliseContext(statement.object);
}

export interface StoredFacts {
  id: string;
  /** When the LRS stored it (ISO 8601, milliseconds, UTC). */
  stored: string;
  /** Who vouches for it: the credential's agent; it replaces whatever the statement claimed. */
  authority: JsonObject;
  version: XapiVersion;
}

/**
 * The statement as the LRS stores it: its id (the one given, lower-cased, or a new one), stored,
 * authority, a timestamp (stored when none was given), a version, and context activities as arrays.
 */
export function storedStatement(statement: JsonObject, facts: StoredFacts): JsonObject {
  const stored = clone(statement);
  normaliseContext(stored);
  stored.id = typeof statement.id === 'string' ? statement.id.toLowerCase() : facts.id;
  stored.timestamp ??= facts.stored;
  stored.stored = facts.stored;
  stored.authority = facts.authority;
  stored.version ??= facts.version === '2.0.0' ? '2.0.0' : '1.0.0';
  return stored;
}

/**
 * A duration to the hundredth of a second, the fraction's trailing zeros dropped (`PT1.2379S` and
 * `PT1.230S` → `PT1.23S`): "when comparing Durations, any precision beyond 0.01 second" is not
 * included (Data 4.6; "shall not" in 2.0.0, SHOULD* in 1.0.3: one rule for both).
 */
function durationToHundredths(duration: string): string {
  return duration.replace(/(\d+)\.(\d+)S$/, (_, whole: string, fraction: string) => {
    const kept = fraction.slice(0, 2).replace(/0+$/, '');
    return kept === '' ? `${whole}S` : `${whole}.${kept}S`;
  });
}

/**
 * What two statements with one id, or a signed statement and its JWS payload, are compared on:
 * all but what the LRS sets, times as instants, durations to the hundredth of a second.
 */
function comparable(statement: JsonObject, ignore: readonly string[]): JsonObject {
  const copy = clone(statement);
  normaliseContext(copy);
  for (const key of ['authority', 'stored', 'version', ...ignore]) delete copy[key];
  if (typeof copy.timestamp === 'string') copy.timestamp = timestampMs(copy.timestamp);
  if (typeof copy.id === 'string') copy.id = copy.id.toLowerCase();
  const subStatement = isPlainObject(copy.object) && copy.object.objectType === 'SubStatement' ? copy.object : null;
  for (const holder of [copy, subStatement]) {
    if (isPlainObject(holder?.result) && typeof holder.result.duration === 'string') holder.result.duration = durationToHundredths(holder.result.duration);
  }
  return copy;
}

/** Whether a statement sent again with a stored statement's id is the same one (else 409). */
export function sameStatement(stored: JsonObject, received: JsonObject): boolean {
  const ignore = received.timestamp === undefined ? ['timestamp'] : [];
  return jsonEqual(comparable(stored, [...ignore, ...(received.id === undefined ? ['id'] : [])]), comparable(received, ignore));
}

/**
 * Whether a signed statement's JWS payload is the statement it signs: the payload need not hold
 * what the LRS sets nor the attachments (the signature is one of them).
 */
export function signedPayloadMatches(statement: JsonObject, payload: JsonObject): boolean {
  const ignore = ['attachments', ...(payload.id === undefined ? ['id'] : []), ...(payload.timestamp === undefined ? ['timestamp'] : [])];
  return jsonEqual(comparable(statement, ignore), comparable(payload, ignore));
}

export type StatementFormat = 'exact' | 'ids' | 'canonical';

/**
 * An Activity's identifier is its id, and nothing else is kept: Activity is the default objectType
 * (both conformance suites count one key on the Activity of a sub-statement, XAPI-00171).
 */
const activityIds = (value: unknown): unknown => (isPlainObject(value) ? { id: value.id } : value);

function objectIds(object: unknown): unknown {
  if (!isPlainObject(object)) return object;
  switch (object.objectType ?? 'Activity') {
    case 'Activity':
      return activityIds(object);
    case 'Agent':
    case 'Group':
      return agentIds(object);
    case 'SubStatement':
      return idsOf(object);
    default:
      return object;
  }
}

function idsOf(statement: JsonObject): JsonObject {
  const copy: JsonObject = { ...statement, actor: agentIds(statement.actor), object: objectIds(statement.object) };
  if (isPlainObject(statement.verb)) copy.verb = { id: statement.verb.id };
  if (statement.authority !== undefined) copy.authority = agentIds(statement.authority);
  if (isPlainObject(statement.context)) {
    const context: JsonObject = { ...statement.context };
    for (const key of ['instructor', 'team']) if (context[key] !== undefined) context[key] = agentIds(context[key]);
    // xAPI 2.0.0's context agents and groups are agents too: only their identifiers.
    for (const [list, key] of [
      ['contextAgents', 'agent'],
      ['contextGroups', 'group'],
    ] as const) {
      const items = context[list];
      if (Array.isArray(items)) context[list] = items.map((item) => (isPlainObject(item) ? { ...item, [key]: agentIds(item[key]) } : item));
    }
    if (isPlainObject(context.contextActivities)) {
      context.contextActivities = Object.fromEntries(
        Object.entries(context.contextActivities).map(([kind, list]) => [kind, Array.isArray(list) ? list.map(activityIds) : list]),
      );
    }
    copy.context = context;
  }
  return copy;
}

/** Keeps of each language map the one entry the reader prefers (Accept-Language order), or the first. */
function canonicalOf(value: unknown, languages: readonly string[], key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => canonicalOf(item, languages));
  if (!isPlainObject(value)) return value;
  if (['display', 'name', 'description'].includes(key)) {
    const tags = Object.keys(value);
    const chosen =
      languages
        .map((language) => tags.find((tag) => tag.toLowerCase() === language.toLowerCase() || tag.toLowerCase().startsWith(`${language.toLowerCase()}-`)))
        .find(Boolean) ?? tags[0];
    if (chosen !== undefined && typeof value[chosen] === 'string') return { [chosen]: value[chosen] };
  }
  if (key === 'extensions') return value;
  return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, canonicalOf(item, languages, inner)]));
}

/** A stored statement in the format GET statements asked for. */
export function formatStatement(statement: JsonObject, format: StatementFormat, languages: readonly string[] = []): JsonObject {
  if (format === 'ids') return idsOf(statement);
  if (format === 'canonical') return canonicalOf(statement, languages) as JsonObject;
  return statement;
}
