import type { Locale } from '@espace/contracts/context';
import { linkMail, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface InvitationMailInput {
  to: string;
  /** The learner's name when the admin gave it, else empty. */
  displayName: string;
  /** Who invites: the admin's display name. */
  inviter: string;
  /** The class the invitation is for; '' when the account is in none (an invitation sent again). */
  className: string;
  /** The tenant's first language (an invited account has chosen none yet). */
  locale: Locale;
  link: string;
  validForDays: number;
  branding: MailBranding;
}

/** The invitation mail in the tenant's language, branded as the tenant. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const values = { inviter: input.inviter, className: input.className, days: input.validForDays };
  // A resent invitation names no class: the account was invited, whatever classes it is in now.
  return linkMail('invitation', input, input.className === '' ? { ...values, context: 'withoutClass' } : values, input.link);
}
