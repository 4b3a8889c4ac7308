import { lrsSettingsAnswerSchema, lrsSettingsBodySchema } from '@espace/contracts/xapi';
import { errorBodySchema } from '@espace/contracts/errors';
import { isAdmin } from '@espace/domain/user-domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, BadRequestError, NotFoundError } from '../../http/app-error';
import { errorResponses } from '../../http/route-schemas';

/** PUT /api/contexts/:id/lrs: a system admin of that very tenant sets or clears its external LRS. */
export const externalLrsRoutes: FastifyPluginAsyncZod = async (app) => {
  const external = app.externalLrsRepository;
  app.put(
    '/contexts/:id/lrs',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['xapi'],
        summary: "Sends the tenant's launches to an external LRS (hosts.lrs) with its credentials, or back to the portal's own (endpoint null)",
        security: [{ bearer: [] }],
        params: z.strictObject({ id: z.string().max(64) }),
        body: lrsSettingsBodySchema,
        response: { 200: lrsSettingsAnswerSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound },
      },
    },
    async (request) => {
      if (request.params.id !== request.tenant.id) throw new NotFoundError();
      const profile = await app.usersRepository.findProfile(request.tenant.id, request.auth.userId);
      if (!profile || !isAdmin(profile.roles)) throw new AppError('Forbidden');
      const { endpoint, key, secret } = request.body;
      if (endpoint !== null && (key === undefined || secret === undefined)) throw new BadRequestError([{ path: 'body.key', message: "An external LRS needs the key and secret it gave this tenant" }]);
      const normalised = endpoint === null ? null : endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
      await external.save(request.tenant.id, normalised, normalised === null || key === undefined || secret === undefined ? null : { key, secret });
      app.tenants.clear();
      return { endpoint: normalised };
    },
  );
};
