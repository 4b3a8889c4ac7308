import type { UserProfile, UsersRepository } from './users-repository';

export interface CachedUsersRepository extends UsersRepository {
  /** Must be called after any write to a user or to their roles, companies or classes. */
  forgetProfile(userId: string): void;
}

/**
 * users/me is requested on every page load and often polled; its query is
 * the cost of that route. Profiles are kept `ttlMs` per process: a change made
 * through this process shows at once (forgetProfile), one made by another
 * process within `ttlMs`.
 */
export function withProfileCache(repository: UsersRepository, ttlMs: number, maxEntries = 20_000, now: () => number = Date.now): CachedUsersRepository {
  const entries = new Map<string, { profile: UserProfile; validUntil: number }>();
  const keyOf = (tenantId: string, userId: string) => `${tenantId}:${userId}`;
  return {
    ...repository,
    async findProfile(tenantId, userId) {
      const key = keyOf(tenantId, userId);
      const entry = entries.get(key);
      if (entry !== undefined && entry.validUntil > now()) return entry.profile;
      const profile = await repository.findProfile(tenantId, userId);
      if (entries.size >= maxEntries) entries.clear();
      if (profile === undefined) entries.delete(key);
      else entries.set(key, { profile, validUntil: now() + ttlMs });
      return profile;
    },
    forgetProfile(userId) {
      for (const [key, entry] of entries) if (entry.profile.id === userId) entries.delete(key);
    },
  };
}
