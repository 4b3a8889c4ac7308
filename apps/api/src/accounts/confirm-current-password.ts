import { userKey } from '@espace/domain/login-throttle';
import type { LoginFailuresRepository } from '../auth/login-failures-repository';
import { inHashingSlot } from '../auth/passwords';
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
 * a permanent takeover): the user proves they know the current one. A wrong one is a failure of
 * the user under the sign-in throttle, so this cannot be used to guess it either; it is the
 * user's own key, so a stolen token's guesses never slow the owner's sign-ins.
 */
export async function confirmCurrentPassword(input: ConfirmCurrentPasswordInput): Promise<void> {
  const { tenantId, userId, currentPassword, accounts, loginFailures } = input;
  if (currentPassword === undefined || currentPassword === '') throw invalid('required');
  const key = userKey(userId);
  const passwordHash = await accounts.passwordHash(tenantId, userId);
  const { retryAfterMs, matches } = await inHashingSlot(async (verify) => {
    const wait = await loginFailures.reserveAttempt(tenantId, key, input.ip, input.now);
    return wait > 0 ? { retryAfterMs: wait, matches: false } : { retryAfterMs: 0, matches: await verify(passwordHash, currentPassword) };
  });
  if (retryAfterMs > 0) throw new TooManyAttemptsError(retryAfterMs);
  if (!matches) throw invalid('wrong');
  await loginFailures.forgive(tenantId, key, input.ip);
}
