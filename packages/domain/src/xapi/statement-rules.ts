import { activity } from './activity-rules';
import { agent, agentOrGroup, group, IFI_PROPERTIES } from './agent-rules';
import {
  at,
  boolean,
  type Check,
  eachPresent,
  extensions,
  fail,
  iri,
  languageMap,
  objectWith,
  requireKeys,
  string,
  type XapiIssue,
  type XapiVersion,
} from './checks';
import { context, statementRef } from './context-rules';
import { isDuration, isIrl, isPlainObject, isSha2Hex, isTimestamp } from './xapi-formats';
import { isUuid } from '../uuid';

export const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';

function verb(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, ['id', 'display'], 'a Verb') || !requireKeys(check, value, ['id'])) return false;
  return iri(at(check, 'id'), value.id) && (value.display === undefined || languageMap(at(check, 'display'), value.display));
}

function score(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, ['scaled', 'raw', 'min', 'max'], 'a score')) return false;
  for (const key of ['scaled', 'raw', 'min', 'max']) {
    if (value[key] !== undefined && (typeof value[key] !== 'number' || !Number.isFinite(value[key]))) return fail(at(check, key), 'must be a number');
  }
  const { scaled, raw, min, max } = value as Record<string, number | undefined>;
  if (scaled !== undefined && (scaled < -1 || scaled > 1)) return fail(at(check, 'scaled'), 'must be between -1 and 1');
  if (min !== undefined && max !== undefined && min >= max) return fail(at(check, 'min'), 'must be less than max');
  if (raw !== undefined && min !== undefined && raw < min) return fail(at(check, 'raw'), 'must not be less than min');
  if (raw !== undefined && max !== undefined && raw > max) return fail(at(check, 'raw'), 'must not be more than max');
  return true;
}

function result(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, ['score', 'success', 'completion', 'response', 'duration', 'extensions'], 'a result')) return false;
  return eachPresent(check, value, {
    score,
    success: boolean,
    completion: boolean,
    response: (inner, response) => string(inner, response),
    duration: (inner, duration) => isDuration(duration) || fail(inner, 'must be an ISO 8601 duration (e.g. PT1M30S)'),
    extensions,
  });
}

function attachments(check: Check, value: unknown): boolean {
  if (!Array.isArray(value)) return fail(check, 'must be an array of attachments');
  return value.every((item, index) => {
    const inner = at(check, index);
    const keys = ['usageType', 'display', 'description', 'contentType', 'length', 'sha2', 'fileUrl'];
    if (!objectWith(inner, item, keys, 'an attachment') || !requireKeys(inner, item, ['usageType', 'display', 'contentType', 'length', 'sha2'])) return false;
    return eachPresent(inner, item, {
      usageType: iri,
      display: languageMap,
      description: languageMap,
      contentType: (field, type) => (typeof type === 'string' && /^[\w.+-]+\/[\w.+-]+/.test(type)) || fail(field, 'must be an Internet Media Type'),
      length: (field, length) => (Number.isInteger(length) && (length as number) >= 0) || fail(field, 'must be a whole number of octets'),
      sha2: (field, sha2) => isSha2Hex(sha2) || fail(field, 'must be a SHA-2 digest in hexadecimal'),
      fileUrl: (field, url) => isIrl(url) || fail(field, 'must be an IRL (an http or https URL)'),
    });
  });
}

/** The object of a statement; a sub-statement's object may be anything but another sub-statement. */
function statementObject(check: Check, value: unknown, inSubStatement: boolean): boolean {
  if (!isPlainObject(value)) return fail(check, 'must be an Activity, Agent, Group, StatementRef or SubStatement');
  switch (value.objectType ?? 'Activity') {
    case 'Activity':
      return activity(check, value);
    case 'Agent':
      return agent(check, value, true);
    case 'Group':
      return group(check, value);
    case 'StatementRef':
      return statementRef(check, value);
    case 'SubStatement':
      if (inSubStatement) return fail(at(check, 'objectType'), 'a SubStatement cannot hold another SubStatement');
      return subStatement(check, value);
    default:
      return fail(at(check, 'objectType'), 'must be Activity, Agent, Group, StatementRef or SubStatement');
  }
}

function timestamp(check: Check, value: unknown): boolean {
  return (
    isTimestamp(value, check.version === '2.0.0') ||
    fail(check, check.version === '2.0.0' ? 'must be an ISO 8601 timestamp with its offset' : 'must be an ISO 8601 timestamp')
  );
}

/** The parts a statement and a sub-statement share. */
function statementParts(check: Check, value: Record<string, unknown>, inSubStatement: boolean): boolean {
  if (!requireKeys(check, value, ['actor', 'verb', 'object'])) return false;
  const objectIsActivity = isPlainObject(value.object) && (value.object.objectType ?? 'Activity') === 'Activity';
  let ok = eachPresent(check, value, {
    actor: agentOrGroup,
    verb,
    object: (inner, object) => statementObject(inner, object, inSubStatement),
    result,
    context: (inner, statementContext) => context(inner, statementContext, objectIsActivity),
    timestamp,
    attachments,
  });
  const verbId = isPlainObject(value.verb) ? value.verb.id : undefined;
  if (verbId === VOIDED_VERB && !(isPlainObject(value.object) && value.object.objectType === 'StatementRef'))
    ok = fail(at(check, 'object'), 'must be a StatementRef to the statement a voiding statement voids');
  return ok;
}

function subStatement(check: Check, value: Record<string, unknown>): boolean {
  if (!objectWith(check, value, ['objectType', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'attachments'], 'a SubStatement')) return false;
  return statementParts(check, value, true);
}

/**
 * Data 2.4.9: an authority is an Agent, or (three-legged OAuth: the application and the user) an
 * anonymous Group of exactly two Agents; anything else is refused, even though the LRS then
 * replaces it with the credentials' own agent.
 */
function authority(check: Check, value: unknown): boolean {
  if (!(isPlainObject(value) && value.objectType === 'Group')) return agent(check, value);
  if (!group(check, value)) return false;
  if (IFI_PROPERTIES.some((key) => value[key] !== undefined)) return fail(check, 'a Group authority must be anonymous (two Agents, no identifier)');
  return (Array.isArray(value.member) && value.member.length === 2) || fail(at(check, 'member'), 'a Group authority holds exactly two Agents');
}

const VERSIONS: Record<XapiVersion, RegExp> = { '1.0.3': /^1\.0(\.\d+)?$/, '2.0.0': /^[12]\.0(\.\d+)?$/ };

/**
 * Every problem of one statement, as the LRS requirements of xAPI `version` say: required and
 * unknown properties, IRIs, language maps, timestamps and durations, one IFI per agent, groups,
 * score ranges, context and sub-statement rules. An empty list: the statement may be stored.
 */
export function statementIssues(value: unknown, version: XapiVersion, path = 'statement'): XapiIssue[] {
  const check: Check = { path, version, issues: [] };
  const keys = ['id', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'stored', 'authority', 'version', 'attachments'];
  if (!objectWith(check, value, keys, 'a Statement')) return check.issues;
  statementParts(check, value, false);
  eachPresent(check, value, {
    id: (inner, id) => isUuid(id) || fail(inner, 'must be a UUID'),
    stored: timestamp,
    authority,
    version: (inner, statementVersion) =>
      (typeof statementVersion === 'string' && VERSIONS[version].test(statementVersion)) || fail(inner, `is not a version xAPI ${version} accepts`),
  });
  return check.issues;
}
