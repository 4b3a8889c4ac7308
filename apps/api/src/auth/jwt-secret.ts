import { randomBytes } from 'node:crypto';
import type { AppSettingsRepository } from '../settings/app-settings-repository';

/**
 * The configured secret, else one generated on the first start and kept in
 * the database, so every process on the same database signs alike.
 */
export function resolveJwtSecret(configured: string | undefined, appSettings: AppSettingsRepository): Promise<string> {
  if (configured !== undefined) return Promise.resolve(configured);
  return appSettings.getOrInsert('jwt_secret', randomBytes(48).toString('base64url'));
}
