/**
 * The WHATWG URL parser, present in every runtime the domain runs in (Node,
 * browsers); the domain compiles without DOM or Node types, so only the part
 * used here is declared. Origins are compared after its normalisation
 * (lower-case host, default port dropped), never as raw strings.
 */
declare const URL: new (input: string) => { readonly origin: string; readonly protocol: string };

/**
 * docs/embeds.md#the-origin-rule: preview and correction accept cross-window messages only from the
 * back-office origin. The context gives hosts.backoffice as a URL; only its
 * origin counts, and only http(s) ones are usable.
 */
export function backofficeOrigin(hostsBackoffice: string | null): string | null {
  if (hostsBackoffice === null || hostsBackoffice.trim() === '') return null;
  try {
    const { origin, protocol } = new URL(hostsBackoffice.trim());
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/** A tenant without a usable back-office origin accepts no message at all. */
export function isBackofficeOrigin(messageOrigin: string, hostsBackoffice: string | null): boolean {
  const expected = backofficeOrigin(hostsBackoffice);
  return expected !== null && messageOrigin === expected;
}
