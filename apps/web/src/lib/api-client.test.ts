import { signedLinkSchema } from '@espace/contracts/files';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi } from '../test/api-mock';
import { apiRequest, setUnauthorizedHandler, takeContractBreaches } from './api-client';
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

  it("adds the caller's headers, never in place of its own", async () => {
    const { calls } = mockApi({ 'PATCH lessons/l1/pages/current': { body: {} } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await apiRequest('lessons/l1/pages/current', { method: 'PATCH', body: {}, headers: { 'Idempotency-Key': 'k-1', 'Content-Type': 'text/plain' } });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
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

  it('sends a refused call again, with the new session, once the app says the same user signed in again', async () => {
    const stale = fakeToken({ sub: 'u1', iat: 1, exp: 2 });
    const renewed = fakeToken({ sub: 'u1', iat: 3, exp: 4 });
    const { calls } = mockApi({
      'PATCH lessons/l1/pages/current': () => (calls.length === 1 ? unauthorized : { body: { saved: true } }),
    });
    let refusedUser: string | null = 'nobody';
    setUnauthorizedHandler(async (user) => {
      refusedUser = user;
      // The refused session is already forgotten when the app is asked.
      expect(readToken()).toBeNull();
      saveSession(renewed);
      return 'renewed' as const;
    });
    saveSession(stale);
    await expect(apiRequest('lessons/l1/pages/current', { method: 'PATCH', body: { inputs: {} } })).resolves.toEqual({ saved: true });
    expect(refusedUser).toBe('u1');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([`Bearer ${stale}`, `Bearer ${renewed}`]);
    expect(calls[1]?.body).toEqual({ inputs: {} });
  });

  it('leaves a newer session alone when a call sent with an older one is refused', async () => {
    mockApi({ 'GET users/me/classes': unauthorized });
    const onUnauthorized = vi.fn(() => 'ended' as const);
    setUnauthorizedHandler(onUnauthorized);
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const newer = fakeToken({ sub: 'u1', iat: 3, exp: 4 });
    const call = apiRequest('users/me/classes');
    saveSession(newer);
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBe(newer);
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

describe('revalidate (ETag polling)', () => {
  const list = { items: [{ id: 'k1' }], total: 1 };

  function stubServer() {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const ifNoneMatch = new Headers(init.headers).get('If-None-Match');
        sent.push(ifNoneMatch);
        if (ifNoneMatch === 'W/"v1"') return new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } });
        return new Response(JSON.stringify(list), { status: 200, headers: { ETag: 'W/"v1"', 'Content-Type': 'application/json' } });
      }),
    );
    return sent;
  }

  it('sends the last ETag as If-None-Match and answers a 304 with the same object as before', async () => {
    const sent = stubServer();
    saveSession(fakeToken({ sub: 'etag-user', iat: 1, exp: 2 }));
    const first = await apiRequest('users/me/classes?page=1', { revalidate: true });
    const second = await apiRequest('users/me/classes?page=1', { revalidate: true });
    expect(first).toEqual(list);
    expect(second).toBe(first);
    expect(sent).toEqual([null, 'W/"v1"']);
  });

  it('keeps ETags apart by URL and user, and never sends them without revalidate', async () => {
    const sent = stubServer();
    saveSession(fakeToken({ sub: 'etag-user-2', iat: 1, exp: 2 }));
    await apiRequest('users/me/classes?page=2', { revalidate: true });
    await apiRequest('users/me/classes?page=3', { revalidate: true });
    await apiRequest('users/me/classes?page=2');
    saveSession(fakeToken({ sub: 'etag-user-3', iat: 1, exp: 2 }));
    await apiRequest('users/me/classes?page=2', { revalidate: true });
    expect(sent).toEqual([null, null, null, null]);
  });

  it('sends a FormData body as it is, letting the browser set the multipart boundary', async () => {
    const { calls, fetchMock } = mockApi({ 'POST files': { body: { id: 'f1' } } });
    const form = new FormData();
    form.append('file', new Blob(['%PDF']), 'a.pdf');
    await expect(apiRequest('files', { method: 'POST', body: form })).resolves.toEqual({ id: 'f1' });
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });
});

describe('responseType blob', () => {
  it('returns the body of a file as a Blob, with the bearer token', async () => {
    const pdf = '%PDF-1.7 test';
    const fetchMock = vi.fn(async () => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    const blob = await apiRequest<Blob>('certificates/l1.pdf', { responseType: 'blob' });
    // jsdom's Blob and Node's differ, so the test reads it rather than checking its class.
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(pdf);
    expect(new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('contract (development and tests)', () => {
  const link = { url: '/api/files/f1/download?signature=s', expiresAt: '2100-01-01T00:00:00.000Z' };

  it('resolves with the answer as it came when it keeps to its contract', async () => {
    mockApi({ 'GET files/f1/link': { body: { ...link, extra: true } } });
    await expect(apiRequest('files/f1/link', { contract: signedLinkSchema })).resolves.toEqual({ ...link, extra: true });
    expect(takeContractBreaches()).toEqual([]);
  });

  it('fails the call, naming it, when the answer drifts from its contract, and records it for the test setup', async () => {
    mockApi({ 'GET files/f1/link': { body: { url: link.url } } });
    await expect(apiRequest('files/f1/link', { contract: signedLinkSchema })).rejects.toThrow(/^GET files\/f1\/link answered outside its contract/);
    expect(takeContractBreaches()).toHaveLength(1);
  });
});
