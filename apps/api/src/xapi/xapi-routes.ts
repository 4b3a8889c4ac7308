import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentKind } from '@espace/domain/xapi/document-rules';
import { requestedVersion } from '@espace/domain/xapi/xapi-version';
import { BadRequestError } from '../http/app-error';
import { createXapiAuth, type XapiPrincipal } from './credentials/xapi-auth';
import { handleDocument } from './documents/documents';
import { aboutAnswer, getActivity, getPerson } from './http/about-activities-agents';
import type { XapiAnswer } from './http/xapi-answer';
import { type XapiCall, preferredLanguages, RawBody, readXapiCall, versionOf } from './http/xapi-call';
import { corsHeaders } from './http/xapi-cors';
import { fetchCmi5Token } from './launch/cmi5-fetch';
import { getStatements } from './statements/get-statements';
import { storeStatements } from './statements/store-statements';

/** Statement batches with attachments may be large; documents are capped on their own. */
const XAPI_BODY_LIMIT = 16 * 1024 * 1024;

type Resource = 'statements' | 'activities/state' | 'activities/profile' | 'agents/profile' | 'activities' | 'agents' | 'about';

/** Each resource's methods (Communication 2); every one also takes a POST in the alternate syntax. */
const RESOURCES: Record<Resource, { methods: string[]; summary: string }> = {
  statements: { methods: ['GET', 'PUT', 'POST'], summary: 'Statements: store (PUT one, POST a batch), and read one or a filtered list' },
  'activities/state': { methods: ['GET', 'PUT', 'POST', 'DELETE'], summary: "State documents of an activity for an agent (an activity's bookmark and suspend data)" },
  'activities/profile': { methods: ['GET', 'PUT', 'POST', 'DELETE'], summary: 'Activity profile documents' },
  'agents/profile': { methods: ['GET', 'PUT', 'POST', 'DELETE'], summary: 'Agent profile documents' },
  activities: { methods: ['GET', 'POST'], summary: 'The canonical definition of an activity' },
  agents: { methods: ['GET', 'POST'], summary: 'The Person object of an agent' },
  about: { methods: ['GET', 'POST'], summary: 'The xAPI versions this LRS speaks' },
};

const DOCUMENT_KINDS: Partial<Record<Resource, DocumentKind>> = { 'activities/state': 'state', 'activities/profile': 'activity-profile', 'agents/profile': 'agent-profile' };

/**
 * The Learning Record Store at /api/xapi/ (docs/xapi.md): xAPI 1.0.3 and 2.0.0, chosen by each
 * request's X-Experience-API-Version, answered in kind. Bodies are read as bytes (statements,
 * attachments, documents of any type) and parsed by the LRS itself.
 */
export const xapiRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.xapiStatementStore;
  const authenticate = createXapiAuth(app.xapiCredentialsRepository, 1000);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: XAPI_BODY_LIMIT }, (_request, body, done) => done(null, new RawBody(body as Buffer)));
  app.addHook('onRequest', async (request, reply) => {
    const version = requestedVersion(request.headers['x-experience-api-version'] as string | undefined);
    reply.headers({ ...corsHeaders, 'x-experience-api-version': version ?? '1.0.3', 'cache-control': 'no-store' });
  });
  app.options('/*', { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());

  const dispatch = async (resource: Resource, call: XapiCall, request: FastifyRequest): Promise<XapiAnswer> => {
    const tenantId = request.tenant.id;
    if (resource === 'about' && call.method === 'GET') return aboutAnswer();
    const principal: XapiPrincipal = await authenticate(tenantId, call.authorization, request.publicOrigin);
    const version = versionOf(call);
    if (!RESOURCES[resource].methods.includes(call.method) || (call.method === 'POST' && ['activities', 'agents', 'about'].includes(resource))) {
      throw new BadRequestError([{ path: 'method', message: `${call.method} is not a method of ${resource}` }]);
    }
    const kind = DOCUMENT_KINDS[resource];
    if (kind) return handleDocument({ database: app.database, documents: app.xapiDocumentsRepository }, tenantId, principal, kind, call, version);
    if (resource === 'activities') return getActivity(app.xapiActivitiesRepository, tenantId, principal, call.query);
    if (resource === 'agents') return getPerson(principal, call.query, version);
    if (call.method === 'GET') {
      return getStatements(app.xapiStatementsRepository, { tenantId, principal, version, query: call.query, languages: preferredLanguages(call.acceptLanguage), resourcePath: '/api/xapi/statements', now: new Date() });
    }
    const unknown = Object.keys(call.query).find((name) => name !== 'statementId');
    if (unknown !== undefined) throw new BadRequestError([{ path: `query.${unknown}`, message: 'is not a parameter of PUT or POST statements' }]);
    const ids = await storeStatements(store, { tenantId, homePage: request.publicOrigin, principal, version, method: call.method as 'PUT' | 'POST', statementId: call.query.statementId, contentType: call.contentType, body: call.body, now: new Date() });
    return call.method === 'PUT' ? { status: 204 } : { status: 200, json: ids };
  };

  app.post(
    '/extensions/cmi5/fetch',
    { schema: { tags: ['xapi'], summary: "cmi5's fetch URL: the AU session's auth token, once (the token in the query is the one-time credential)" } },
    async (request, reply) => send(reply, await fetchCmi5Token(app.xapiCredentialsRepository, request.tenant.id, (request.query as { token?: string }).token)),
  );

  for (const [resource, { methods, summary }] of Object.entries(RESOURCES) as [Resource, (typeof RESOURCES)[Resource]][]) {
    for (const method of methods) {
      app.route({
        method: method as 'GET',
        url: `/${resource}`,
        schema: { tags: ['xapi'], summary: method === 'POST' && !RESOURCES[resource].methods.includes('PUT') ? `${summary} (alternate request syntax)` : summary, security: [{ lrsBasic: [] }] },
        handler: async (request, reply) => send(reply, await dispatch(resource, readXapiCall(request as never), request)),
      });
    }
  }
};

function send(reply: FastifyReply, answer: XapiAnswer): FastifyReply {
  if (answer.headers) reply.headers(answer.headers);
  reply.code(answer.status);
  if (answer.bytes) return reply.type(answer.contentType ?? 'application/octet-stream').send(answer.bytes);
  if (answer.json !== undefined) return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.json));
  return reply.send();
}
