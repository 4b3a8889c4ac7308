import { apiBase, apiPathOf } from './api-base';
import { ApiError } from './errors/api-error';
import { clearSession, readToken } from './session-storage';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The caller reads a 401 itself (a reset link, a sign-on code): it says nothing about the stored session. */
  ownUnauthorized?: boolean;
}

/**
 * A 401 on users/me means "no valid session yet" and the caller decides; a
 * 401 on users/login means wrong credentials. Anywhere else the session has
 * expired or been revoked.
 */
const pathsWithOwn401 = new Set(['users/me', 'users/login']);

let onUnauthorized: () => void = () => undefined;

/** The app decides where an expired session goes (the client knows no router). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the API (`path` relative to the API base, e.g. 'users/me'); resolves with the JSON answer or throws an ApiError. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, ownUnauthorized = false }: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const apiPath = apiPathOf(path);
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // No answer at all (offline, DNS, CORS): nothing the catalogue can name.
    throw new ApiError(0, { code: 'UNDEFINED' }, apiPath);
  }
  const payload = await readBody(response);
  if (response.ok) return payload as T;
  if (response.status === 401 && !ownUnauthorized && !pathsWithOwn401.has(apiPath)) {
    clearSession();
    onUnauthorized();
  }
  throw new ApiError(response.status, payload, apiPath);
}
