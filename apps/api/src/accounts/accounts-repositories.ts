import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AccountsRepository, createAccountsRepository } from './accounts-repository';
import { createEmailChangeUndoRepository, type EmailChangeUndoRepository } from './email-change-undo-repository';
import { createEmailVerificationRepository, type EmailVerificationRepository } from './email-verification-repository';
import { createPasswordResetRepository, type PasswordResetRepository } from './password-reset-repository';
import { createOidcSettingsRepository, type OidcSettingsRepository } from './sso/oidc-settings-repository';
import { createSsoRepository, type SsoRepository } from './sso/sso-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
    passwordResetRepository: PasswordResetRepository;
    emailVerificationRepository: EmailVerificationRepository;
    emailChangeUndoRepository: EmailChangeUndoRepository;
    oidcSettingsRepository: OidcSettingsRepository;
    ssoRepository: SsoRepository;
  }
}

/** Registration, profile, password resets, address links and their undoing, and single sign-on. */
export const accountsRepositories = repositoriesPlugin('accounts-repositories', (app) => ({
  accountsRepository: createAccountsRepository(app.database),
  passwordResetRepository: createPasswordResetRepository(app.database),
  emailVerificationRepository: createEmailVerificationRepository(app.database),
  emailChangeUndoRepository: createEmailChangeUndoRepository(app.database),
  oidcSettingsRepository: createOidcSettingsRepository(app.database),
  ssoRepository: createSsoRepository(app.database),
}));
