import { displayName } from '@espace/domain/display-name';
import { mailThrottled } from '@espace/domain/accounts/mail-throttle';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../contexts/context-repository';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import type { AccountsRepository, MailableUser } from './accounts-repository';
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

/** The mail throttle's purpose for reset links, whoever asks for them (the owner or an admin). */
export const PASSWORD_RESET_PURPOSE = 'password-reset';

export type ResetLinkInput = Pick<RequestPasswordResetInput, 'tenant' | 'now' | 'origin' | 'ttlSeconds' | 'resets' | 'mailer'> & { user: MailableUser };

/** Issues a reset token bound to the user's address and mails it its `{origin}/reset/{token}` link, in the background. */
export async function mailPasswordResetLink({ tenant, user, now, origin, ttlSeconds, resets, mailer }: ResetLinkInput): Promise<void> {
  const token = newSecret();
  await resets.issue(tenant.id, user.id, user.email, hashSecret(token), new Date(now.getTime() + ttlSeconds * 1000));
  mailer.dispatch(
    tenant.id,
    passwordResetMail({
      to: user.email,
      displayName: displayName(user),
      locale: mailLocale(user.preferredLocale, tenant),
      link: `${origin}/reset/${token}`,
      validForMinutes: Math.round(ttlSeconds / 60),
      branding: tenantBranding(tenant),
    }),
  );
}

/**
 * Mails a reset link when the address has an account. Nothing returned or thrown tells
 * whether it has one, and the mail leaves in the background, so the answer's timing does not
 * either. Past the throttle the request is only logged.
 */
export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  const { tenant, ip, now, accounts, mailRequests } = input;
  const recipient = input.email.trim().toLowerCase();
  const recent = await mailRequests.reserve(tenant.id, PASSWORD_RESET_PURPOSE, recipient, ip, now);
  const user = await accounts.findByEmail(tenant.id, recipient);
  if (mailThrottled(recent)) {
    input.logger.warn({ tenant: tenant.alias, ip, recent }, 'password reset throttled: no mail sent');
    return;
  }
  // A deactivated account gets no link, as an unknown address gets none.
  if (!user || user.deactivated) return;
  await mailPasswordResetLink({ ...input, user });
}
