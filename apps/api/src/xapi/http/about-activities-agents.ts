import { personOf } from '@espace/domain/xapi/agent-identity';
import { reachFor } from '@espace/domain/xapi/scopes';
import { isIri } from '@espace/domain/xapi/xapi-formats';
import { SUPPORTED_VERSIONS, type XapiVersion } from '@espace/domain/xapi/xapi-version';
import { AppError, BadRequestError } from '../../http/app-error';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import type { ActivitiesRepository } from '../statements/activities-repository';
import { readAgentParam } from './agent-param';
import type { XapiAnswer } from './xapi-answer';

/** GET about: open to anyone (Communication 2.8). */
export const aboutAnswer = (): XapiAnswer => ({ status: 200, json: { version: SUPPORTED_VERSIONS, extensions: {} } });

const onlyParam = (query: Record<string, string>, name: string) => {
  const other = Object.keys(query).find((key) => key !== name);
  if (other !== undefined) throw new BadRequestError([{ path: `query.${other}`, message: 'is not a parameter of this resource' }]);
};

/** GET activities: the activity with the canonical definition the LRS keeps (none: just its id). */
export async function getActivity(
  activities: ActivitiesRepository,
  tenantId: string,
  principal: XapiPrincipal,
  query: Record<string, string>,
): Promise<XapiAnswer> {
  onlyParam(query, 'activityId');
  if (!isIri(query.activityId)) throw new BadRequestError([{ path: 'query.activityId', message: 'is required, an IRI' }]);
  if (principal.launch === null && reachFor(principal.caller, { kind: 'read-documents', resource: 'activities' }) === 'none') throw new AppError('Forbidden');
  const definition = await activities.find(tenantId, query.activityId);
  return { status: 200, json: { objectType: 'Activity', id: query.activityId, ...(definition ? { definition } : {}) } };
}

/** GET agents: the Person object of an agent (a launch asks about its own learner only). */
export function getPerson(principal: XapiPrincipal, query: Record<string, string>, version: XapiVersion): XapiAnswer {
  onlyParam(query, 'agent');
  const { agent, key } = readAgentParam(query.agent, version);
  const mine = principal.launch === null || key === principal.launch.learner;
  if (!mine || (principal.launch === null && reachFor(principal.caller, { kind: 'read-documents', resource: 'agents' }) === 'none'))
    throw new AppError('Forbidden');
  return { status: 200, json: personOf(agent) };
}
