import { mailThrottle, mailThrottled } from '@espace/domain/accounts/mail-throttle';
import { displayName } from '@espace/domain/display-name';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../contexts/context-repository';
import { AppError, TooManyAttemptsError, UnauthorizedError } from '../http/app-error';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import type { AccountsRepository, MailableUser } from './accounts-repository';
import { addressAlreadyRegisteredMail, emailVerificationMail } from './email-verification-mail';
import type { EmailVerificationRepository } from './email-verification-repository';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import { hashSecret, newSecret } from './secrets';

/** How long a verification link works: long enough for a learner who reads mail weekly-ish. */
export const emailVerificationValidDays = 3;
const PURPOSE = 'email-verification';

/**
 * The web app's page that confirms an address. The token rides in the fragment, which browsers
 * never send to a server, so it reaches no access log or proxy (docs/security.md).
 */
export const emailVerificationLink = (origin: string, token: string) => `${origin}/confirmation-email#${token}`;

interface MailVerificationInput {
  tenant: Tenant;
  user: MailableUser;
  origin: string;
  now: Date;
  verifications: EmailVerificationRepository;
  mailer: Mailer;
}

/** Mails a link proving `user.email`; earlier links stop working. Nothing to do for no address. */
export async function mailEmailVerification({ tenant, user, origin, now, verifications, mailer }: MailVerificationInput): Promise<void> {
  if (user.email === '') return;
  const token = newSecret();
  await verifications.issue(tenant.id, user.id, user.email, hashSecret(token), new Date(now.getTime() + emailVerificationValidDays * 24 * 60 * 60 * 1000));
  mailer.dispatch(
    emailVerificationMail({
      to: user.email,
      displayName: displayName(user),
      locale: mailLocale(user.preferredLocale, tenant),
      branding: tenantBranding(tenant),
      link: emailVerificationLink(origin, token),
      validForDays: emailVerificationValidDays,
    }),
  );
}

/** Tells an address's owner that someone registered with it (see addressAlreadyRegisteredMail). */
export function mailAddressAlreadyRegistered({ tenant, owner, origin, mailer }: { tenant: Tenant; owner: MailableUser; origin: string; mailer: Mailer }): void {
  mailer.dispatch(
    addressAlreadyRegisteredMail({
      to: owner.email,
      displayName: displayName(owner),
      locale: mailLocale(owner.preferredLocale, tenant),
      branding: tenantBranding(tenant),
      signInLink: `${origin}/login`,
    }),
  );
}

interface ResendInput extends Omit<MailVerificationInput, 'user'> {
  userId: string;
  ip: string;
  accounts: AccountsRepository;
  mailRequests: MailRequestsRepository;
  logger: FastifyBaseLogger;
}

/** The profile's "send the link again": throttled like every mail a user can trigger. */
export async function resendEmailVerification(input: ResendInput): Promise<void> {
  const { tenant, userId, accounts } = input;
  const user = await accounts.findById(tenant.id, userId);
  if (!user) throw new UnauthorizedError();
  if (user.email === '') throw new AppError('BAD_REQUEST', [{ path: 'email', message: 'No address to confirm' }]);
  if (user.emailVerified) throw new AppError('BAD_REQUEST', [{ path: 'email', message: 'Already confirmed' }]);
  const recent = await input.mailRequests.reserve(tenant.id, PURPOSE, user.email.toLowerCase(), input.ip, input.now);
  if (mailThrottled(recent)) {
    input.logger.warn({ tenant: tenant.alias, userId }, 'email verification throttled: no mail sent');
    throw new TooManyAttemptsError(mailThrottle.windowMs, 'TOO_MANY_REQUESTS');
  }
  await mailEmailVerification({ ...input, user });
}

/** Uses a link and answers whose address it proved; 401 unknown/used/superseded (or the address changed since), 403 expired. */
export async function confirmEmail({ tenant, token, now, verifications }: { tenant: Tenant; token: string; now: Date; verifications: EmailVerificationRepository }): Promise<string> {
  const outcome = await verifications.consume(tenant.id, hashSecret(token), now);
  if (outcome.kind === 'expired') throw new AppError('Forbidden');
  if (outcome.kind === 'unknown') throw new UnauthorizedError();
  return outcome.userId;
}
