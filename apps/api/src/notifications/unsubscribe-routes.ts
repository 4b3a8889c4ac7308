import { createHash } from 'node:crypto';
import { mailedScreenPaths } from '@espace/contracts/notification-links';
import { unsubscribeBodySchema, unsubscribedSchema, unsubscribeParamsSchema } from '@espace/contracts/mail-preferences';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { unsubscribe } from './my-mail-preferences';

/** Counted per token under its hash: the rate limit's counters keep no token. */
const tokenKey = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Mails' unsubscribe links (docs/api.md#email-preferences), used without signing in: the token is
 * the only credential, and it can only set the kinds it names to « Jamais ».
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form. Only these routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const common = { tags: ['notifications'] };
  const errors = { ...errorResponses.badRequest, ...errorResponses.notFound, ...errorResponses.tooManyAttempts };
  const unsubscribing = (request: FastifyRequest, token: string) =>
    unsubscribe({ tenantId: request.tenant.id, token, tokens: app.unsubscribeTokens, preferences: app.mailPreferencesRepository, now: new Date() });

  app.post(
    '/mail/unsubscribe/:token',
    {
      preHandler: app.limitRate('mailUnsubscribe', (request) => tokenKey((request.params as { token: string }).token)),
      schema: {
        ...common,
        summary:
          'One-click unsubscribe (RFC 8058), the address of a mail’s List-Unsubscribe header: mail clients post the form body List-Unsubscribe=One-Click. No session; the kinds the token names are never mailed again',
        params: unsubscribeParamsSchema,
        response: { 200: unsubscribedSchema, ...errors },
      },
    },
    async (request) => unsubscribing(request, request.params.token),
  );

  app.get(
    '/mail/unsubscribe/:token',
    {
      schema: {
        ...common,
        summary: 'The same address opened in a browser: 303 to the unsubscribe page, which says what it stops and asks for one click (a GET changes nothing)',
        params: unsubscribeParamsSchema,
        response: { 303: z.null().describe('Location: the unsubscribe page, the token in its fragment'), ...errorResponses.badRequest },
      },
    },
    async (request, reply) =>
      (reply as FastifyReply)
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', `${request.publicOrigin}${mailedScreenPaths.unsubscribe}#${request.params.token}`)
        .send(),
  );

  app.post(
    '/mail/unsubscribe',
    {
      preHandler: app.limitRate('mailUnsubscribe', (request) => tokenKey(String((request.body as { token?: unknown } | undefined)?.token ?? ''))),
      schema: {
        ...common,
        summary: 'The unsubscribe page’s button: the token from its fragment, in the body. No session; the kinds it names are never mailed again',
        body: unsubscribeBodySchema,
        response: { 200: unsubscribedSchema, ...errors },
      },
    },
    async (request) => unsubscribing(request, request.body.token),
  );
};
