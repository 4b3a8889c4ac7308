import { createCache } from '../db/cache';
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
  const profiles = createCache<UserProfile>({ ttlMs, max: maxEntries, now });
  return {
    ...repository,
    findProfile: (tenantId, userId) => profiles.get(`${tenantId}:${userId}`, () => repository.findProfile(tenantId, userId)),
    forgetProfile(userId) {
      profiles.deleteWhere((profile) => profile.id === userId);
    },
  };
}
