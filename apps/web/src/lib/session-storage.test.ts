import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/api-mock';
import { readCookie } from './cookies';
import {
  clearSession,
  decodeTokenClaims,
  readLastPath,
  readToken,
  readUserId,
  rememberPath,
  saveSession,
  shareSessionWithServer,
  subscribeToSession,
  tokenLifetime,
} from './session-storage';

describe('decodeTokenClaims', () => {
  it('reads sub, iat and exp from the payload', () => {
    expect(decodeTokenClaims(fakeToken({ sub: 'u1', iat: 1000, exp: 29800 }))).toEqual({ sub: 'u1', iat: 1000, exp: 29800 });
  });

  it('reads non-ASCII claims', () => {
    expect(decodeTokenClaims(fakeToken({ sub: 'Léa-ü', iat: 1, exp: 2 }))?.sub).toBe('Léa-ü');
  });

  it.each([['not-a-token'], ['a.!!!.c'], [`a.${btoa('"text"')}.c`], [`a.${btoa('{"sub":1,"iat":1,"exp":2}')}.c`]])('rejects %s', (token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});

describe('session values', () => {
  it('stores id_token, id_user and token_lifetime = exp − iat', () => {
    const token = fakeToken({ sub: 'u1', iat: 1_700_000_000, exp: 1_700_028_800 });
    expect(saveSession(token)).toBe(true);
    expect(readToken()).toBe(token);
    expect(readUserId()).toBe('u1');
    expect(localStorage.getItem('token_lifetime')).toBe('28800');
    expect(tokenLifetime({ sub: 'u', iat: 10, exp: 70 })).toBe(60);
  });

  it('stores nothing for an unreadable token', () => {
    expect(saveSession('garbage')).toBe(false);
    expect(readToken()).toBeNull();
  });

  it('clears every session value, the last path included, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    rememberPath('/me');
    localStorage.setItem('locale', 'en');
    clearSession();
    unsubscribe();
    expect(['id_token', 'id_user', 'token_lifetime', 'last_path'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(localStorage.getItem('locale')).toBe('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the session cookie the server renders Home by', () => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('holds the token from sign-in to sign-out, and the copy of a Home is forgotten at both', () => {
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    const token = fakeToken({ sub: 'u1', iat: 1, exp: inAnHour() });
    saveSession(token);
    expect(readCookie('session')).toBe(token);
    expect(deleteCache).toHaveBeenCalledWith('home-page');
    deleteCache.mockClear();
    clearSession();
    expect(readCookie('session')).toBeNull();
    expect(deleteCache).toHaveBeenCalledWith('home-page');
    vi.unstubAllGlobals();
  });

  it('is written at start for a session kept in localStorage only, and never for an expired one', () => {
    const token = fakeToken({ sub: 'u1', iat: 1, exp: inAnHour() });
    localStorage.setItem('id_token', token);
    shareSessionWithServer();
    expect(readCookie('session')).toBe(token);

    clearSession();
    localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    shareSessionWithServer();
    expect(readCookie('session')).toBeNull();
  });
});

describe('rememberPath', () => {
  it('keeps the last path but not /login, /404 or /403', () => {
    rememberPath('/session/1?x=1');
    rememberPath('/login');
    rememberPath('/404');
    rememberPath('/403?from=x');
    expect(readLastPath()).toBe('/session/1?x=1');
  });
});
