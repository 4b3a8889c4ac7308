import { isPlainObject } from './xapi-formats';

export type JsonObject = Record<string, unknown>;

/**
 * The key of an agent or identified group: its inverse functional identifier, the one thing two
 * agents are equal by (xAPI: "Agents are equal when the same IFI is used with equal values").
 * Null for an anonymous group or anything without an IFI.
 */
export function agentKey(value: unknown): string | null {
  if (!isPlainObject(value)) return null;
  if (typeof value.mbox === 'string') return `mbox:${value.mbox}`;
  if (typeof value.mbox_sha1sum === 'string') return `sha1:${value.mbox_sha1sum.toLowerCase()}`;
  if (typeof value.openid === 'string') return `openid:${value.openid}`;
  const account = value.account;
  if (isPlainObject(account) && typeof account.homePage === 'string' && typeof account.name === 'string')
    return `account:${JSON.stringify([account.homePage, account.name])}`;
  return null;
}

/** The keys of an agent or group and, for a group, of its members: whom a query by agent finds. */
export function agentAndMemberKeys(value: unknown): string[] {
  if (!isPlainObject(value)) return [];
  const own = agentKey(value);
  const members = value.objectType === 'Group' && Array.isArray(value.member) ? value.member.map(agentKey) : [];
  return [own, ...members].filter((key): key is string => key !== null);
}

/** The agent with only its IFI (format=ids), keeping objectType; a group keeps its members' IFIs. */
export function agentIds(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const ids: JsonObject = {};
  if (value.objectType !== undefined) ids.objectType = value.objectType;
  for (const key of ['mbox', 'mbox_sha1sum', 'openid', 'account']) if (value[key] !== undefined) ids[key] = value[key];
  if (value.objectType === 'Group' && Array.isArray(value.member) && agentKey(value) === null) ids.member = value.member.map(agentIds);
  return ids;
}

/**
 * The Person object of the agents resource: every name and identifier the LRS knows for the agent,
 * each as an array. The LRS links no identities together, so the person is the agent itself.
 */
export function personOf(agent: JsonObject): JsonObject {
  const person: JsonObject = { objectType: 'Person' };
  for (const key of ['name', 'mbox', 'mbox_sha1sum', 'openid', 'account']) if (agent[key] !== undefined) person[key] = [agent[key]];
  return person;
}
