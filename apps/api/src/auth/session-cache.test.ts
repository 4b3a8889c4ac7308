import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const session = (sessionId: string, userId = 'u1', expiresAt = Date.now() + 60_000) => ({ sessionId, userId, expiresAt: new Date(expiresAt) });

describe('createSessionCache', () => {
  it('remembers a session for the time to live, never past its expiry', () => {
    let clock = 1000;
    const cache = createSessionCache(2000, 10, () => clock);
    cache.set(session('s1', 'u1', 100_000));
    cache.set(session('s2', 'u1', 1500));
    expect(cache.get('s1')?.sessionId).toBe('s1');
    clock = 1600;
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    clock = 3000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets a session, or every session of a user', () => {
    const cache = createSessionCache(60_000);
    cache.set(session('s1', 'u1'));
    cache.set(session('s2', 'u1'));
    cache.set(session('s3', 'u2'));
    cache.forgetSession('s3');
    expect(cache.get('s3')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();
  });

  it('stays bounded', () => {
    const cache = createSessionCache(60_000, 2);
    cache.set(session('s1'));
    cache.set(session('s2'));
    cache.set(session('s3'));
    expect(cache.get('s3')).toBeDefined();
    expect(cache.get('s1')).toBeUndefined();
  });
});
