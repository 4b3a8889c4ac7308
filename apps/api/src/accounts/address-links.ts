import type { AddressLink } from '@espace/domain/accounts/email-ownership';
import { mailThrottle, mailThrottled } from '@espace/domain/accounts/mail-throttle';
import { displayName } from '@espace/domain/display-name';
import type { Tenant } from '../contexts/context-repository';
import { TooManyAttemptsError } from '../http/app-error';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import type { AccountsRepository, MailableUser } from './accounts-repository';
import { emailChangeApprovalMail } from './email-change-mail';
import { addressInUseMail, emailVerificationMail } from './email-verification-mail';
import type { EmailVerificationRepository } from './email-verification-repository';
import { hashSecret, newSecret } from './secrets';

/** How long an address link works: long enough for a learner who reads mail weekly-ish. */
const emailVerificationValidDays = 3;
/** The mail throttle's purpose for address links, whoever they go to. */
const PURPOSE = 'email-verification';

/**
 * The web app's page that uses an address link. The token rides in the fragment, which browsers
 * never send to a server, so it reaches no access log or proxy (docs/security.md).
 */
const emailVerificationLink = (origin: string, token: string) => `${origin}/confirmation-email#${token}`;

export interface AddressLinkMailing {
  tenant: Tenant;
  /** The tenant's public origin, for the links. */
  origin: string;
  now: Date;
  accounts: AccountsRepository;
  verifications: EmailVerificationRepository;
  mailer: Mailer;
}

/**
 * Mails `link` for the user: an approval to their current address, or a confirmation to the address
 * given. An address another account holds gets no link: its owner is told someone gave it
 * (addressInUseMail). The user's earlier links stop working either way, so nothing the user can
 * see tells the two cases apart (docs/security.md, registration).
 */
export async function mailAddressLink(input: AddressLinkMailing & { user: MailableUser; link: AddressLink }): Promise<void> {
  const { tenant, user, link, origin, now, verifications, mailer } = input;
  const owner = link.purpose === 'confirm' ? await input.accounts.findByEmail(tenant.id, link.email) : undefined;
  if (owner !== undefined && owner.id !== user.id) {
    await verifications.retireAll(tenant.id, user.id);
    const locale = mailLocale(owner.preferredLocale, tenant);
    mailer.dispatch(
      tenant.id,
      addressInUseMail({ to: owner.email, displayName: displayName(owner), locale, branding: tenantBranding(tenant), signInLink: `${origin}/login` }),
    );
    return;
  }
  const token = newSecret();
  await verifications.issue(tenant.id, user.id, link, hashSecret(token), new Date(now.getTime() + emailVerificationValidDays * 24 * 60 * 60 * 1000));
  const mail = {
    to: link.email,
    displayName: displayName(user),
    locale: mailLocale(user.preferredLocale, tenant),
    branding: tenantBranding(tenant),
    link: emailVerificationLink(origin, token),
    validForDays: emailVerificationValidDays,
  };
  const newEmail = user.pendingEmail?.email ?? '';
  mailer.dispatch(tenant.id, link.purpose === 'approve' ? emailChangeApprovalMail({ ...mail, newEmail }) : emailVerificationMail(mail));
}

/**
 * Counts a mail about an address under the anonymous forms' limits (a few per recipient and per
 * client address an hour, unless `limits` says otherwise), the same whether the address has an
 * account or not; true past them.
 */
export async function addressMailThrottled(
  input: { tenant: Tenant; recipient: string; ip: string; now: Date; mailRequests: MailRequestsRepository },
  limits: Pick<typeof mailThrottle, 'perRecipient' | 'perIp'> = mailThrottle,
): Promise<boolean> {
  return mailThrottled(await input.mailRequests.reserve(input.tenant.id, PURPOSE, input.recipient.trim().toLowerCase(), input.ip, input.now), limits);
}

/** The profile's answer past the limits: the user asked for the mail and is told it did not leave. */
export const addressMailRefused = () => new TooManyAttemptsError(mailThrottle.windowMs, 'TOO_MANY_REQUESTS');
