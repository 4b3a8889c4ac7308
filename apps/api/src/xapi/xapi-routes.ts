import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentKind } from '@espace/domain/xapi/document-rules';
import { LATEST_VERSION, requestedVersion } from '@espace/domain/xapi/xapi-version';
import { BadRequestError } from '../http/app-error';
import { errorCatalogue } from '../http/error-catalogue';
import { createXapiAuth, type XapiPrincipal } from './credentials/xapi-auth';
import { createVersionMemory } from './credentials/version-memory';
import { handleDocument } from './documents/documents';
import { aboutAnswer, getActivity, getPerson } from './http/about-activities-agents';
import type { XapiAnswer } from './http/xapi-answer';
import { type XapiCall, type XapiMethod, preferredLanguages, RawBody, readXapiCall, versionOf } from './http/xapi-call';
import { corsHeaders } from './http/xapi-cors';
import { fetchCmi5Token } from './launch/cmi5-fetch';
import { getStatements } from './statements/get-statements';
import { storeStatements } from './statements/store-statements';

/** Statement batches with attachments may be large; documents are capped on their own. */
const XAPI_BODY_LIMIT = 16 * 1024 * 1024;

type Resource = 'statements' | 'activities/state' | 'activities/profile' | 'agents/profile' | 'activities' | 'agents' | 'about';

/** Each resource's methods (Communication 2); any other is 405, and a POST may carry the alternate syntax. */
const RESOURCES: Record<Resource, { methods: XapiMethod[]; summary: string }> = {
  statements: { methods: ['GET', 'PUT', 'POST'], summary: 'Statements: store (PUT one, POST a batch), and read one or a filtered list' },
  'activities/state': {
    methods: ['GET', 'PUT', 'POST', 'DELETE'],
    summary: "State documents of an activity for an agent (an activity's bookmark and suspend data)",
  },
  'activities/profile': { methods: ['GET', 'PUT', 'POST', 'DELETE'], summary: 'Activity profile documents' },
  'agents/profile': { methods: ['GET', 'PUT', 'POST', 'DELETE'], summary: 'Agent profile documents' },
  activities: { methods: ['GET'], summary: 'The canonical definition of an activity' },
  agents: { methods: ['GET'], summary: 'The Person object of an agent' },
  about: { methods: ['GET'], summary: 'The xAPI versions this LRS speaks' },
};
const ALL_METHODS: XapiMethod[] = ['GET', 'PUT', 'POST', 'DELETE'];

/**
 * A method the specification does not give a resource (DELETE statements, PUT activities…) is 405
 * (Communication 3.2), before credentials are read: the answer says nothing about the caller.
 */
const methodNotAllowed = (resource: Resource, method: string): XapiAnswer => ({
  status: 405,
  headers: { allow: [...RESOURCES[resource].methods, 'HEAD', 'OPTIONS'].join(', ') },
  json: { code: 'METHOD_NOT_ALLOWED', title: errorCatalogue.METHOD_NOT_ALLOWED.title, message: `${method} is not a method of ${resource}` },
});

const DOCUMENT_KINDS: Partial<Record<Resource, DocumentKind>> = {
  'activities/state': 'state',
  'activities/profile': 'activity-profile',
  'agents/profile': 'agent-profile',
};

/**
 * The Learning Record Store at /api/xapi/ (docs/xapi.md): xAPI 1.0.3 and 2.0.0, chosen by each
 * request's X-Experience-API-Version, answered in kind. Bodies are read as bytes (statements,
 * attachments, documents of any type) and parsed by the LRS itself.
 */
export const xapiRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.xapiStatementStore;
  const authenticate = createXapiAuth(app.xapiCredentialsRepository, 1000);
  const answeredVersion = createVersionMemory({ ttlMs: 24 * 60 * 60 * 1000, max: 10_000 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: XAPI_BODY_LIMIT }, (_request, body, done) => done(null, new RawBody(body as Buffer)));
  app.addHook('onRequest', async (request, reply) => {
    const version = requestedVersion(request.headers['x-experience-api-version'] as string | undefined);
    // Until credentials are read (a 405, about, a 401), a request naming no version this LRS speaks
    // is answered in the latest one (Communication 3.3: the LRS answers with its own version header);
    // `dispatch` then answers in the version its credential last named (version-memory.ts).
    reply.headers({ ...corsHeaders, 'x-experience-api-version': version ?? LATEST_VERSION, 'cache-control': 'no-store' });
  });
  app.options('/*', { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());

  const dispatch = async (resource: Resource, call: XapiCall, request: FastifyRequest, reply: FastifyReply, now: Date): Promise<XapiAnswer> => {
    const tenantId = request.tenant.id;
    if (!RESOURCES[resource].methods.includes(call.method)) return methodNotAllowed(resource, call.method);
    if (resource === 'about') return aboutAnswer();
    const principal: XapiPrincipal = await authenticate(tenantId, call.authorization, request.publicOrigin);
    void reply.header('x-experience-api-version', answeredVersion(principal.credentialId, requestedVersion(call.versionHeader)));
    const version = versionOf(call);
    const kind = DOCUMENT_KINDS[resource];
    if (kind) return handleDocument({ database: app.database, documents: app.xapiDocumentsRepository }, tenantId, principal, kind, call, version);
    if (resource === 'activities') return getActivity(app.xapiActivitiesRepository, tenantId, principal, call.query);
    if (resource === 'agents') return getPerson(principal, call.query, version);
    if (call.method === 'GET') {
      return getStatements(app.xapiStatementsRepository, {
        tenantId,
        principal,
        version,
        query: call.query,
        languages: preferredLanguages(call.acceptLanguage),
        resourcePath: '/api/xapi/statements',
        now,
      });
    }
    const unknown = Object.keys(call.query).find((name) => name !== 'statementId');
    if (unknown !== undefined) throw new BadRequestError([{ path: `query.${unknown}`, message: 'is not a parameter of PUT or POST statements' }]);
    const ids = await storeStatements(store, {
      tenantId,
      homePage: request.publicOrigin,
      principal,
      version,
      method: call.method as 'PUT' | 'POST',
      statementId: call.query.statementId,
      contentType: call.contentType,
      body: call.body,
      now,
    });
    // A batch of up to 1,000 statements is an import: the LRS's queries plan on what its tables now hold.
    app.tableStatistics.afterBulkWrite(['xapi_statements', 'xapi_activities'], ids.length);
    return call.method === 'PUT' ? { status: 204 } : { status: 200, json: ids };
  };

  app.post(
    '/extensions/cmi5/fetch',
    { schema: { tags: ['xapi'], summary: "cmi5's fetch URL: the AU session's auth token, once (the token in the query is the one-time credential)" } },
    async (request, reply) => send(reply, await fetchCmi5Token(app.xapiCredentialsRepository, request.tenant.id, (request.query as { token?: string }).token)),
  );

  // Every method is routed, so that one the resource does not have is 405, not 404; a POST is also
  // how the alternate request syntax reaches any resource.
  for (const [resource, { methods, summary }] of Object.entries(RESOURCES) as [Resource, (typeof RESOURCES)[Resource]][]) {
    for (const method of ALL_METHODS) {
      const own = methods.includes(method);
      app.route({
        method,
        url: `/${resource}`,
        schema:
          own || method === 'POST'
            ? { tags: ['xapi'], summary: own ? summary : `${summary} (alternate request syntax)`, security: [{ lrsBasic: [] }] }
            : { hide: true },
        handler: async (request, reply) => {
          const now = new Date();
          // Communication 2.1.3: every answer of the statements resource says how far its reads are
          // consistent, whatever its status (a 400 or a 404 too).
          if (resource === 'statements') void reply.header('x-experience-api-consistent-through', now.toISOString());
          return send(reply, await dispatch(resource, readXapiCall(request as never), request, reply, now));
        },
      });
    }
  }
};

function send(reply: FastifyReply, answer: XapiAnswer): FastifyReply {
  if (answer.headers) reply.headers(answer.headers);
  reply.code(answer.status);
  if (answer.bytes) return reply.type(answer.contentType ?? 'application/octet-stream').send(answer.bytes);
  // Plain `application/json` (sent as bytes: Fastify appends a charset to a string's type): the
  // conformance suite compares the type as a whole (XAPI-00161), and JSON is UTF-8 (RFC 8259).
  if (answer.json !== undefined) return reply.type('application/json').send(Buffer.from(JSON.stringify(answer.json)));
  return reply.send();
}
