import { mailPreferencesSchema, updateMailPreferencesBodySchema } from '@espace/contracts/mail-preferences';
import { mayUseTrainerSpace, staffStandingOf } from '@espace/domain/trainer/trainer-access';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { myMailPreferences, updateMyMailPreferences } from './my-mail-preferences';

/** The signed-in user's e-mail preferences (docs/api.md#email-preferences), set from their profile. */
export const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const preferences = app.mailPreferencesRepository;
  const mine = async (request: FastifyRequest) => {
    const profile = await app.usersRepository.findProfile(request.tenant.id, request.auth.userId);
    return {
      tenantId: request.tenant.id,
      userId: request.auth.userId,
      staff: profile !== undefined && mayUseTrainerSpace(staffStandingOf(profile)),
      preferences,
    };
  };
  const common = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/mail-preferences',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'How I am mailed of each kind of notification, and my quiet hours',
        response: { 200: mailPreferencesSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => myMailPreferences(await mine(request)),
  );

  app.put(
    '/users/me/mail-preferences',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Set how I am mailed of each kind of notification (a kind left out follows its default), and my quiet hours',
        body: updateMailPreferencesBodySchema,
        response: { 200: mailPreferencesSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized },
      },
    },
    async (request) => updateMyMailPreferences({ ...(await mine(request)), database: app.database, body: request.body, now: new Date() }),
  );
};
