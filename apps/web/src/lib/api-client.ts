import { apiBase, apiPathOf } from './api-base';
import { ApiError, retryAfterOf } from './errors/api-error';
import { clearSession, decodeTokenClaims, readToken } from './session-storage';

/** All the client uses of a shared contract's zod schema. */
export interface AnswerContract<T> {
  parse(answer: unknown): T;
}

interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The caller reads a 401 itself (a reset link, a sign-on code): it says nothing about the stored session. */
  ownUnauthorized?: boolean;
  /**
   * For polled lists: send the last ETag as If-None-Match and, on 304, resolve
   * with the very object the last 200 gave, so TanStack Query sees no change.
   */
  revalidate?: boolean;
  /** 'blob' for files (a certificate PDF): the body is returned as it came, not parsed. */
  responseType?: 'json' | 'blob';
  /** Extra request headers (an Idempotency-Key); they cannot replace Authorization or Content-Type. */
  headers?: Record<string, string>;
  /**
   * The answer's schema in packages/contracts, checked in development and tests: an answer, or a
   * test's mock, that drifts from the contract fails. Give it as `import.meta.env.DEV ? schema : undefined`,
   * so that production builds, which skip the check, leave the schema and zod out (vite.config.ts).
   */
  contract?: AnswerContract<T> | undefined;
}

/**
 * A 401 on users/me means "no valid session yet" and the caller decides; a
 * 401 on users/login means wrong credentials. Anywhere else the session has
 * expired or been revoked.
 */
const pathsWithOwn401 = new Set(['users/me', 'users/login']);

/**
 * What the app makes of a refused session, given whose it was (null: the call had none): `renewed`
 * once the same user is signed in again (the call then goes again), `ended` when the call fails.
 */
type UnauthorizedHandler = (refusedUser: string | null) => Promise<'renewed' | 'ended'> | 'renewed' | 'ended';

let onUnauthorized: UnauthorizedHandler = () => 'ended';

/** The app decides where an expired session goes (the client knows no router). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Forgets the session a call was refused with (unless a newer one replaced it meanwhile) and asks the app what now. */
function sessionRefused(sentWith: string | null): Promise<'renewed' | 'ended'> | 'renewed' | 'ended' {
  if (sentWith !== null && readToken() === sentWith) clearSession();
  return onUnauthorized(sentWith === null ? null : (decodeTokenClaims(sentWith)?.sub ?? null));
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Last validated answers by token and URL; the token is part of the key because an ETag need not name the user. */
const validated = new Map<string, { etag: string; payload: unknown }>();
const validatedLimit = 50;

function remember(key: string, etag: string | null, payload: unknown): void {
  validated.delete(key);
  if (etag === null) return;
  validated.set(key, { etag, payload });
  const oldest = validated.keys().next();
  if (validated.size > validatedLimit && !oldest.done) validated.delete(oldest.value);
}

/**
 * Answers met outside their contract, in development and tests: the test setup fails a test that
 * met one, even where its screen showed the failure as it shows any other.
 */
const contractBreaches: Error[] = [];

export function takeContractBreaches(): Error[] {
  return contractBreaches.splice(0);
}

/** An answer outside its contract is a bug on one side or the other, or a stale mock: the call fails. */
function checkContract(contract: AnswerContract<unknown>, call: string, payload: unknown): void {
  try {
    contract.parse(payload);
  } catch (cause) {
    const breach = new Error(`${call} answered outside its contract: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    contractBreaches.push(breach);
    throw breach;
  }
}

/** Calls the API (`path` relative to the API base, e.g. 'users/me'); resolves with the JSON answer or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await send(path, options)).payload;
}

/** A document several admins edit, with the version it was read at (docs/api.md#document-versions). */
export interface Versioned<T> {
  document: T;
  /** Its ETag: what a write of it sends as If-Match. */
  version: string;
}

/** Reads or writes a versioned document: `ifMatch` names the version a write starts from; the answer comes with its version. */
export async function apiVersioned<T>(
  path: string,
  { ifMatch, ...options }: Omit<RequestOptions<T>, 'revalidate' | 'responseType'> & { ifMatch?: string } = {},
): Promise<Versioned<T>> {
  const { payload, version } = await send(path, { ...options, headers: { ...options.headers, ...(ifMatch === undefined ? {} : { 'If-Match': ifMatch }) } });
  return { document: payload, version: version ?? '' };
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<{ payload: T; version: string | null }> {
  const { method = 'GET', body, signal, ownUnauthorized = false, revalidate = false, responseType = 'json', headers: extra = {}, contract } = options;
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const apiPath = apiPathOf(path);
  const url = `${apiBase()}${path.replace(/^\/+/, '')}`;
  const cacheKey = `${token ?? ''} ${url}`;
  const known = revalidate ? validated.get(cacheKey) : undefined;
  if (known) headers.set('If-None-Match', known.etag);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // No answer at all (offline, DNS, CORS): nothing the catalogue can name.
    throw new ApiError(0, { code: 'UNDEFINED' }, apiPath);
  }
  if (response.status === 304 && known) return { payload: known.payload as T, version: known.etag };
  if (response.ok && responseType === 'blob') return { payload: (await response.blob()) as T, version: null };
  const payload = await readBody(response);
  if (response.ok) {
    // The answer as it came is what the caller gets, checked or not: development behaves as production.
    if (import.meta.env.DEV && contract) checkContract(contract, `${method} ${apiPath}`, payload);
    if (revalidate) remember(cacheKey, response.headers.get('ETag'), payload);
    return { payload: payload as T, version: response.headers.get('ETag') };
  }
  // Signed in again as the same user without leaving the page (features/auth/session-renewal.ts): the call goes again.
  if (response.status === 401 && !ownUnauthorized && !pathsWithOwn401.has(apiPath) && (await sessionRefused(token)) === 'renewed') {
    return send(path, options);
  }
  throw new ApiError(response.status, payload, apiPath, retryAfterOf(response.headers.get('Retry-After')));
}

/**
 * POSTs a form (a file upload) as apiRequest does, through XMLHttpRequest: fetch cannot tell how much
 * of a request body has gone, and a large upload shows its progress (`onProgress(sent, total)`).
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  { onProgress, signal, contract }: { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal; contract?: AnswerContract<T> | undefined } = {},
): Promise<T> {
  const apiPath = apiPathOf(path);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase()}${path.replace(/^\/+/, '')}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const payload = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        try {
          if (import.meta.env.DEV && contract) checkContract(contract, `POST ${apiPath}`, payload);
          resolve(payload as T);
        } catch (breach) {
          reject(breach instanceof Error ? breach : new Error(String(breach)));
        }
        return;
      }
      // An upload is not sent again: the file input is the user's to choose again.
      if (request.status === 401) void sessionRefused(token);
      reject(new ApiError(request.status, payload, apiPath, retryAfterOf(request.getResponseHeader('Retry-After'))));
    });
    request.addEventListener('error', () => reject(new ApiError(0, { code: 'UNDEFINED' }, apiPath)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
