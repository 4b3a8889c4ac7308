import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountsRepositories } from '../accounts/accounts-repositories';
import { createLoginFailuresRepository } from '../auth/login-failures-repository';
import { createSessionCache, withSessionCache } from '../auth/session-cache';
import { createSessionsRepository } from '../auth/sessions-repository';
import { createClassesRepository } from '../classes/classes-repository';
import { createContextRepository } from '../contexts/context-repository';
import { createLessonEngineRepositories } from '../lessons/lesson-repositories';
import { createAppSettingsRepository } from '../settings/app-settings-repository';
import { withProfileCache } from '../users/profile-cache';
import { createUsersRepository } from '../users/users-repository';
import { createXapiRepositories } from '../xapi/xapi-repositories';
import type { Database } from './database';

function createRepositories(database: Database, cacheMs: number, log: FastifyBaseLogger) {
  const sessions = createSessionsRepository(database);
  return {
    appSettings: createAppSettingsRepository(database),
    contexts: createContextRepository(database, (unreadable) => log.error(unreadable, 'a tenant setting cannot be read: its safe default is used until it is repaired')),
    users: withProfileCache(createUsersRepository(database), cacheMs),
    sessions: withSessionCache(sessions, createSessionCache(cacheMs)),
    loginFailures: createLoginFailuresRepository(database),
    classes: createClassesRepository(database),
    ...createLessonEngineRepositories(database, cacheMs),
    ...createAccountsRepositories(database),
    ...createXapiRepositories(database),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repositories: Repositories;
  }
}

/**
 * Makes the database and every repository available to the routes. Active
 * sessions, user profiles and course content are remembered `cacheMs` per
 * process (see session-cache.ts, profile-cache.ts and course-content-repository.ts;
 * 0 turns them off).
 */
export const repositoriesPlugin = fp<{ database: Database; cacheMs: number }>(
  async (app, { database, cacheMs }) => {
    app.decorate('database', database);
    app.decorate('repositories', createRepositories(database, cacheMs, app.log));
  },
  { name: 'repositories' },
);
