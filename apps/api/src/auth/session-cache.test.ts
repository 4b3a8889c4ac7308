import { describe, expect, it } from 'vitest';
import { sessionCacheMs } from './auth-repositories';
import { createSessionCache, type SessionCache, withSessionCache } from './session-cache';
import type { ActiveSession, SessionsRepository } from './sessions-repository';

const session = (sessionId: string, userId = 'u1', expiresAt = Date.now() + 60_000) => ({ sessionId, userId, expiresAt: new Date(expiresAt) });
const set = (cache: SessionCache, found: ReturnType<typeof session>) => cache.find(found.sessionId, async () => found);
/** What the cache remembers of a session: a load that finds none tells. */
const get = (cache: SessionCache, sessionId: string) => cache.find(sessionId, async () => undefined);

describe('createSessionCache', () => {
  it('remembers a session for the time to live, never past its expiry', async () => {
    let clock = 1000;
    const cache = createSessionCache(2000, 10, () => clock);
    await set(cache, session('s1', 'u1', 100_000));
    await set(cache, session('s2', 'u1', 1500));
    expect((await get(cache, 's1'))?.sessionId).toBe('s1');
    clock = 1600;
    expect(await get(cache, 's2')).toBeUndefined();
    expect(await get(cache, 's1')).toBeDefined();
    // lru-cache keeps a value while its age is at most the time to live.
    clock = 3001;
    expect(await get(cache, 's1')).toBeUndefined();
  });

  it('forgets a session, or every session of a user', async () => {
    const cache = createSessionCache(60_000);
    await set(cache, session('s1', 'u1'));
    await set(cache, session('s2', 'u1'));
    await set(cache, session('s3', 'u2'));
    cache.forgetSession('s3');
    expect(await get(cache, 's3')).toBeUndefined();
    cache.forgetUser('u1');
    expect(await get(cache, 's1')).toBeUndefined();
    expect(await get(cache, 's2')).toBeUndefined();
  });

  it('stays bounded', async () => {
    const cache = createSessionCache(60_000, 2);
    await set(cache, session('s1'));
    await set(cache, session('s2'));
    await set(cache, session('s3'));
    expect(await get(cache, 's3')).toBeDefined();
    expect(await get(cache, 's1')).toBeUndefined();
  });
});

describe('withSessionCache', () => {
  it('does not keep a session read while its revocation was being written', async () => {
    let revoked = false;
    let finishWrite = () => {};
    let reads = 0;
    const repository = {
      findActive: async (): Promise<ActiveSession | undefined> => {
        reads += 1;
        return revoked ? undefined : session('s1', 'u1');
      },
      revoke: () =>
        new Promise<void>((resolve) => {
          finishWrite = () => {
            revoked = true;
            resolve();
          };
        }),
    } as unknown as SessionsRepository;
    const sessions = withSessionCache(repository, createSessionCache(60_000));
    expect(await sessions.findActive('t1', 's1', 'u1')).toBeDefined();
    const revoking = sessions.revoke('t1', 's1');
    // A request read the session after it was first forgotten, before the revocation was written.
    expect(await sessions.findActive('t1', 's1', 'u1')).toBeDefined();
    finishWrite();
    await revoking;
    expect(await sessions.findActive('t1', 's1', 'u1')).toBeUndefined();
    expect(reads).toBe(3);
  });
});

describe('sessionCacheMs', () => {
  it('keeps sessions until they expire on the embedded database, CACHE_MS on PostgreSQL, nothing with CACHE_MS 0', () => {
    expect(sessionCacheMs('pglite', 1000)).toBe(24 * 60 * 60 * 1000);
    expect(sessionCacheMs('postgres', 1000)).toBe(1000);
    expect(sessionCacheMs('pglite', 0)).toBe(0);
  });
});
