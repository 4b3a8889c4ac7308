import { filterKey } from '@espace/domain/xapi/statement-index';
import type { StatementFormat } from '@espace/domain/xapi/statement-shape';
import { isIri, isTimestamp, timestampMs } from '@espace/domain/xapi/xapi-formats';
import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import { BadRequestError } from '../../http/app-error';
import { readAgentParam } from '../http/agent-param';
import { isUuid } from '@espace/domain/uuid';

/** The largest page GET statements answers (limit=0 asks for it). */
const MAX_PAGE = 500;

const LIST_PARAMS = [
  'agent',
  'verb',
  'activity',
  'registration',
  'related_activities',
  'related_agents',
  'since',
  'until',
  'limit',
  'format',
  'attachments',
  'ascending',
];
const SINGLE_PARAMS = ['statementId', 'voidedStatementId', 'format', 'attachments'];

export type StatementRequest =
  | { kind: 'single'; id: string; voided: boolean; format: StatementFormat; attachments: boolean }
  | {
      kind: 'list';
      keys: string[];
      sinceUs: number | null;
      untilUs: number | null;
      limit: number;
      ascending: boolean;
      format: StatementFormat;
      attachments: boolean;
    };

const refuse = (path: string, message: string): never => {
  throw new BadRequestError([{ path: `query.${path}`, message }]);
};

function flag(query: Record<string, string>, name: string): boolean {
  const value = query[name];
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false') refuse(name, 'must be true or false');
  return value === 'true';
}

/**
 * `since` (exclusive) and `until` (inclusive) compare at the millisecond `stored` shows: both
 * become the last microsecond of their millisecond (stored_us > it, stored_us <= it).
 */
function instant(query: Record<string, string>, name: string): number | null {
  const value = query[name];
  if (value === undefined) return null;
  if (!isTimestamp(value, false)) return refuse(name, 'must be an ISO 8601 timestamp');
  return (Math.floor(timestampMs(value)) + 1) * 1000 - 1;
}

/** Reads the query of GET statements (Communication 2.1.3): one statement, or a filtered list. */
export function readStatementRequest(query: Record<string, string>, version: XapiVersion): StatementRequest {
  const format = (query.format ?? 'exact') as StatementFormat;
  if (!['exact', 'ids', 'canonical'].includes(format)) refuse('format', 'must be exact, ids or canonical');
  const attachments = flag(query, 'attachments');
  const single = query.statementId !== undefined || query.voidedStatementId !== undefined;
  for (const name of Object.keys(query)) {
    if (!(single ? SINGLE_PARAMS : LIST_PARAMS).includes(name))
      refuse(name, single ? 'cannot go with statementId or voidedStatementId' : 'is not a parameter of GET statements');
  }
  if (single) {
    if (query.statementId !== undefined && query.voidedStatementId !== undefined) refuse('statementId', 'goes without voidedStatementId');
    const id = query.statementId ?? query.voidedStatementId ?? '';
    if (!isUuid(id)) refuse(query.statementId !== undefined ? 'statementId' : 'voidedStatementId', 'must be a UUID');
    return { kind: 'single', id: id.toLowerCase(), voided: query.voidedStatementId !== undefined, format, attachments };
  }
  const relatedAgents = flag(query, 'related_agents');
  const relatedActivities = flag(query, 'related_activities');
  const keys: string[] = [];
  if (query.agent !== undefined) keys.push((relatedAgents ? filterKey.relatedAgent : filterKey.agent)(readAgentParam(query.agent, version).key));
  if (query.verb !== undefined) keys.push(isIri(query.verb) ? filterKey.verb(query.verb) : refuse('verb', 'must be an IRI'));
  if (query.activity !== undefined)
    keys.push(
      isIri(query.activity) ? (relatedActivities ? filterKey.relatedActivity : filterKey.activity)(query.activity) : refuse('activity', 'must be an IRI'),
    );
  if (query.registration !== undefined)
    keys.push(isUuid(query.registration) ? filterKey.registration(query.registration) : refuse('registration', 'must be a UUID'));
  const limitText = query.limit ?? '0';
  if (!/^\d{1,9}$/.test(limitText)) refuse('limit', 'must be a whole number (0: as many as the LRS gives)');
  const limit = Number(limitText) === 0 ? MAX_PAGE : Math.min(Number(limitText), MAX_PAGE);
  return {
    kind: 'list',
    keys,
    sinceUs: instant(query, 'since'),
    untilUs: instant(query, 'until'),
    limit,
    ascending: flag(query, 'ascending'),
    format,
    attachments,
  };
}
