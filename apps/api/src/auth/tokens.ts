import type { AccessTokenClaims } from '@espace/contracts/auth';
import { createSigner, createVerifier } from 'fast-jwt';
import { createKeptValues } from '../db/cache';
import { isUuid } from '@espace/domain/uuid';

export interface TokenService {
  sign(claims: Pick<AccessTokenClaims, 'sub' | 'ctx' | 'sid'>): string;
  /** The claims of a valid, unexpired token signed by us; undefined otherwise. */
  verify(token: string): AccessTokenClaims | undefined;
}

/** How many verified tokens a process remembers; past it, the least recently used goes. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: string, ttlSeconds: number, now: () => number = Date.now): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  // A signed-in user's requests carry the same token: remembering the tokens already verified
  // saves the HMAC on each of them. Keyed by the token itself, not a hash of it as fast-jwt's
  // own cache does: hashing every token cost as much as the check it saves. Expiry is still
  // checked on every hit.
  // Kept for the tokens' lifetime at most: one that has expired is refused all the same.
  const verified = createKeptValues<AccessTokenClaims>({ ttlMs: ttlSeconds * 1000, max: VERIFIED_TOKENS_KEPT });
  return {
    sign: (claims) => signer({ ...claims }),
    verify(token) {
      let claims = verified.get(token);
      if (claims === undefined) {
        try {
          claims = asClaims(verifier(token));
        } catch {
          return undefined;
        }
        if (claims === undefined) return undefined;
        verified.set(token, claims);
      }
      return claims.exp * 1000 > now() ? claims : undefined;
    },
  };
}

/** Ids we issue are uuids: anything else (even validly signed, with a leaked secret) is no session, never a database error. */
function asClaims(payload: Record<string, unknown>): AccessTokenClaims | undefined {
  const { sub, iat, exp, ctx, sid } = payload;
  if (!isUuid(sub) || !isUuid(ctx) || !isUuid(sid)) return undefined;
  if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  return { sub, iat, exp, ctx, sid };
}
