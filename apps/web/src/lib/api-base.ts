const storageKey = 'api_base';
const defaultApiBase = '/api/';

/**
 * One form for every API base: exactly one trailing slash; an absolute URL
 * (scheme or protocol-relative) stays as it is; anything else is a path on
 * this origin ('api' and '/api' both give '/api/').
 */
export function normaliseApiBase(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return defaultApiBase;
  const withSlash = `${trimmed.replace(/\/+$/, '')}/`;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(withSlash) || withSlash.startsWith('//')) return withSlash;
  return withSlash.startsWith('/') ? withSlash : `/${withSlash}`;
}

/** docs/product/api-calls.md#api-base: read from local storage, else the default host (also when rendered on the server, which has no storage). */
export function apiBase(): string {
  if (typeof localStorage === 'undefined') return defaultApiBase;
  return normaliseApiBase(localStorage.getItem(storageKey));
}

/** docs/product/api-calls.md#api-base: after the context is loaded, the context's API host is used (and kept for the next visit). */
export function adoptApiBase(host: string | null): void {
  if (host === null || host.trim() === '') return;
  localStorage.setItem(storageKey, normaliseApiBase(host));
}

/** 'users/me?x=1' and '/users/me' both name the path 'users/me'. */
export function apiPathOf(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').replace(/^\/+/, '');
}
