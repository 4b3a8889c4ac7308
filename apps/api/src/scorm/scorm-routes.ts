import { errorBodySchema } from '@espace/contracts/errors';
import { scormLaunchBodySchema, scormLaunchParamsSchema, scormLaunchSchema, scormRuntimeAnswerSchema, scormRuntimeCallSchema } from '@espace/contracts/scorm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { lessonErrors } from '../lessons/lesson-route-schemas';
import { launchSco, type ScormDeps, scormRuntimeCall } from './scorm-sessions';

/** A commit carries the whole data model: 1.2's suspend data is 4 KB, 2004's 64 KB, and interactions add up. */
const RUNTIME_BODY_LIMIT = 1024 * 1024;

/**
 * SCORM (docs/scorm.md): the player launches the SCO of the learner's current page, and the SCO's
 * runtime, in the activity sandbox, calls back with the session's token in its body.
 */
export const scormRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ScormDeps = {
    attempts: app.scormAttemptsRepository,
    repositories: app.lessonRepositories,
    users: app.usersRepository,
    store: app.xapiStatementStore,
  };

  app.post(
    '/lessons/:id/pages/:pageId/scorm-launch',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['scorm'],
        security: [{ bearer: [] }],
        summary: "Launches the SCO of the learner's current page: a session of its own, refused while another tab or device has the SCO open",
        params: scormLaunchParamsSchema,
        body: scormLaunchBodySchema,
        response: { 200: scormLaunchSchema, ...lessonErrors, 409: errorBodySchema.describe('SCO_OPEN_ELSEWHERE, or one of the lesson’s 409s') },
      },
    },
    async (request) =>
      launchSco(deps, {
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        lessonId: request.params.id,
        pageId: request.params.pageId,
        takeOver: request.body.takeOver,
        origin: request.publicOrigin,
        now: new Date(),
      }),
  );

  // The sandboxed SCO posts text/plain: a simple request, no preflight, and the same body as its last beacon.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: RUNTIME_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new BadRequestError([{ path: 'body', message: 'is not JSON' }]), undefined);
    }
  });
  app.post(
    '/scorm/runtime',
    {
      bodyLimit: RUNTIME_BODY_LIMIT,
      onSend: async (_request, reply) => {
        // Any origin: the SCO runs in an opaque one, and the token in the body is the only credential (no cookie is read).
        reply.header('access-control-allow-origin', '*');
      },
      schema: {
        tags: ['scorm'],
        summary: "A call of a SCO's runtime: initialize, commit or keep-alive, with the session's token. Commit answers true once the data is stored",
        body: scormRuntimeCallSchema,
        response: { 200: scormRuntimeAnswerSchema, ...errorResponses.badRequest },
      },
    },
    async (request) => scormRuntimeCall(deps, { tenantId: request.tenant.id, origin: request.publicOrigin, call: request.body, now: new Date() }),
  );
};
