import { type JsonObject, agentKey } from '@espace/domain/xapi/agent-identity';
import { agentOrGroup } from '@espace/domain/xapi/agent-rules';
import type { Check } from '@espace/domain/xapi/checks';
import { jsonProblemText, parseJson } from '@espace/domain/xapi/json-values';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import { BadRequestError } from '../../http/app-error';

/**
 * An `agent` query parameter (statements, state, agent profiles, agents): an Agent or identified
 * Group in JSON, checked by the statement rules; 400 naming the parameter otherwise.
 */
export function readAgentParam(text: string | undefined, version: XapiVersion): { agent: JsonObject; key: string } {
  const refuse = (message: string): never => {
    throw new BadRequestError([{ path: 'query.agent', message }]);
  };
  if (text === undefined) return refuse('is required, an Agent in JSON');
  const parsed = parseJson(text);
  if (!parsed.ok) return refuse(parsed.problem === 'too-deep' ? jsonProblemText(parsed.problem) : 'must be an Agent or Group in JSON');
  const value = parsed.value;
  const check: Check = { path: 'query.agent', version, issues: [] };
  if (!agentOrGroup(check, value) || !isPlainObject(value)) throw new BadRequestError(check.issues);
  const key = agentKey(value);
  return key === null ? refuse('must be an Agent or an identified Group (one with an inverse functional identifier)') : { agent: value, key };
}
