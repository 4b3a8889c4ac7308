import fp from 'fastify-plugin';
import { type AccountsRepository, createAccountsRepository } from './accounts-repository';
import { createEmailVerificationRepository, type EmailVerificationRepository } from './email-verification-repository';
import { createPasswordResetRepository, type PasswordResetRepository } from './password-reset-repository';
import { createOidcSettingsRepository, type OidcSettingsRepository } from './sso/oidc-settings-repository';
import { createSsoRepository, type SsoRepository } from './sso/sso-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
    passwordResetRepository: PasswordResetRepository;
    emailVerificationRepository: EmailVerificationRepository;
    oidcSettingsRepository: OidcSettingsRepository;
    ssoRepository: SsoRepository;
  }
}

/** Registration, profile, password resets, address checks and single sign-on. */
export const accountsRepositories = fp(
  async (app) => {
    app.decorate('accountsRepository', createAccountsRepository(app.database));
    app.decorate('passwordResetRepository', createPasswordResetRepository(app.database));
    app.decorate('emailVerificationRepository', createEmailVerificationRepository(app.database));
    app.decorate('oidcSettingsRepository', createOidcSettingsRepository(app.database));
    app.decorate('ssoRepository', createSsoRepository(app.database));
  },
  { name: 'accounts-repositories', dependencies: ['database'] },
);
