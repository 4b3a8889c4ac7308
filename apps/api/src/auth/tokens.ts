import type { AccessTokenClaims } from '@espace/contracts/auth';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenService {
  sign(claims: Pick<AccessTokenClaims, 'sub' | 'ctx' | 'sid'>): string;
  /** The claims of a valid, unexpired token signed by us; undefined otherwise. */
  verify(token: string): AccessTokenClaims | undefined;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Caching verified tokens saves the HMAC on every request of a signed-in user;
  // expiry is still checked on each hit.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  return {
    sign: (claims) => signer({ ...claims }),
    verify(token) {
      try {
        return asClaims(verifier(token));
      } catch {
        return undefined;
      }
    },
  };
}

function asClaims(payload: Record<string, unknown>): AccessTokenClaims | undefined {
  const { sub, iat, exp, ctx, sid } = payload;
  if (typeof sub !== 'string' || typeof ctx !== 'string' || typeof sid !== 'string') return undefined;
  if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  return { sub, iat, exp, ctx, sid };
}
