/**
 * Cookies the app writes for the server's rendering of its first screens (contracts/server-rendering):
 * the whole site's, sent along with the page (`samesite=lax`: also on a link from another site,
 * never with another site's requests), over HTTPS only where the app is served over it.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; samesite=lax${secure}`;
}

/** The decoded value of cookie `name`, or null. */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split('; ')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === name) return decodeURIComponent(pair.slice(separator + 1));
  }
  return null;
}
