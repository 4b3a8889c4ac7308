import { type Me, meSchema } from '@espace/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileResponseSerializer } from '../http/response-serializer';
import { errorResponses } from '../http/route-schemas';
import { findSignedInProfile, meFromProfile } from './get-me';
import type { UserProfile } from './users-repository';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // users/me is loaded by every page and polled: a profile kept by the profile cache
  // (profile-cache.ts) is turned into its JSON answer once, not on every request.
  const serializeMe = compileResponseSerializer(meSchema);
  const answers = new WeakMap<UserProfile, string>();
  const answerFor = (profile: UserProfile) => {
    let answer = answers.get(profile);
    if (answer === undefined) {
      answer = serializeMe(meFromProfile(profile));
      answers.set(profile, answer);
    }
    return answer;
  };

  app.get(
    '/users/me',
    {
      preHandler: app.authenticate({ allowQueryToken: true }),
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (SPEC §3 AppUser)',
        security: [{ bearer: [] }],
        querystring: z.strictObject({ access_token: z.string().optional().describe('The access token, when not sent as a bearer header') }),
        response: { 200: meSchema, ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      const profile = await findSignedInProfile({ tenantId: request.tenant.id, userId: request.auth.userId, users: app.repositories.users });
      // Fastify sends a string with a JSON type as it is: this one was serialised with the 200 schema.
      return reply.type('application/json; charset=utf-8').send(answerFor(profile) as unknown as Me);
    },
  );
};
