import { createHash } from 'node:crypto';
import { type DocumentKind, mergedDocument, postedContentProblem, preconditionOutcome } from '@espace/domain/xapi/document-rules';
import { reachFor } from '@espace/domain/xapi/scopes';
import { isIri, isTimestamp, timestampMs } from '@espace/domain/xapi/xapi-formats';
import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import type { Database } from '../../db/database';
import { lockKeys } from '../../db/advisory-locks';
import { AppError, BadRequestError, NotFoundError } from '../../http/app-error';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import { readAgentParam } from '../http/agent-param';
import { noContent, type XapiAnswer } from '../http/xapi-answer';
import type { XapiCall } from '../http/xapi-call';
import type { DocumentScope, DocumentsRepository } from './documents-repository';
import { isUuid } from '@espace/domain/uuid';

/** The largest document the LRS keeps (a bookmark or suspend data is far smaller). */
const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** cmi5's launch data is the LMS's to write: an AU reads it only (docs/xapi.md). */
export const LAUNCH_DATA_STATE = 'LMS.LaunchData';

const refuse = (name: string, message: string): never => {
  throw new BadRequestError([{ path: `query.${name}`, message }]);
};

/** Each resource's parameters: its key, and the name of its document id. */
const PARAMS: Record<DocumentKind, { allowed: string[]; idName: string }> = {
  state: { allowed: ['activityId', 'agent', 'registration', 'stateId', 'since'], idName: 'stateId' },
  'activity-profile': { allowed: ['activityId', 'profileId', 'since'], idName: 'profileId' },
  'agent-profile': { allowed: ['agent', 'profileId', 'since'], idName: 'profileId' },
};

function scopeOf(kind: DocumentKind, call: XapiCall, version: XapiVersion): { scope: DocumentScope; id: string | null; since: Date | null } {
  const { allowed, idName } = PARAMS[kind];
  for (const name of Object.keys(call.query)) if (!allowed.includes(name)) refuse(name, 'is not a parameter of this resource');
  const query = call.query;
  const activityId = kind === 'agent-profile' ? '' : isIri(query.activityId) ? query.activityId : refuse('activityId', 'is required, an IRI');
  const registration =
    query.registration === undefined ? '' : isUuid(query.registration) ? query.registration.toLowerCase() : refuse('registration', 'must be a UUID');
  const id = query[idName] ?? null;
  if (id !== null && (id === '' || id.length > 1024)) refuse(idName, 'must be a non-empty id of at most 1024 characters');
  const since =
    query.since === undefined ? null : isTimestamp(query.since, false) ? new Date(timestampMs(query.since)) : refuse('since', 'must be an ISO 8601 timestamp');
  // `since` filters the list of ids; a GET of one document may carry it and ignores it (the
  // conformance suite's State tests send one: Communication 2.3.s4.table1.row4).
  if (since !== null && call.method !== 'GET') refuse('since', `goes with a GET of the ${idName}s`);
  const agent = kind === 'activity-profile' ? '' : readAgentParam(query.agent, version).key;
  return { scope: { kind, activityId, agentKey: agent, registration }, id, since };
}

const etagOf = (content: Buffer) => `"${createHash('sha1').update(content).digest('hex')}"`;

/** GET, PUT, POST and DELETE of state, activity profile and agent profile documents. */
export async function handleDocument(
  deps: { database: Database; documents: DocumentsRepository },
  tenantId: string,
  principal: XapiPrincipal,
  kind: DocumentKind,
  call: XapiCall,
  version: XapiVersion,
): Promise<XapiAnswer> {
  const { scope, id, since } = scopeOf(kind, call, version);
  const idName = PARAMS[kind].idName;
  const reading = call.method === 'GET';
  const reach = reachFor(principal.caller, reading ? { kind: 'read-documents', resource: kind } : { kind: 'write-documents', resource: kind });
  const ownAgent = principal.launch === null || kind === 'activity-profile' || scope.agentKey === principal.launch.learner;
  if (reach === 'none' || !ownAgent) throw new AppError('Forbidden');
  if (principal.launch && kind === 'state' && !reading && id === LAUNCH_DATA_STATE)
    throw new AppError('Forbidden', [{ path: `query.${idName}`, message: "the LMS's launch data is read-only" }]);

  if (reading) {
    if (id === null) return { status: 200, json: await deps.documents.listIds(tenantId, scope, since) };
    const document = await deps.documents.find(tenantId, scope, id);
    if (!document) throw new NotFoundError();
    return {
      status: 200,
      bytes: document.content,
      contentType: document.contentType,
      headers: { etag: document.etag, 'last-modified': document.updatedAt.toUTCString() },
    };
  }
  if (id === null && (call.method !== 'DELETE' || kind !== 'state')) refuse(idName, 'is required');
  if (call.body.length > MAX_DOCUMENT_BYTES) throw new AppError('BAD_REQUEST', [{ path: 'body', message: `is larger than ${MAX_DOCUMENT_BYTES} bytes` }]);
  const contentType = call.contentType === '' ? 'application/octet-stream' : call.contentType;
  const postProblem = call.method === 'POST' ? postedContentProblem({ contentType, text: call.body.toString('utf8') }) : null;
  if (postProblem !== null) throw new BadRequestError([{ path: 'body', message: postProblem }]);
  await deps.database.transaction(async (tx) => {
    await lockKeys(tx, [`xapi-document:${tenantId}:${scope.kind}:${scope.activityId}:${scope.agentKey}:${scope.registration}:${id ?? '*'}`]);
    const current = id === null ? undefined : await deps.documents.find(tenantId, scope, id, tx);
    const outcome = preconditionOutcome({
      method: call.method as 'PUT' | 'POST' | 'DELETE',
      kind,
      version,
      current: current?.etag ?? null,
      ifMatch: call.ifMatch,
      ifNoneMatch: call.ifNoneMatch,
    });
    if (outcome === 'precondition-failed') throw new AppError('PRECONDITION_FAILED');
    if (outcome === 'conflict')
      throw new AppError('CONFLICT', [
        {
          path: 'headers.if-match',
          message: 'the document exists: send If-Match with its ETag to replace it, or If-None-Match: * to create it only when absent',
        },
      ]);
    if (outcome === 'headers-required')
      throw new BadRequestError([{ path: 'headers.if-none-match', message: 'a PUT to a profile names If-Match (its ETag) or If-None-Match (* to create it)' }]);
    if (call.method === 'DELETE') return deps.documents.remove(tenantId, scope, id, tx);
    // A POST over a stored document merges; one finding none is a PUT (Communication 2.2.s7).
    if (call.method === 'POST' && current) {
      const merged = mergedDocument(
        { contentType: current.contentType, text: current.content.toString('utf8') },
        { contentType, text: call.body.toString('utf8') },
      );
      if (!merged.ok) throw new BadRequestError([{ path: 'body', message: merged.reason }]);
      const content = Buffer.from(merged.text);
      return deps.documents.save(tenantId, scope, { id: id ?? '', content, contentType: 'application/json', etag: etagOf(content), updatedAt: new Date() }, tx);
    }
    return deps.documents.save(tenantId, scope, { id: id ?? '', content: call.body, contentType, etag: etagOf(call.body), updatedAt: new Date() }, tx);
  });
  return noContent;
}
