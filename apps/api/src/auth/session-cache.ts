import type { ActiveSession, SessionsRepository } from './sessions-repository';

export interface SessionCache {
  get(sessionId: string): ActiveSession | undefined;
  /** Remembers a session found active, never past its expiry. */
  set(session: ActiveSession): void;
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
  const entries = new Map<string, { session: ActiveSession; validUntil: number }>();
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (entry === undefined) return undefined;
      if (entry.validUntil <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.session;
    },
    set(session) {
      // A full cache is emptied rather than scanned: it refills from the database.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(session.sessionId, { session, validUntil: Math.min(now() + ttlMs, session.expiresAt.getTime()) });
    },
    forgetSession(sessionId) {
      entries.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of entries) if (entry.session.userId === userId) entries.delete(sessionId);
    },
  };
}

/** The sessions repository, reading active sessions through the cache and forgetting revoked ones. */
export function withSessionCache(repository: SessionsRepository, cache: SessionCache): SessionsRepository {
  return {
    ...repository,
    async findActive(tenantId, sessionId, userId) {
      const cached = cache.get(sessionId);
      if (cached !== undefined && cached.userId === userId) return cached;
      const session = await repository.findActive(tenantId, sessionId, userId);
      if (session !== undefined) cache.set(session);
      return session;
    },
    async revoke(tenantId, sessionId, tx) {
      cache.forgetSession(sessionId);
      await repository.revoke(tenantId, sessionId, tx);
    },
    async revokeAllSessions(tenantId, userId, tx) {
      cache.forgetUser(userId);
      await repository.revokeAllSessions(tenantId, userId, tx);
    },
    async revokeOtherSessions(tenantId, userId, keepSessionId, tx) {
      cache.forgetUser(userId);
      await repository.revokeOtherSessions(tenantId, userId, keepSessionId, tx);
    },
  };
}
