import { randomBytes } from 'node:crypto';
import type { JwtSecretRepository } from './jwt-secret-repository';

/**
 * The configured secret, else one generated on the first start and kept in
 * the database, so every process on the same database signs alike.
 */
export function resolveJwtSecret(configured: string | undefined, stored: JwtSecretRepository): Promise<string> {
  if (configured !== undefined) return Promise.resolve(configured);
  return stored.getOrInsert(randomBytes(48).toString('base64url'));
}
