import type { Locale } from '@espace/contracts/context';
import { linkMail, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

/** What every mail about an account's address is addressed with. */
export interface AddressMailInput {
  to: string;
  displayName: string;
  /** The user's preferred language, else the tenant's first one. */
  locale: Locale;
  branding: MailBranding;
}

/** "Confirm your address": using the link moves the address onto the account, proven (single sign-on relies on it). */
export function emailVerificationMail(input: AddressMailInput & { link: string; validForDays: number }): MailMessage {
  return linkMail('emailVerification', input, { days: input.validForDays }, input.link);
}

/**
 * To the owner of an address someone else asked for: registration and the profile answer the same
 * whether the address has an account or not (no enumeration), so its owner is the one told.
 */
export function addressInUseMail(input: AddressMailInput & { signInLink: string }): MailMessage {
  return linkMail('addressInUse', input, {}, input.signInLink);
}
