/**
 * Where an href of imsmanifest.xml points: a file of the package (its path, decoded, as it lies in the
 * folder; its URL relative to the package, encoded, with what followed the path), an http(s) URL
 * (an external SCO, kept as it is), or somewhere out of the package, which is never read.
 */
export type ScormHref = { kind: 'file'; path: string; url: string } | { kind: 'external'; url: string } | { kind: 'outside' };

/** The WHATWG URL parser of every runtime the domain runs in; the domain compiles without DOM or Node types (as admin/single-sign-on.ts). */
declare const URL: new (input: string, base?: string) => { readonly href: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP = /^https?:\/\//i;

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    // A lone % is a file name's own character, not an escape.
    return path;
  }
};

/** An absolute http(s) URL resolved, or null when it is not one. */
const httpUrl = (input: string, base?: string): string | null => {
  try {
    const { href } = new URL(input, base);
    return HTTP.test(href) ? href : null;
  } catch {
    return null;
  }
};

/** A relative path that stays in the package, whether read as written or decoded (`%2e%2e/`), else null. */
function insidePath(path: string): string[] | null {
  for (const form of [path, decoded(path)]) {
    if (form.startsWith('/') || form.includes('\\') || form.includes('\0') || form.split('/').includes('..')) return null;
  }
  return decoded(path)
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
}

/**
 * Resolves `href` under the xml:base of its ancestors, outermost first (the manifest's, the
 * resources', the resource's; IMS Content Packaging 1.1.4). A relative base names a folder, with or
 * without its final slash; an absolute http(s) one makes the href an external URL.
 */
export function resolveHref(bases: readonly string[], href: string): ScormHref {
  let joined = '';
  const parts = [...bases.map((base) => ({ value: base.trim(), folder: true })), { value: href.trim(), folder: false }];
  for (const { value, folder } of parts.filter((candidate) => candidate.value !== '')) {
    const part = folder && !value.endsWith('/') ? `${value}/` : value;
    if (SCHEME.test(part) || HTTP.test(joined)) {
      const url = part.includes('\\') ? null : httpUrl(part, SCHEME.test(part) ? undefined : joined);
      if (url === null) return { kind: 'outside' };
      joined = url;
    } else {
      if (part.startsWith('/')) return { kind: 'outside' };
      joined = `${joined}${part}`;
    }
  }
  if (HTTP.test(joined)) return { kind: 'external', url: joined };
  const cut = joined.search(/[?#]/);
  const path = cut < 0 ? joined : joined.slice(0, cut);
  const segments = insidePath(path);
  if (segments === null) return { kind: 'outside' };
  const rest = (cut < 0 ? '' : joined.slice(cut)).replace(/\s/g, encodeURIComponent);
  return { kind: 'file', path: segments.join('/'), url: `${segments.map(encodeURIComponent).join('/')}${rest}` };
}

/**
 * A launch URL with an item's `parameters` added (SCORM CAM, 3.4.1.12): a `#fragment` only when the URL
 * has none; otherwise a query, after the URL's own query when it has one.
 */
export function withParameters(url: string, parameters: string | undefined): string {
  const added = (parameters ?? '').trim().replace(/\s/g, encodeURIComponent);
  if (added === '' || added === '?' || added === '&') return url;
  const hash = url.indexOf('#');
  if (added.startsWith('#')) return hash < 0 ? `${url}${added}` : url;
  const [address, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${address}${address.includes('?') ? '&' : '?'}${added.replace(/^[?&]/, '')}${fragment}`;
}
