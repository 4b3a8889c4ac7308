import { displayName } from '@espace/domain/display-name';
import { mailThrottled } from '@espace/domain/accounts/mail-throttle';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../contexts/context-repository';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import type { AccountsRepository } from './accounts-repository';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { PasswordResetRepository } from './password-reset-repository';
import { passwordResetMail } from './password-reset-mail';
import { hashSecret, newSecret } from './secrets';

interface RequestPasswordResetInput {
  tenant: Tenant;
  email: string;
  ip: string;
  now: Date;
  /** Where the web app is, for the `{origin}/reset/{token}` link. */
  origin: string;
  ttlSeconds: number;
  accounts: AccountsRepository;
  resets: PasswordResetRepository;
  mailRequests: MailRequestsRepository;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

const PURPOSE = 'password-reset';

/**
 * Mails a reset link when the address has an account. Nothing returned or thrown tells
 * whether it has one, and the mail leaves in the background, so the answer's timing does not
 * either. Past the throttle the request is only logged.
 */
export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  const { tenant, ip, now, accounts, resets, mailRequests } = input;
  const recipient = input.email.trim().toLowerCase();
  const recent = await mailRequests.reserve(tenant.id, PURPOSE, recipient, ip, now);
  const user = await accounts.findByEmail(tenant.id, recipient);
  if (mailThrottled(recent)) {
    input.logger.warn({ tenant: tenant.alias, ip, recent }, 'password reset throttled: no mail sent');
    return;
  }
  if (!user) return;

  const token = newSecret();
  await resets.issue(tenant.id, user.id, hashSecret(token), new Date(now.getTime() + input.ttlSeconds * 1000));
  input.mailer.dispatch(
    passwordResetMail({
      to: user.email,
      displayName: displayName(user),
      locale: mailLocale(user.preferredLocale, tenant),
      link: `${input.origin}/reset/${token}`,
      validForMinutes: Math.round(input.ttlSeconds / 60),
      branding: tenantBranding(tenant),
    }),
  );
}
