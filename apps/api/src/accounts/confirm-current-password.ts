import { userAccountKey } from '@espace/domain/login-throttle';
import type { LoginFailuresRepository } from '../auth/login-failures-repository';
import { verifyPassword } from '../auth/passwords';
import { AppError, TooManyAttemptsError } from '../http/app-error';
import type { AccountsRepository } from './accounts-repository';

interface ConfirmCurrentPasswordInput {
  tenantId: string;
  userId: string;
  currentPassword: string | undefined;
  ip: string;
  now: Date;
  accounts: AccountsRepository;
  loginFailures: LoginFailuresRepository;
}

const invalid = (message: 'required' | 'wrong') => new AppError('INVALID_CURRENT_PASSWORD', [{ path: 'currentPassword', message }]);

/**
 * A bearer token alone must not be enough to change the password (a stolen token would become
 * a permanent takeover): the user proves they know the current one. A wrong one is a sign-in
 * failure of the account, under the same throttle, so this cannot be used to guess it either.
 */
export async function confirmCurrentPassword(input: ConfirmCurrentPasswordInput): Promise<void> {
  const { tenantId, userId, currentPassword, accounts, loginFailures } = input;
  if (currentPassword === undefined || currentPassword === '') throw invalid('required');
  const account = userAccountKey(userId);
  const retryAfterMs = await loginFailures.reserveAttempt(tenantId, account, input.ip, input.now);
  if (retryAfterMs > 0) throw new TooManyAttemptsError(retryAfterMs);
  const matches = await verifyPassword(await accounts.passwordHash(tenantId, userId), currentPassword);
  if (!matches) throw invalid('wrong');
  await loginFailures.clearAccount(tenantId, account);
}
