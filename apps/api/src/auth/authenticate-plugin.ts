import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { UnauthorizedError } from '../http/app-error';
import { resolveJwtSecret } from './jwt-secret';
import { createTokenService, type TokenService } from './tokens';

export interface Authenticated {
  userId: string;
  sessionId: string;
}

interface AuthenticateOptions {
  /** SPEC §7: users/me also accepts the token as `?access_token=`. */
  allowQueryToken?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** A preHandler that lets the request through only with a valid session of the request's tenant. */
    authenticate(options?: AuthenticateOptions): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: Authenticated;
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
    const secret = await resolveJwtSecret(config.jwtSecret, app.repositories.appSettings);
    const tokens = createTokenService(secret, config.tokenTtlSeconds);
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null as unknown as Authenticated);
    app.decorate('authenticate', ({ allowQueryToken = false }: AuthenticateOptions = {}) => {
      const hook: preHandlerAsyncHookHandler = async (request) => {
        const token = bearerToken(request, allowQueryToken);
        const claims = token === undefined ? undefined : tokens.verify(token);
        // A token of another tenant is no token here, even when its session is alive.
        if (!claims || claims.ctx !== request.tenant.id) throw new UnauthorizedError();
        const session = await app.repositories.sessions.findActive(request.tenant.id, claims.sid, claims.sub);
        if (!session) throw new UnauthorizedError();
        request.auth = session;
      };
      return hook;
    });
  },
  { name: 'authenticate', dependencies: ['repositories', 'tenant'] },
);
