import type { Locale } from '@espace/contracts/context';
import { linkMail, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface ResetMailInput {
  to: string;
  displayName: string;
  /** The user's preferred language, else the tenant's first one. */
  locale: Locale;
  link: string;
  validForMinutes: number;
  branding: MailBranding;
}

/** The password reset mail in the user's language. */
export function passwordResetMail(input: ResetMailInput): MailMessage {
  return linkMail('passwordReset', input, { minutes: input.validForMinutes }, input.link);
}
