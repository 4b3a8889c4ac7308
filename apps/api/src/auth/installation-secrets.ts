import { randomBytes } from 'node:crypto';
import type { InstallationSecretName, InstallationSecretsRepository } from './installation-secrets-repository';

/**
 * The configured secret (JWT_SECRET, CREDENTIALS_KEY), else one generated on the first start and
 * kept in the database, so every process on the same database signs and seals alike.
 */
export function resolveInstallationSecret(
  name: InstallationSecretName,
  configured: string | undefined,
  stored: InstallationSecretsRepository,
): Promise<string> {
  if (configured !== undefined) return Promise.resolve(configured);
  return stored.getOrInsert(name, randomBytes(48).toString('base64url'));
}
