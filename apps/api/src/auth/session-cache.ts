import { createCache } from '../db/cache';
import type { ActiveSession, SessionsRepository } from './sessions-repository';

export interface SessionCache {
  /** The session `sessionId`, from `load` unless remembered; one found active is remembered, never past its expiry. */
  find(sessionId: string, load: () => Promise<ActiveSession | undefined>): Promise<ActiveSession | undefined>;
  /** Forgets one session (logout) or every session of a user (password change). */
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
}

/**
 * Remembers for a short while that a session is active, so a signed-in
 * user's burst of requests does not query the sessions table each time.
 * Revocations made by this process apply at once; one made by another
 * process over the same database applies here within `ttlMs`.
 */
export function createSessionCache(ttlMs: number, maxEntries = 50_000, now: () => number = Date.now): SessionCache {
  const sessions = createCache<ActiveSession>({ ttlMs, max: maxEntries, now, keepFor: (session) => session.expiresAt.getTime() - now() });
  return {
    find: (sessionId, load) => sessions.get(sessionId, load),
    forgetSession: (sessionId) => sessions.delete(sessionId),
    forgetUser: (userId) => sessions.deleteWhere((session) => session.userId === userId),
  };
}

/**
 * The sessions repository, reading active sessions through the cache and forgetting revoked ones,
 * before the revocation is written and again once it is: a read that started before the write and
 * ended after the first forgetting would otherwise keep the session it found active. A load still
 * running at the second is answered but not kept (createCache); one started after the write reads it.
 */
export function withSessionCache(repository: SessionsRepository, cache: SessionCache): SessionsRepository {
  const forgetting = async (forget: () => void, revoke: () => Promise<void>) => {
    forget();
    await revoke();
    forget();
  };
  return {
    ...repository,
    async findActive(tenantId, sessionId, userId) {
      const session = await cache.find(sessionId, () => repository.findActive(tenantId, sessionId, userId));
      // The session of another user than the token names is not theirs: the database answers.
      if (session === undefined || session.userId === userId) return session;
      return repository.findActive(tenantId, sessionId, userId);
    },
    revoke: (tenantId, sessionId, tx) =>
      forgetting(
        () => cache.forgetSession(sessionId),
        () => repository.revoke(tenantId, sessionId, tx),
      ),
    revokeAllSessions: (tenantId, userId, tx) =>
      forgetting(
        () => cache.forgetUser(userId),
        () => repository.revokeAllSessions(tenantId, userId, tx),
      ),
    revokeOtherSessions: (tenantId, userId, keepSessionId, tx) =>
      forgetting(
        () => cache.forgetUser(userId),
        () => repository.revokeOtherSessions(tenantId, userId, keepSessionId, tx),
      ),
  };
}
