import { type AddressLink, emailChangeProof, type PendingEmail, sameAddress } from '@espace/domain/accounts/email-ownership';
import { displayName } from '@espace/domain/display-name';
import type { Tenant } from '../contexts/context-repository';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { MailMessage } from '../mail/mailer';
import type { AccountsRepository, MailableUser } from './accounts-repository';
import { emailChangedMail } from './email-change-mail';
import type { EmailChangeUndoRepository } from './email-change-undo-repository';
import type { EmailVerificationRepository } from './email-verification-repository';
import type { PasswordResetRepository } from './password-reset-repository';
import { hashSecret, newSecret } from './secrets';

/** How long the link undoing a change works: a week, for an owner who reads mail weekly-ish. */
const emailChangeUndoValidDays = 7;

/** The page that uses an undo link; its token rides in the fragment, like every link we mail. */
const emailChangeUndoLink = (origin: string, token: string) => `${origin}/annulation-email#${token}`;

/**
 * What a profile change of `email` asks for (docs/product/accounts.md#e-mail-address): nothing
 * (the current address: a pending request is dropped), a pending address and the link that goes on
 * with it, or no address at all, which applies at once. `proof` says what the request needs.
 */
export type EmailRequest =
  | { kind: 'unchanged' }
  | { kind: 'pending'; pending: PendingEmail; link: AddressLink; proof: 'currentPassword' | 'currentAddress' }
  | { kind: 'clear'; proof: 'currentPassword' };

export function emailRequestOf(user: MailableUser, email: string): EmailRequest {
  if (sameAddress(email, user.email) || (email === '' && user.email.trim() === '')) return { kind: 'unchanged' };
  const proof = emailChangeProof(user);
  // No password and no address: nothing shows the request comes from the account's holder. No
  // address to approve with either, for an account without a password that would give its own up.
  if (proof === 'none' || (proof === 'currentAddress' && email === '')) throw new AppError('Forbidden', [{ path: 'email', message: 'not settable' }]);
  if (email === '') return { kind: 'clear', proof: 'currentPassword' };
  if (proof === 'currentAddress') return { kind: 'pending', pending: { email, awaiting: 'approval' }, link: { purpose: 'approve', email: user.email }, proof };
  return { kind: 'pending', pending: { email, awaiting: 'confirmation' }, link: { purpose: 'confirm', email }, proof };
}

export interface EmailChangeWrites {
  tenant: Tenant;
  origin: string;
  now: Date;
  accounts: AccountsRepository;
  resets: PasswordResetRepository;
  verifications: EmailVerificationRepository;
  undos: EmailChangeUndoRepository;
}

/** Records a request in the profile's transaction; the links mailed for it before stop working. */
export async function writeEmailRequest(input: EmailChangeWrites, user: MailableUser, request: EmailRequest, tx: Queryable): Promise<MailMessage | undefined> {
  if (request.kind === 'clear') return applyEmailChange(input, user, '', tx);
  if (request.kind === 'unchanged' && user.pendingEmail === null) return undefined;
  await input.accounts.setPendingEmail(input.tenant.id, user.id, request.kind === 'pending' ? request.pending : null, tx);
  await input.verifications.retireAll(input.tenant.id, user.id, tx);
  return undefined;
}

/**
 * Gives the account its new address (proven by the link just used, or none), in the caller's
 * transaction. Every reset and address link still out stops working: each was mailed to an
 * address the account no longer has. The old address gets a link that undoes the change; the
 * mail is answered, to be sent once the transaction is committed.
 */
export async function applyEmailChange(input: EmailChangeWrites, user: MailableUser, email: string, tx: Queryable): Promise<MailMessage | undefined> {
  const { tenant, now } = input;
  await input.accounts.moveEmail(tenant.id, user.id, email, now, tx);
  await input.resets.retireAll(tenant.id, user.id, tx);
  await input.verifications.retireAll(tenant.id, user.id, tx);
  if (user.email === '') return undefined;
  const token = newSecret();
  await input.undos.issue(tenant.id, user.id, user.email, hashSecret(token), new Date(now.getTime() + emailChangeUndoValidDays * 24 * 60 * 60 * 1000), tx);
  return emailChangedMail({
    to: user.email,
    displayName: displayName(user),
    locale: mailLocale(user.preferredLocale, tenant),
    branding: tenantBranding(tenant),
    newEmail: email,
    link: emailChangeUndoLink(input.origin, token),
    validForDays: emailChangeUndoValidDays,
  });
}
