/** The value of cookie `name` in a Cookie header, as sent (not decoded), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The value of cookie `name` decoded as the web app encodes it (encodeURIComponent), or undefined, also when it is not well encoded. */
export function readEncodedCookie(header: string | undefined, name: string): string | undefined {
  const value = readCookie(header, name);
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    // A stray `%` (another site's cookie of the same name, a hand-edited one) is as good as none.
    return undefined;
  }
}
