import type { SessionsRepository } from '../auth/sessions-repository';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, UnauthorizedError } from '../http/app-error';
import { asUniqueError } from './account-errors';
import type { AccountsRepository } from './accounts-repository';
import type { EmailChangeUndoRepository } from './email-change-undo-repository';
import type { EmailVerificationRepository } from './email-verification-repository';
import type { PasswordResetRepository } from './password-reset-repository';
import { hashSecret } from './secrets';

interface UndoEmailChangeInput {
  tenant: Tenant;
  token: string;
  now: Date;
  database: Database;
  accounts: AccountsRepository;
  resets: PasswordResetRepository;
  verifications: EmailVerificationRepository;
  undos: EmailChangeUndoRepository;
  sessions: SessionsRepository;
}

/**
 * Uses the link mailed to an address the account gave up (docs/product/accounts.md#e-mail-address):
 * the address comes back, proven (the link reached it), any pending request and every link still
 * out stop working, the password is cleared and every session of the account ends — a thief's
 * too, whatever they did since (a new password, another change). The owner signs in again with a
 * reset link mailed to the restored address. 401 unknown, used or retired, 403 expired, 409 when
 * another account holds the address by now. Answers whose account it was.
 */
export async function undoEmailChange(input: UndoEmailChangeInput): Promise<string> {
  const { tenant, now, accounts } = input;
  return input.database
    .transaction(async (tx) => {
      const undo = await input.undos.take(tenant.id, hashSecret(input.token), now, tx);
      if (undo.kind === 'expired') throw new AppError('Forbidden');
      if (undo.kind === 'unknown') throw new UnauthorizedError();
      const user = await accounts.lockById(tenant.id, undo.userId, tx);
      if (user === undefined) throw new UnauthorizedError();
      if (await accounts.addressTaken(tenant.id, undo.email, user.id, tx))
        throw new AppError('UNIQUE_USERNAME_OR_EMAIL', [{ path: 'email', message: 'taken' }]);
      await accounts.moveEmail(tenant.id, user.id, undo.email, now, tx);
      await input.resets.retireAll(tenant.id, user.id, tx);
      await input.verifications.retireAll(tenant.id, user.id, tx);
      // Whoever changed the address may know or have set the password: it goes too, and the
      // owner chooses a new one through the address just restored.
      await accounts.clearPassword(tenant.id, user.id, tx);
      await input.sessions.revokeAllSessions(tenant.id, user.id, tx);
      return user.id;
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
}
