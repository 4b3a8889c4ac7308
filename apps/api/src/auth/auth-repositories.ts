import type { DatabaseDriver } from '../db/database';
import { repositoriesPlugin } from '../db/repositories-plugin';
import { createInstallationSecretsRepository, type InstallationSecretsRepository } from './installation-secrets-repository';
import { createLoginFailuresRepository, type LoginFailuresRepository } from './login-failures-repository';
import { createSessionCache, withSessionCache } from './session-cache';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
    loginFailuresRepository: LoginFailuresRepository;
    installationSecrets: InstallationSecretsRepository;
  }
}

/** A day: the embedded database's sessions are kept until they expire or are revoked, whichever comes first. */
const SESSION_KEPT_BY_ONLY_PROCESS_MS = 24 * 60 * 60 * 1000;

/**
 * How long this process keeps a session it found active (session-cache.ts). Every revocation goes
 * through that cache, so one made by this process applies at once; `cacheMs` is how late one made
 * by another process over the same PostgreSQL applies here. The embedded database is opened by one
 * process only, the server itself, so there no revocation can come from elsewhere: a session is
 * kept until it expires or is revoked, and a learner's requests do not read it each time
 * (docs/security.md#sessions). `cacheMs` 0 (the tests) still keeps nothing.
 */
export function sessionCacheMs(driver: DatabaseDriver, cacheMs: number): number {
  return driver === 'pglite' && cacheMs > 0 ? Math.max(cacheMs, SESSION_KEPT_BY_ONLY_PROCESS_MS) : cacheMs;
}

/** Sessions (active ones kept per process, sessionCacheMs), sign-in failures and the secrets the installation generates (JWT, credentials). */
export const authRepositories = repositoriesPlugin<{ cacheMs: number }>('auth-repositories', (app, { cacheMs }) => ({
  sessionsRepository: withSessionCache(createSessionsRepository(app.database), createSessionCache(sessionCacheMs(app.database.driver, cacheMs))),
  loginFailuresRepository: createLoginFailuresRepository(app.database),
  installationSecrets: createInstallationSecretsRepository(app.database),
}));
