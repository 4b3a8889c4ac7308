import { describe, expect, it, vi } from 'vitest';
import { withProfileCache } from './profile-cache';
import type { UserProfile, UsersRepository } from './users-repository';

const profile = { id: 'u1', firstname: 'Léa' } as UserProfile;

function repositoryReturning(value: UserProfile | undefined) {
  const findProfile = vi.fn(async () => value);
  return { repository: { findCredentials: vi.fn(), findProfile } as unknown as UsersRepository, findProfile };
}

describe('withProfileCache', () => {
  it('queries once within the time to live, again after it or after forgetProfile', async () => {
    // lru-cache reads a start time of 0 as "never expires": the clock starts at 1 000.
    let clock = 1000;
    const { repository, findProfile } = repositoryReturning(profile);
    const cached = withProfileCache(repository, 1000, 10, () => clock);
    await cached.findProfile('t1', 'u1');
    await cached.findProfile('t1', 'u1');
    expect(findProfile).toHaveBeenCalledTimes(1);
    clock = 2500;
    await cached.findProfile('t1', 'u1');
    expect(findProfile).toHaveBeenCalledTimes(2);
    cached.forgetProfile('u1');
    await cached.findProfile('t1', 'u1');
    expect(findProfile).toHaveBeenCalledTimes(3);
  });

  it('does not remember a missing user', async () => {
    const { repository, findProfile } = repositoryReturning(undefined);
    const cached = withProfileCache(repository, 1000);
    expect(await cached.findProfile('t1', 'u1')).toBeUndefined();
    await cached.findProfile('t1', 'u1');
    expect(findProfile).toHaveBeenCalledTimes(2);
  });
});
