import type { MailMessage } from '../mail/mailer';
import { linkMail } from '../mail/mail-layout';
import type { AddressMailInput } from './email-verification-mail';

type ChangeMailInput = AddressMailInput & { newEmail: string; link: string; validForDays: number };

/** To the current address of an account without a password: a session alone does not move the account elsewhere. */
export function emailChangeApprovalMail(input: ChangeMailInput): MailMessage {
  return linkMail('emailChangeApproval', input, { newEmail: input.newEmail, days: input.validForDays }, input.link);
}

/**
 * To the address an account just gave up (`to`), with the link that takes it back
 * (undo-email-change.ts). `newEmail` is '' when the account gave its address up.
 */
export function emailChangedMail(input: ChangeMailInput): MailMessage {
  const values = { newEmail: input.newEmail, oldEmail: input.to, days: input.validForDays };
  return linkMail('emailChanged', input, input.newEmail === '' ? { ...values, context: 'removed' } : values, input.link);
}
