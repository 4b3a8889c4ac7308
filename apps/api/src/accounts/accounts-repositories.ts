import type { Database } from '../db/database';
import { createMailRequestsRepository } from '../mail/mail-requests-repository';
import { createOidcSettingsRepository } from '../sso/oidc-settings-repository';
import { createSsoRepository } from '../sso/sso-repository';
import { createAccountsRepository } from './accounts-repository';
import { createEmailVerificationRepository } from './email-verification-repository';
import { createPasswordResetRepository } from './password-reset-repository';

/** The repositories of issue 5 (accounts, mail, single sign-on), spread into app.repositories. */
export function createAccountsRepositories(database: Database) {
  return {
    accounts: createAccountsRepository(database),
    passwordResets: createPasswordResetRepository(database),
    emailVerifications: createEmailVerificationRepository(database),
    mailRequests: createMailRequestsRepository(database),
    oidcSettings: createOidcSettingsRepository(database),
    sso: createSsoRepository(database),
  };
}
