import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: reset tokens, single sign-on codes and bindings. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored and looked up by this hash, so the tables alone let nobody in. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
