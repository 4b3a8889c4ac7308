/**
 * Who may put which address on an account (docs/product/accounts.md#e-mail-address). An address
 * given at registration or in the profile is *pending* until the link mailed to it is used; only
 * then does it become the account's address, proven. A token is bound to the address it was
 * mailed to, and proves that address only while the account has it (or, for a pending one, asks
 * for it).
 */

/** A pending address waits for the current address to approve the change, then for its own link. */
export const pendingEmailSteps = ['approval', 'confirmation'] as const;
export type PendingEmailStep = (typeof pendingEmailSteps)[number];

export interface PendingEmail {
  email: string;
  awaiting: PendingEmailStep;
}

export interface AddressState {
  /** '' for an account without an address. */
  email: string;
  emailVerified: boolean;
  pendingEmail: PendingEmail | null;
}

/** Addresses match ignoring case and surrounding spaces; no address matches nothing. */
export function sameAddress(left: string, right: string): boolean {
  const trimmed = left.trim();
  return trimmed !== '' && trimmed.toLowerCase() === right.trim().toLowerCase();
}

/**
 * What shows that the person asking for a new address holds the account, not only one of its
 * sessions (a stolen token must not move the account to the thief's mailbox): the current
 * password, else (an account without one) a link mailed to the current address. An account with
 * neither cannot show it.
 */
export function emailChangeProof(account: { hasPassword: boolean; email: string }): 'currentPassword' | 'currentAddress' | 'none' {
  if (account.hasPassword) return 'currentPassword';
  return account.email.trim() === '' ? 'none' : 'currentAddress';
}

/** `confirm` proves the address it was mailed to; `approve` is mailed to the current address to allow a change. */
export type AddressLinkPurpose = 'confirm' | 'approve';

export interface AddressLink {
  purpose: AddressLinkPurpose;
  /** The address the link was mailed to. */
  email: string;
}

/**
 * What using a link does to the account now: prove its current address, move the pending address
 * onto it, or let the pending change go on to its confirmation. A link mailed to an address the
 * account no longer has (or no longer asks for) does nothing.
 */
export function addressLinkEffect(link: AddressLink, account: AddressState): 'proveCurrent' | 'movePending' | 'approvePending' | 'none' {
  const pending = account.pendingEmail;
  if (link.purpose === 'approve') return pending?.awaiting === 'approval' && sameAddress(link.email, account.email) ? 'approvePending' : 'none';
  if (pending?.awaiting === 'confirmation' && sameAddress(link.email, pending.email)) return 'movePending';
  return sameAddress(link.email, account.email) ? 'proveCurrent' : 'none';
}

/** The link "send the link again" mails, and where: the step the account waits for, else its unproven address. */
export function addressLinkToResend(account: AddressState): AddressLink | null {
  const pending = account.pendingEmail;
  if (pending?.awaiting === 'confirmation') return { purpose: 'confirm', email: pending.email };
  if (pending?.awaiting === 'approval') return { purpose: 'approve', email: account.email };
  if (account.email.trim() !== '' && !account.emailVerified) return { purpose: 'confirm', email: account.email };
  return null;
}
