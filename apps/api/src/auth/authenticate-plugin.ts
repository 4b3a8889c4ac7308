import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createSignedLinks, type SignedLinkKind, type SignedLinkQuery, type SignedLinks } from '../files/signed-links';
import { AppError, UnauthorizedError } from '../http/app-error';
import { createUnsubscribeTokens, type UnsubscribeTokens } from '../notifications/unsubscribe-tokens';
import { createDeviceCookies, type DeviceCookies } from './device-cookies';
import { resolveInstallationSecret } from './installation-secrets';
import { createTokenService, type TokenService } from './tokens';

interface Authenticated {
  userId: string;
  sessionId: string;
}

interface AuthenticateOptions {
  /** users/me also accepts the token as `?access_token=` (docs/product/api-calls.md#signed-links). */
  allowQueryToken?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** A preHandler that lets the request through only with a valid session of the request's tenant. */
    authenticate(options?: AuthenticateOptions): preHandlerAsyncHookHandler;
    signedLinks: SignedLinks;
    /** The sign-in throttle's device cookies (device-cookies.ts): they relax the throttle and authenticate nothing. */
    deviceCookies: DeviceCookies;
    /** The tokens of mails' unsubscribe links (notifications/unsubscribe-tokens.ts): they set kinds of mail to « Jamais » and nothing else. */
    unsubscribeTokens: UnsubscribeTokens;
    /**
     * For downloads (file bytes, certificate PDF): a bearer token, or a signed link
     * (files/signed-links.ts) of this kind for the target `targetOf` names. Sets `downloaderId`.
     */
    /**
     * A download by the session, or by a signed link of this kind for this target; `signedLinkOnly`:
     * by the link alone (an archive, an attestation: opened from a plain link, never with a token).
     */
    authenticateDownload(
      kind: SignedLinkKind,
      targetOf: (request: FastifyRequest) => string,
      options?: { signedLinkOnly?: boolean },
    ): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: Authenticated;
    /** Who downloads: the session's user, or the user a signed link was issued to (no session then). */
    downloaderId: string;
  }
}

function bearerToken(request: FastifyRequest, allowQueryToken: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  if (!allowQueryToken) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.access_token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

export const authenticatePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const secret = await resolveInstallationSecret('jwt_secret', config.jwtSecret, app.installationSecrets);
    const tokens = createTokenService(secret, config.tokenTtlSeconds);
    const signedLinks = createSignedLinks(secret);
    app.decorate('tokens', tokens);
    app.decorate('signedLinks', signedLinks);
    app.decorate('deviceCookies', createDeviceCookies(secret));
    app.decorate('unsubscribeTokens', createUnsubscribeTokens(secret));
    app.decorateRequest('auth', null as unknown as Authenticated);
    app.decorateRequest('downloaderId', null as unknown as string);
    const authenticateSession = async (request: FastifyRequest, allowQueryToken: boolean) => {
      const token = bearerToken(request, allowQueryToken);
      const claims = token === undefined ? undefined : tokens.verify(token);
      // A token of another tenant is no token here, even when its session is alive.
      if (!claims || claims.ctx !== request.tenant.id) throw new UnauthorizedError();
      const session = await app.sessionsRepository.findActive(request.tenant.id, claims.sid, claims.sub);
      if (!session) throw new UnauthorizedError();
      request.auth = session;
    };
    app.decorate('authenticate', ({ allowQueryToken = false }: AuthenticateOptions = {}) => {
      const hook: preHandlerAsyncHookHandler = async (request) => authenticateSession(request, allowQueryToken);
      return hook;
    });
    app.decorate('authenticateDownload', (kind: SignedLinkKind, targetOf: (request: FastifyRequest) => string, { signedLinkOnly = false } = {}) => {
      const hook: preHandlerAsyncHookHandler = async (request) => {
        const query = request.query as Partial<SignedLinkQuery>;
        // A signature decides alone: a forged or stale one is refused even next to a valid header.
        if (query.signature === undefined && !signedLinkOnly) {
          await authenticateSession(request, false);
          request.downloaderId = request.auth.userId;
          return;
        }
        const check = signedLinks.verify({ kind, tenantId: request.tenant.id, targetId: targetOf(request) }, query);
        if (!check.ok) throw new AppError(check.reason === 'expired' ? 'SIGNED_LINK_EXPIRED' : 'SIGNED_LINK_INVALID');
        request.downloaderId = check.userId;
      };
      return hook;
    });
  },
  { name: 'authenticate', dependencies: ['auth-repositories', 'tenant'] },
);
