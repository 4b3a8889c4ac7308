import { at, type Check, eachPresent, fail, objectWith, requireKeys, string } from './checks';
import { isIri, isIrl, isMailto, isPlainObject, isSha1Hex } from './xapi-formats';

/** The inverse functional identifiers: an agent or identified group has exactly one. */
export const IFI_PROPERTIES = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

const AGENT_KEYS = ['objectType', 'name', ...IFI_PROPERTIES];
const GROUP_KEYS = [...AGENT_KEYS, 'member'];

function account(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, ['homePage', 'name'], 'an account')) return false;
  if (!requireKeys(check, value, ['homePage', 'name'])) return false;
  return eachPresent(check, value, {
    homePage: (inner, homePage) => isIrl(homePage) || fail(inner, 'must be an IRL (an http or https URL)'),
    name: (inner, name) => string(inner, name, 1024),
  });
}

/** Exactly one IFI, each of the right form. `required` is false for an anonymous group. */
function identifiers(check: Check, value: Record<string, unknown>, required: boolean): boolean {
  const present = IFI_PROPERTIES.filter((key) => value[key] !== undefined);
  if (present.length > 1) return fail(check, `must have exactly one inverse functional identifier, not ${present.join(' and ')}`);
  if (present.length === 0) return required ? fail(check, 'must have an inverse functional identifier (mbox, mbox_sha1sum, openid or account)') : true;
  return eachPresent(check, value, {
    mbox: (inner, mbox) => isMailto(mbox) || fail(inner, 'must be a mailto IRI (mailto:name@example.com)'),
    mbox_sha1sum: (inner, sum) => isSha1Hex(sum) || fail(inner, 'must be the hexadecimal SHA-1 of a mailto IRI'),
    openid: (inner, openid) => isIri(openid) || fail(inner, 'must be a URI'),
    account,
  });
}

export function agent(check: Check, value: unknown, objectTypeRequired = false): boolean {
  if (!objectWith(check, value, AGENT_KEYS, 'an Agent')) return false;
  if (value.objectType === undefined ? objectTypeRequired : value.objectType !== 'Agent') return fail(at(check, 'objectType'), 'must be "Agent"');
  const named = value.name === undefined || string(at(check, 'name'), value.name, 1024);
  return identifiers(check, value, true) && named;
}

export function group(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, GROUP_KEYS, 'a Group')) return false;
  if (value.objectType !== 'Group') return fail(at(check, 'objectType'), 'must be "Group"');
  let ok = value.name === undefined || string(at(check, 'name'), value.name, 1024);
  const identified = IFI_PROPERTIES.some((key) => value[key] !== undefined);
  if (!identifiers(check, value, false)) ok = false;
  const members = value.member;
  if (members === undefined) return identified ? ok : fail(at(check, 'member'), 'is required in an anonymous group');
  if (!Array.isArray(members)) return fail(at(check, 'member'), 'must be an array of Agents');
  if (!identified && members.length === 0) return fail(at(check, 'member'), 'must list the agents of an anonymous group');
  members.forEach((member, index) => {
    if (isPlainObject(member) && member.objectType === 'Group') ok = fail(at(at(check, 'member'), index), 'must be an Agent: a group cannot hold groups');
    else if (!agent(at(at(check, 'member'), index), member)) ok = false;
  });
  return ok;
}

/** An actor, instructor or authority: an Agent (objectType optional) or a Group. */
export function agentOrGroup(check: Check, value: unknown): boolean {
  if (isPlainObject(value) && value.objectType === 'Group') return group(check, value);
  return agent(check, value);
}
