import fp from 'fastify-plugin';
import { createJwtSecretRepository, type JwtSecretRepository } from './jwt-secret-repository';
import { createLoginFailuresRepository, type LoginFailuresRepository } from './login-failures-repository';
import { createSessionCache, withSessionCache } from './session-cache';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
    loginFailuresRepository: LoginFailuresRepository;
    jwtSecretRepository: JwtSecretRepository;
  }
}

/** Sessions (active ones kept `cacheMs` per process, session-cache.ts; 0: not at all), sign-in failures and the JWT secret. */
export const authRepositories = fp<{ cacheMs: number }>(
  async (app, { cacheMs }) => {
    app.decorate('sessionsRepository', withSessionCache(createSessionsRepository(app.database), createSessionCache(cacheMs)));
    app.decorate('loginFailuresRepository', createLoginFailuresRepository(app.database));
    app.decorate('jwtSecretRepository', createJwtSecretRepository(app.database));
  },
  { name: 'auth-repositories', dependencies: ['database'] },
);
