import { activity } from './activity-rules';
import { agent, agentOrGroup, group } from './agent-rules';
import { at, type Check, eachPresent, extensions, fail, iri, languageTag, objectWith, requireKeys, string } from './checks';
import { isPlainObject } from './xapi-formats';
import { isUuid } from '../uuid';

export const CONTEXT_ACTIVITY_KINDS = ['parent', 'grouping', 'category', 'other'] as const;

export function statementRef(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, ['objectType', 'id'], 'a StatementRef')) return false;
  if (value.objectType !== 'StatementRef') return fail(at(check, 'objectType'), 'must be "StatementRef"');
  return isUuid(value.id) || fail(at(check, 'id'), 'must be a UUID');
}

/** Each kind holds an Activity or an array of them (a lone Activity is stored as an array of one). */
function contextActivities(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, CONTEXT_ACTIVITY_KINDS, 'contextActivities')) return false;
  let ok = true;
  for (const kind of CONTEXT_ACTIVITY_KINDS) {
    const list = value[kind];
    if (list === undefined) continue;
    if (Array.isArray(list)) list.forEach((item, index) => (ok = activity(at(at(check, kind), index), item) && ok));
    else ok = activity(at(check, kind), list) && ok;
  }
  return ok;
}

function relevantTypes(check: Check, value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return fail(check, 'must be a non-empty array of IRIs');
  return value.every((type, index) => iri(at(check, index), type));
}

/** xAPI 2.0.0: contextAgents and contextGroups, agents and groups with the roles they play. */
function contextMembers(kind: 'contextAgent' | 'contextGroup') {
  const member = kind === 'contextAgent' ? 'agent' : 'group';
  return (check: Check, value: unknown): boolean => {
    if (!Array.isArray(value)) return fail(check, `must be an array of ${kind} objects`);
    return value.every((item, index) => {
      const inner = at(check, index);
      if (!objectWith(inner, item, ['objectType', member, 'relevantTypes'], `a ${kind}`) || !requireKeys(inner, item, ['objectType', member])) return false;
      if (item.objectType !== kind) return fail(at(inner, 'objectType'), `must be "${kind}"`);
      const person = kind === 'contextAgent' ? agent(at(inner, member), item[member]) : group(at(inner, member), item[member]);
      return person && (item.relevantTypes === undefined || relevantTypes(at(inner, 'relevantTypes'), item.relevantTypes));
    });
  };
}

/** `objectIsActivity`: revision and platform only describe an Activity. */
export function context(check: Check, value: unknown, objectIsActivity: boolean): boolean {
  const keys = ['registration', 'instructor', 'team', 'contextActivities', 'revision', 'platform', 'language', 'statement', 'extensions'];
  if (check.version === '2.0.0') keys.push('contextAgents', 'contextGroups');
  if (!objectWith(check, value, keys, 'a context')) return false;
  let ok = eachPresent(check, value, {
    registration: (inner, registration) => isUuid(registration) || fail(inner, 'must be a UUID'),
    instructor: agentOrGroup,
    team: (inner, team) => (isPlainObject(team) && team.objectType === 'Group' ? group(inner, team) : fail(inner, 'must be a Group')),
    contextActivities,
    revision: (inner, revision) => string(inner, revision, 1024),
    platform: (inner, platform) => string(inner, platform, 1024),
    // An RFC 5646 tag in 2.0.0, as its conformance suite checks (XAPI-00013, a sub-statement's
    // too). In 1.0.3 a string: that version's suite (configs/formatting.js, XAPI-00013) stores
    // statements whose context.language is 50 and 51 letters and expects them taken.
    language: (inner, language) => (check.version === '2.0.0' ? languageTag(inner, language) : string(inner, language, 1024)),
    statement: statementRef,
    extensions,
    contextAgents: contextMembers('contextAgent'),
    contextGroups: contextMembers('contextGroup'),
  });
  for (const key of ['revision', 'platform']) {
    if (value[key] !== undefined && !objectIsActivity) ok = fail(at(check, key), 'may only be used when the object is an Activity');
  }
  return ok;
}
