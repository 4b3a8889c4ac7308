import type { Locale } from '@espace/contracts/context';
import { linkMail, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface InvitationMailInput {
  to: string;
  /** The learner's name when the admin gave it, else empty. */
  displayName: string;
  /** Who invites: the admin's display name. */
  inviter: string;
  className: string;
  /** The tenant's first language (an invited account has chosen none yet). */
  locale: Locale;
  link: string;
  validForDays: number;
  branding: MailBranding;
}

/** The invitation mail in the tenant's language, branded as the tenant. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  return linkMail('invitation', input, { inviter: input.inviter, className: input.className, days: input.validForDays }, input.link);
}
