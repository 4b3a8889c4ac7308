import { accessTokenAnswerSchema, SSO_ERROR_FRAGMENT_KEY, SSO_FRAGMENT_KEY, ssoExchangeBodySchema } from '@espace/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { NotFoundError } from '../../http/app-error';
import { errorResponses } from '../../http/route-schemas';
import { exchangeSsoCode } from './exchange-sso-code';
import { finishSsoLogin, SsoFailure } from './finish-sso-login';
import { createOidcClient } from './oidc-client';
import { createProviderFetch } from './provider-fetch';
import { readSsoCookie, ssoCookie } from './sso-cookie';
import { SSO_LOGIN_TTL_SECONDS, startSsoLogin } from './start-sso-login';

const contextParams = z.strictObject({ id: z.string().max(64) });
const redirect = { 302: z.null().describe('Redirect') };

/** Single sign-on with the tenant's OpenID Connect provider (authorization code, PKCE, state, nonce). */
export const ssoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const provider = createProviderFetch(config.ssoPrivateNetworks);
  app.addHook('onClose', provider.close);
  const oidc = createOidcClient(provider.fetch);
  const origin = (request: FastifyRequest) => request.publicOrigin;
  const callbackPath = (contextId: string) => `/api/contexts/${contextId}/oidc/callback`;
  const toLogin = (reply: FastifyReply, fragment: string) => reply.redirect(`/login#${fragment}`, 302);
  const ownContext = (request: FastifyRequest, id: string) => {
    if (id !== request.tenant.id) throw new NotFoundError();
  };
  const repositories = () => ({ oidcSettings: app.oidcSettingsRepository, sso: app.ssoRepository, oidc });

  app.get(
    '/contexts/:id/oidc/login',
    { schema: { tags: ['contexts'], summary: "Start a single sign-on at the tenant's OpenID provider", params: contextParams, response: redirect } },
    async (request, reply) => {
      ownContext(request, request.params.id);
      let started: Awaited<ReturnType<typeof startSsoLogin>>;
      try {
        started = await startSsoLogin({
          tenant: request.tenant,
          redirectUri: `${origin(request)}${callbackPath(request.tenant.id)}`,
          now: new Date(),
          ...repositories(),
        });
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        request.log.warn({ reason: error.reason, err: error.cause }, 'single sign-on could not start');
        return toLogin(reply, `${SSO_ERROR_FRAGMENT_KEY}=${error.reason}`);
      }
      if (!started) return toLogin(reply, `${SSO_ERROR_FRAGMENT_KEY}=unavailable`);
      reply.header('set-cookie', ssoCookie(request.tenant.id, started.binding, SSO_LOGIN_TTL_SECONDS, request.protocol === 'https'));
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/contexts/:id/oidc/callback',
    {
      schema: {
        tags: ['contexts'],
        summary: 'Where the provider sends the browser back; signs the user in and redirects to /login#sso={code}',
        params: contextParams,
        querystring: z.record(z.string(), z.string()),
        response: redirect,
      },
    },
    async (request, reply) => {
      ownContext(request, request.params.id);
      reply.header('set-cookie', ssoCookie(request.tenant.id, '', 0, request.protocol === 'https'));
      try {
        const code = await finishSsoLogin({
          tenant: request.tenant,
          callbackUrl: new URL(request.url, origin(request)),
          state: request.query.state,
          binding: readSsoCookie(request.headers.cookie),
          now: new Date(),
          tokenTtlSeconds: config.tokenTtlSeconds,
          database: app.database,
          accounts: app.accountsRepository,
          sessions: app.sessionsRepository,
          ...repositories(),
        });
        return toLogin(reply, `${SSO_FRAGMENT_KEY}=${code}`);
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        request.log.warn({ reason: error.reason, err: error.cause }, 'single sign-on refused');
        return toLogin(reply, `${SSO_ERROR_FRAGMENT_KEY}=${error.reason}`);
      }
    },
  );

  app.post(
    '/users/sso/exchange',
    {
      schema: {
        tags: ['users'],
        summary: 'Trade the one-time code of /login#sso= for an access token',
        body: ssoExchangeBodySchema,
        response: { 200: accessTokenAnswerSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized },
      },
    },
    async (request) => exchangeSsoCode({ tenantId: request.tenant.id, code: request.body.code, now: new Date(), sso: app.ssoRepository, tokens: app.tokens }),
  );
};
