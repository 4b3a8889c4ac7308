import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived download links (docs/security.md "Signed links"). Media elements and download
 * links cannot send an Authorization header, and the session token must never ride in a URL
 * (history, logs, Referer): such a URL carries instead an HMAC-SHA256 signature over one
 * target (a file, a certificate, or the archive of a user's data), one user, one tenant and an expiry.
 */

/** A link lives at least this long… */
export const SIGNED_LINK_LIFETIME_SECONDS = 10 * 60;
/**
 * …and at most one step more: expiries are rounded up to this step, so every link asked for
 * one target by one user within a step is the same URL (one entry in the browser's cache, no
 * media reloaded when the web app asks again).
 */
export const SIGNED_LINK_EXPIRY_STEP_SECONDS = 5 * 60;

/**
 * What a link opens; part of the signed text, so a file's link never opens a certificate of the same id.
 * 'data-export': the archive of the user the target id names, signed for the user who asked for it.
 * 'attestation': the attestation of the learner and class the target id names (`classId/userId`), signed for who asked for it.
 * 'evidence-pack': the prepared evidence pack the target id names, signed for the trainer or admin who asked for it.
 */
export type SignedLinkKind = 'file' | 'certificate' | 'data-export' | 'attestation' | 'evidence-pack';

/** A purpose label of its own: the key signs nothing but these links, even though it comes from the JWT secret. */
const KEY_PURPOSE = 'espace-apprenant/signed-download-links/v1';

interface SignedLinkTarget {
  kind: SignedLinkKind;
  tenantId: string;
  userId: string;
  targetId: string;
}

/** The query a signed link carries. */
export interface SignedLinkQuery {
  user: string;
  expires: string;
  signature: string;
}

type SignedLinkCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

export interface SignedLinks {
  /** The query of a link for this target, valid from `now` for the lifetime above. */
  sign(target: SignedLinkTarget): SignedLinkQuery & { expiresAt: Date };
  /** Whether the query signs this target of this tenant and is unexpired; the user it was issued to when so. */
  verify(target: Omit<SignedLinkTarget, 'userId'>, query: Partial<SignedLinkQuery>): SignedLinkCheck;
}

const EXPIRES = /^\d{1,12}$/;

export function createSignedLinks(jwtSecret: string, now: () => number = Date.now): SignedLinks {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_PURPOSE, 32));
  // JSON keeps the fields apart whatever a path parameter holds.
  const signatureOf = (target: SignedLinkTarget, expires: string) =>
    createHmac('sha256', key)
      .update(JSON.stringify([target.kind, target.tenantId, target.userId, target.targetId, expires]))
      .digest('base64url');
  return {
    sign(target) {
      const seconds = Math.floor(now() / 1000) + SIGNED_LINK_LIFETIME_SECONDS;
      const expires = Math.ceil(seconds / SIGNED_LINK_EXPIRY_STEP_SECONDS) * SIGNED_LINK_EXPIRY_STEP_SECONDS;
      return { user: target.userId, expires: String(expires), signature: signatureOf(target, String(expires)), expiresAt: new Date(expires * 1000) };
    },
    verify(target, { user, expires, signature }) {
      if (user === undefined || expires === undefined || signature === undefined || !EXPIRES.test(expires)) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(signatureOf({ ...target, userId: user }, expires));
      const given = Buffer.from(signature);
      // Constant time: a signature is never guessed byte by byte from response times.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      if (Number(expires) * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, userId: user };
    },
  };
}

/** `path?user=…&expires=…&signature=…`: relative to the site, never built from the request's Host. */
export function signedPath(path: string, query: SignedLinkQuery): string {
  return `${path}?${new URLSearchParams({ user: query.user, expires: query.expires, signature: query.signature }).toString()}`;
}
