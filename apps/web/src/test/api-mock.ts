import type { AccessTokenClaims } from '@espace/contracts/auth';
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Extra answer headers (an ETag). */
  headers?: Record<string, string>;
}

interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/**
 * Replaces fetch with a table of answers keyed 'METHOD path' (path relative
 * to the API base, e.g. 'GET users/me'). Unknown calls answer 404 NOT_FOUND.
 */
export function mockApi(answers: Record<string, MockAnswer | (() => MockAnswer | Promise<MockAnswer>)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '');
    const headers = new Headers(init.headers);
    calls.push({ method, path, url, headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const entry = answers[`${method} ${path}`];
    const answer =
      typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { code: 'NOT_FOUND', title: 'Not found', message: 'Not found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the given claims (the browser never checks signatures). */
export function fakeToken(claims: Pick<AccessTokenClaims, 'sub' | 'iat' | 'exp'> & Partial<AccessTokenClaims>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ctx: 'demo', sid: 's1', ...claims })}.signature`;
}

/** The URL a signed link of `linkAnswers` opens (the web app's API base is the default /api/). */
export const signedUrl = (fileId: string) => `/api/files/${fileId}/download?user=u1&expires=4102444800&signature=sig-${fileId}`;

/** mockApi entries answering GET files/{id}/link for these files, as the API signs them. */
export function linkAnswers(...fileIds: string[]): Record<string, MockAnswer> {
  return Object.fromEntries(fileIds.map((id) => [`GET files/${id}/link`, { body: { url: signedUrl(id), expiresAt: '2100-01-01T00:00:00.000Z' } }]));
}

export interface RecordedUpload {
  path: string;
  /** The query string the upload was sent with (?preview=true, ?expectedVersion=1). */
  query: URLSearchParams;
  file: File | null;
}

/**
 * Replaces XMLHttpRequest, which uploads go through (apiUpload: it reports the bytes sent), with
 * answers keyed by path relative to the API base ('admin/content-packages'), like mockApi; an
 * answer may depend on the upload (its query) and may wait, to see the screen while it is sent.
 */
export function mockUploads(answers: Record<string, (upload: RecordedUpload) => MockAnswer | Promise<MockAnswer>>) {
  const uploads: RecordedUpload[] = [];
  class FakeUpload {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    /** The answers carry no header: a refusal here never says when to come back. */
    getResponseHeader(): string | null {
      return null;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }
    send(form: FormData) {
      const url = new URL(this.url, 'http://localhost');
      const file = form.get('file');
      const upload = { path: url.pathname.replace(/^\/api\//, ''), query: url.searchParams, file: file instanceof File ? file : null };
      uploads.push(upload);
      const answer = answers[upload.path]?.(upload) ?? { status: 404, body: { code: 'NOT_FOUND', title: 'Not found', message: 'Not found' } };
      void Promise.resolve(answer).then((given) => {
        this.status = given.status ?? 200;
        this.responseText = given.body === undefined ? '' : JSON.stringify(given.body);
        this.events.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return { uploads };
}
