import { errorBodySchema } from '@espace/contracts/errors';
import { pageXapiStateSchema, xapiLaunchBodySchema, xapiLaunchParamsSchema, xapiLaunchSchema } from '@espace/contracts/xapi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../http/app-error';
import { findLesson } from '../../lessons/lesson-play';
import { lessonErrors } from '../../lessons/lesson-route-schemas';
import { type LaunchDeps, launchActivity } from './launch-activity';

const common = { tags: ['xapi'], security: [{ bearer: [] }], params: xapiLaunchParamsSchema };

/** The player's side of launches: credentials for an activity of the current page, and the page's state as statements left it. */
export const xapiLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LaunchDeps = {
    database: app.database,
    repositories: app.lessonRepositories,
    users: app.usersRepository,
    credentials: app.xapiCredentialsRepository,
    documents: app.xapiDocumentsRepository,
    store: app.xapiStatementStore,
    externalLrs: app.externalLrsRepository,
  };
  app.post(
    '/lessons/:id/pages/:pageId/xapi-launch',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Launches an activity of the learner's current page: its own credentials (or a cmi5 fetch URL), the learner's agent, the registration",
        body: xapiLaunchBodySchema,
        response: { 200: xapiLaunchSchema, ...lessonErrors },
      },
    },
    async (request) =>
      launchActivity(deps, {
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        lessonId: request.params.id,
        pageId: request.params.pageId,
        url: request.body.url,
        origin: request.publicOrigin,
        externalEndpoint: request.tenant.hosts.lrs,
        now: new Date(),
      }),
  );

  app.get(
    '/lessons/:id/pages/:pageId/xapi-state',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Whether statements completed the page, and its score: polled by the player on a tincan page',
        response: { 200: pageXapiStateSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const lesson = await findLesson(deps.repositories, {
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        lessonId: request.params.id,
        now: new Date(),
      });
      const page = (await deps.repositories.lessonPages.listLive(request.tenant.id, lesson.id)).find((candidate) => candidate.id === request.params.pageId);
      if (!page) throw new NotFoundError();
      return { pageId: page.id, answered: page.answeredAt !== null, scoring: page.results?.scoring ?? null };
    },
  );
};
