import type { AddressLinkOutcome } from '@espace/contracts/accounts';
import { addressLinkEffect, addressLinkToResend } from '@espace/domain/accounts/email-ownership';
import type { Database } from '../db/database';
import { AppError, UnauthorizedError } from '../http/app-error';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { MailMessage } from '../mail/mailer';
import { asUniqueError } from './account-errors';
import { addressMailRefused, addressMailThrottled, type AddressLinkMailing, mailAddressLink } from './address-links';
import { applyEmailChange, type EmailChangeWrites } from './email-change';
import { hashSecret } from './secrets';

interface ResendInput extends AddressLinkMailing {
  userId: string;
  ip: string;
  mailRequests: MailRequestsRepository;
}

/**
 * The profile's "send the link again": the link of the step the account waits for (docs/product/accounts.md#e-mail-address),
 * throttled like every mail a user can trigger.
 */
export async function resendAddressLink(input: ResendInput): Promise<void> {
  const { tenant, userId, accounts } = input;
  const user = await accounts.findById(tenant.id, userId);
  if (!user) throw new UnauthorizedError();
  const link = addressLinkToResend(user);
  if (link === null) throw new AppError('BAD_REQUEST', [{ path: 'email', message: 'Nothing to confirm' }]);
  if (await addressMailThrottled({ ...input, recipient: link.email })) throw addressMailRefused();
  await mailAddressLink({ ...input, user, link });
}

interface UseLinkInput extends AddressLinkMailing, EmailChangeWrites {
  token: string;
  database: Database;
}

/**
 * Uses an address link (docs/product/accounts.md#e-mail-address): 401 unknown, used, superseded,
 * or mailed to an address the account no longer has or asks for; 403 expired; 409 for a pending
 * address another account holds (or may take back) by now. Answers whose account it was and what
 * the link did.
 */
export async function useAddressLink(input: UseLinkInput): Promise<{ userId: string; outcome: AddressLinkOutcome }> {
  const { tenant, now, accounts } = input;
  const done = await input.database
    .transaction(async (tx) => {
      const link = await input.verifications.take(tenant.id, hashSecret(input.token), now, tx);
      if (link.kind === 'expired') throw new AppError('Forbidden');
      if (link.kind === 'unknown') throw new UnauthorizedError();
      const user = await accounts.lockById(tenant.id, link.userId, tx);
      const effect = user === undefined ? 'none' : addressLinkEffect(link, user);
      if (user === undefined || effect === 'none') throw new UnauthorizedError();
      if (effect === 'proveCurrent') {
        await accounts.markEmailVerified(tenant.id, user.id, link.email, now, tx);
        return { user, outcome: 'confirmed' as const };
      }
      if (effect === 'approvePending') {
        // The approval reached the current address: that address is the user's as well.
        await accounts.markEmailVerified(tenant.id, user.id, link.email, now, tx);
        await accounts.approvePendingEmail(tenant.id, user.id, tx);
        return { user, outcome: 'approved' as const };
      }
      if (await accounts.addressTaken(tenant.id, link.email, user.id, tx))
        throw new AppError('UNIQUE_USERNAME_OR_EMAIL', [{ path: 'email', message: 'taken' }]);
      const mail: MailMessage | undefined = await applyEmailChange(input, user, link.email, tx);
      return { user, outcome: 'changed' as const, mail };
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
  if ('mail' in done && done.mail !== undefined) input.mailer.dispatch(tenant.id, done.mail);
  if (done.outcome === 'approved' && done.user.pendingEmail !== null) {
    // The change goes on: the new address gets its own link (or its owner is told).
    await mailAddressLink({ ...input, user: done.user, link: { purpose: 'confirm', email: done.user.pendingEmail.email } });
  }
  return { userId: done.user.id, outcome: done.outcome };
}
