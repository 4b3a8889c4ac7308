import { repositoriesPlugin } from '../db/repositories-plugin';
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
export const authRepositories = repositoriesPlugin<{ cacheMs: number }>(
  'auth-repositories',
  (app, { cacheMs }) => ({
    sessionsRepository: withSessionCache(createSessionsRepository(app.database), createSessionCache(cacheMs)),
    loginFailuresRepository: createLoginFailuresRepository(app.database),
    jwtSecretRepository: createJwtSecretRepository(app.database),
  }),
);
