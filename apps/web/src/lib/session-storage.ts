import type { AccessTokenClaims } from '@espace/contracts/auth';
import { sessionCookie } from '@espace/contracts/server-rendering';
import { readCookie, writeCookie } from './cookies';
import { forgetHomePage, keepHomePage } from './page-copies';
import { paths } from './paths';
import { createValueStore } from './value-store';

/**
 * Session values kept in localStorage (docs/product/api-calls.md#session-values). Components never read
 * localStorage themselves: they go through these functions, which also tell
 * subscribers when the session changes.
 */
export const sessionKeys = {
  idToken: 'id_token',
  idUser: 'id_user',
  tokenLifetime: 'token_lifetime',
  lastPath: 'last_path',
  /** The learner's own latest answers (lib/persisted-queries.ts), forgotten with the session. */
  persistedQueries: 'persisted_queries',
} as const;

/** The claims of an access token the browser reads. */
type TokenClaims = Pick<AccessTokenClaims, 'sub' | 'iat' | 'exp'>;

type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

/** Reads the payload of a JWT without checking it: the API checks signatures, the browser only needs the claims. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, iat, exp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { sub, iat, exp };
  } catch {
    return null;
  }
}

/** The token lifetime is stored as exp minus iat, in seconds (docs/product/api-calls.md#session-values). */
export function tokenLifetime(claims: TokenClaims): number {
  return claims.exp - claims.iat;
}

/** What the sign-in screen says of a session that ended without the user signing out (a translation key). */
export type SessionEndNotice = 'auth.session.expired' | 'auth.account.erased';

const sessionEnd = createValueStore<SessionEndNotice | null>(null);

/**
 * Why the session ended, for the route guard to say on its way to /login: kept apart from the
 * navigation, which the guard itself makes once the token is gone. Forgotten at the next sign-in.
 */
export function noteSessionEnd(notice: SessionEndNotice): void {
  sessionEnd.set(notice);
}

/** Why the last session ended, in a component, or null. */
export const useSessionEndNotice = (): SessionEndNotice | null => sessionEnd.useValue();

/** Stores a fresh access token; returns false (and stores nothing) when it is not a readable JWT. */
export function saveSession(accessToken: string): boolean {
  const claims = decodeTokenClaims(accessToken);
  if (!claims) return false;
  sessionEnd.set(null);
  localStorage.setItem(sessionKeys.idToken, accessToken);
  localStorage.setItem(sessionKeys.idUser, claims.sub);
  localStorage.setItem(sessionKeys.tokenLifetime, String(tokenLifetime(claims)));
  shareSession(accessToken, claims);
  // A copy of someone's Home, the previous session's, must not paint for this one; this learner's
  // is kept at once (when the worker was already active, nothing else would store it this visit).
  void forgetHomePage().then(keepHomePage);
  notify();
  return true;
}

/**
 * The token also goes where a page request carries it, for the server to render the learner's
 * Home into `/`'s page (contracts/server-rendering `sessionCookie`), until it expires. Calls
 * still carry it as a bearer header, the only way the API accepts it.
 */
function shareSession(accessToken: string, claims: TokenClaims): void {
  writeCookie(sessionCookie, accessToken, claims.exp - Date.now() / 1000);
}

/** A session started before the server rendered Home (kept in localStorage only) is shared at start too. */
export function shareSessionWithServer(): void {
  const token = readToken();
  const claims = token === null ? null : decodeTokenClaims(token);
  if (token !== null && claims !== null && readCookie(sessionCookie) !== token) shareSession(token, claims);
  // Signed out, including in the middle of the worker refreshing it: no copy of a Home stays.
  if (token === null) void forgetHomePage();
}

export function readToken(): string | null {
  return localStorage.getItem(sessionKeys.idToken);
}

export function readUserId(): string | null {
  return localStorage.getItem(sessionKeys.idUser);
}

/** Forgets the session and the last visited path, so the next user starts from Home. */
export function clearSession(): void {
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
  writeCookie(sessionCookie, '', 0);
  void forgetHomePage();
  notify();
}

/** The last visited path is restored after login (docs/product/screens-and-routes.md#last-visited-path), except /404 and /login (and /403, which would only deny again). */
const pathsNotRemembered = new Set([paths.login.getHref(), paths.notFound.getHref(), paths.forbidden.getHref()]);

export function rememberPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathsNotRemembered.has(pathname)) return;
  localStorage.setItem(sessionKeys.lastPath, path);
}

export function readLastPath(): string | null {
  return localStorage.getItem(sessionKeys.lastPath);
}
