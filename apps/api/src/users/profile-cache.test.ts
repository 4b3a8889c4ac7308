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
    let clock = 0;
    const { repository, findProfile } = repositoryReturning(profile);
    const cached = withProfileCache(repository, 1000, 10, () => clock);
    await cached.findProfile('t1', 'u1');
    await cached.findProfile('t1', 'u1');
    expect(findProfile).toHaveBeenCalledTimes(1);
    clock = 1500;
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
