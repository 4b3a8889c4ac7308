import type { PasswordResetUser } from '@espace/contracts/accounts';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { displayName } from '@espace/domain/display-name';
import { keysOfUser } from '@espace/domain/login-throttle';
import type { LoginFailuresRepository } from '../auth/login-failures-repository';
import type { SessionsRepository } from '../auth/sessions-repository';
import { hashPassword } from '../auth/passwords';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, UnauthorizedError } from '../http/app-error';
import { throwPasswordIssues } from './account-errors';
import type { AccountsRepository, MailableUser } from './accounts-repository';
import type { PasswordResetRepository } from './password-reset-repository';
import { hashSecret } from './secrets';

interface ResetTokenInput {
  tenant: Tenant;
  token: string;
  now: Date;
  accounts: AccountsRepository;
  resets: PasswordResetRepository;
}

/** The token's user; 401 for an unknown, forged, used or superseded token, 403 for an expired one. */
async function tokenUser({ tenant, token, now, accounts, resets }: ResetTokenInput): Promise<MailableUser> {
  const status = await resets.status(tenant.id, hashSecret(token), now);
  if (status.kind === 'expired') throw new AppError('Forbidden');
  const user = status.kind === 'usable' ? await accounts.findById(tenant.id, status.userId) : undefined;
  // A link mailed before its account was deactivated no longer opens it.
  if (!user || user.deactivated) throw new UnauthorizedError();
  return user;
}

/** Whose password the link resets, for the reset screen. */
export async function loadPasswordReset(input: ResetTokenInput): Promise<PasswordResetUser> {
  const user = await tokenUser(input);
  return { email: user.email, displayName: displayName(user) };
}

interface ApplyPasswordResetInput extends ResetTokenInput {
  password: string;
  database: Database;
  sessions: SessionsRepository;
  loginFailures: LoginFailuresRepository;
}

/**
 * Sets the new password, uses up the token and signs the user out everywhere: whoever held
 * the old password, or a session on a lost device, loses access. The owner has proven the
 * address, so the sign-in throttle forgets the failures of its email, its username and the user
 * (a guesser elsewhere cannot keep the owner out).
 */
export async function applyPasswordReset(input: ApplyPasswordResetInput): Promise<void> {
  const { tenant, token, now, accounts, resets, sessions } = input;
  const user = await tokenUser(input);
  const simple = tenant.settings.simplePasswordForInvitation && user.isFromInvitationCode;
  throwPasswordIssues(passwordIssues(input.password, { simple, form: 'reset' }));
  const passwordHash = await hashPassword(input.password);
  await input.database.transaction(async (tx) => {
    // Consumed inside the transaction: of two concurrent uses, only one finds it usable.
    const used = await resets.consume(tenant.id, hashSecret(token), now, tx);
    if (used?.userId !== user.id) throw new UnauthorizedError();
    // A password is set: every other link still out (a pending invitation, an earlier reset) is done.
    await resets.retireAll(tenant.id, user.id, tx);
    await accounts.setPasswordHash(tenant.id, user.id, passwordHash, tx);
    // The link reached the address it was mailed to, which the account still has: that address
    // is the user's (single sign-on may now link it), and no other.
    await accounts.markEmailVerified(tenant.id, user.id, used.email, now, tx);
    await sessions.revokeAllSessions(tenant.id, user.id, tx);
  });
  await input.loginFailures.forget(tenant.id, keysOfUser(user));
}
