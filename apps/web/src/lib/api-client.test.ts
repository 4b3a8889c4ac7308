import { describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi } from '../test/api-mock';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './errors/api-error';
import { readLastPath, readToken, rememberPath, saveSession } from './session-storage';

describe('apiRequest', () => {
  it('calls the API base with JSON and the bearer token', async () => {
    const { calls } = mockApi({ 'POST users/logout': { status: 204 } });
    localStorage.setItem('api_base', '/api');
    const token = fakeToken({ sub: 'u1', iat: 1, exp: 2 });
    saveSession(token);
    await expect(apiRequest('users/logout', { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('/api/users/logout');
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a session', async () => {
    const { calls } = mockApi({ 'GET contexts/current': { body: { id: 'demo' } } });
    await expect(apiRequest('contexts/current')).resolves.toEqual({ id: 'demo' });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError carrying the status and the server body', async () => {
    mockApi({ 'GET users/me/classes': { status: 400, body: { code: 'BAD_REQUEST', title: 't', message: 'm' } } });
    const error = await apiRequest('users/me/classes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' }, path: 'users/me/classes' });
  });

  it('turns a network failure into an UNDEFINED error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('users/me')).rejects.toMatchObject({ status: 0, body: { code: 'UNDEFINED' } });
  });
});

describe('401 handling', () => {
  const unauthorized = { status: 401, body: { code: 'UNAUTHORIZED', title: 't', message: 'm' } };

  it('on any path but users/me and users/login: clears the session, remembers nothing, hands over to the app', async () => {
    mockApi({ 'GET users/me/classes': unauthorized });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    rememberPath('/session/3');
    await expect(apiRequest('users/me/classes')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(readToken()).toBeNull();
    expect(readLastPath()).toBeNull();
  });

  it.each([['users/me'], ['users/me?access_token=x'], ['users/login']])('leaves a 401 on %s to its caller', async (path) => {
    mockApi({ 'GET users/me': unauthorized, 'GET users/login': unauthorized });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await expect(apiRequest(path)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readToken()).not.toBeNull();
  });
});
