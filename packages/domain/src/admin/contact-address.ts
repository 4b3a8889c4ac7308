/**
 * A tenant's contacts as its admin types them: an e-mail address or a web page. Apart from the rest of
 * the settings' rules so the footer of every screen reads the help contact without them.
 */

export const contactLimits = {
  /** The accessibility contact: an e-mail address (at most 254 characters) or a web address. */
  supportContact: 500,
  /** The help entry of the site footer: an e-mail address (at most 254 characters) or an https page. */
  helpContact: 500,
} as const;

/** A way to reach the tenant's people: a mail address, or a web page (a form, a help desk). */
export type ContactAddress = { kind: 'email'; address: string } | { kind: 'url'; href: string };

const emailPattern = /^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/;

/** The WHATWG URL parser of every runtime the domain runs in; the domain compiles without DOM or Node types. */
declare const URL: new (input: string) => { readonly href: string; readonly protocol: string };

function parseContact(value: string, limit: number, protocols: readonly string[]): ContactAddress | null {
  const typed = value.trim();
  if (typed.length === 0 || typed.length > limit) return null;
  if (emailPattern.test(typed)) return typed.length <= 254 ? { kind: 'email', address: typed } : null;
  try {
    const url = new URL(typed);
    return protocols.includes(url.protocol) ? { kind: 'url', href: url.href } : null;
  } catch {
    return null;
  }
}

/** A tenant's accessibility contact as typed, read as an address or an http(s) page; null when it is neither. */
export const parseSupportContact = (value: string): ContactAddress | null => parseContact(value, contactLimits.supportContact, ['https:', 'http:']);

/**
 * A tenant's help contact as typed (the footer's « Aide »), read as an address or an https page; null when it is
 * neither. Only https: every signed-in page links it, and a plain-http page would be the one insecure link of the portal.
 */
export const parseHelpContact = (value: string): ContactAddress | null => parseContact(value, contactLimits.helpContact, ['https:']);
