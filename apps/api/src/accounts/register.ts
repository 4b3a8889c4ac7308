import type { AccessTokenAnswer, RegisterBody } from '@espace/contracts/accounts';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues, type ProfileField, type UserCanSet } from '@espace/domain/accounts/profile-rules';
import { invitationCodeThrottle } from '@espace/domain/login-throttle';
import type { LoginFailuresRepository } from '../auth/login-failures-repository';
import { hashPassword } from '../auth/passwords';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { TokenService } from '../auth/tokens';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, TooManyAttemptsError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { asUniqueError, throwIfTaken, throwPasswordIssues, throwProfileIssues } from './account-errors';
import type { AccountsRepository } from './accounts-repository';
import type { EmailVerificationRepository } from './email-verification-repository';
import { mailAddressAlreadyRegistered, mailEmailVerification } from './email-verification';

interface RegisterInput {
  tenant: Tenant;
  body: RegisterBody;
  now: Date;
  tokenTtlSeconds: number;
  database: Database;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
  /** The client's address: registration is throttled per address and per code, like sign-in. */
  ip: string;
  /** The tenant's public origin, for the links mailed. */
  origin: string;
  loginFailures: LoginFailuresRepository;
  verifications: EmailVerificationRepository;
  mailer: Mailer;
}

/** The sign-in throttle's key for an invitation code: guesses of codes count like wrong passwords. */
const invitationAccountKey = (code: string) => `invitation:${code.trim().toLowerCase()}`;

// Registration asks for these whatever the profile switches say: the user has no account yet.
const everyField: UserCanSet = { lastname: true, firstname: true, username: true, email: true, birthday: true };

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * Creates an account with an invitation code and signs it in. The code's use is counted in
 * the same transaction as the account, so a refused registration does not spend it.
 *
 * Every well-formed attempt is reserved on the sign-in throttle (per code, per address) before the
 * code or the username is checked, so neither can be guessed at speed; a registration that succeeds forgives the code.
 * An address that already has an account gets the same answer as a new one — the new account
 * simply does not take it, and the address's owner is mailed instead — so registration does not
 * tell who has an account. A new address is unproven until the link mailed to it is used.
 */
export async function register(input: RegisterInput): Promise<AccessTokenAnswer> {
  const { tenant, body, now, database, accounts, sessions, tokens, tokenTtlSeconds } = input;
  if (!tenant.settings.authentication.invitationCode) throw new AppError('Forbidden');
  const fields = { username: body.username.trim(), email: blankToUndefined(body.email), firstname: blankToUndefined(body.firstname), lastname: blankToUndefined(body.lastname) };
  const changing = new Set<ProfileField>(['username', ...(['email', 'firstname', 'lastname'] as const).filter((field) => fields[field] !== undefined)]);
  throwProfileIssues(profileIssues(fields, { canSet: everyField, invitation: true, changing }));
  throwPasswordIssues(passwordIssues(body.password, { simple: tenant.settings.simplePasswordForInvitation, form: 'account' }));
  // Form mistakes above tell nothing and cost nothing; what follows answers about codes and accounts.
  const throttleKey = invitationAccountKey(body.invitationCode);
  const retryAfterMs = await input.loginFailures.reserveAttempt(tenant.id, throttleKey, input.ip, now, invitationCodeThrottle);
  if (retryAfterMs > 0) throw new TooManyAttemptsError(retryAfterMs, 'TOO_MANY_REQUESTS');
  const passwordHash = await hashPassword(body.password);

  const { userId, sessionId, emailTaken } = await database
    .transaction(async (tx) => {
      const invitationCodeId = await accounts.useInvitationCode(tenant.id, body.invitationCode, tx);
      if (invitationCodeId === undefined) throw new AppError('INVALID_INVITATION_CODE', [{ path: 'invitationCode', message: 'unavailable' }]);
      const taken = await accounts.takenFields(tenant.id, fields, null, tx);
      // A username is public (the sign-in identifier others see): its being taken is said.
      throwIfTaken({ username: taken.username, email: false });
      const created = await accounts.createUser(tenant.id, { ...fields, email: taken.email ? undefined : fields.email, passwordHash, invitationCodeId }, tx);
      return { userId: created, sessionId: await sessions.create(tenant.id, created, new Date(now.getTime() + tokenTtlSeconds * 1000), tx), emailTaken: taken.email };
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
  await input.loginFailures.forget(tenant.id, [throttleKey]);
  await mailAboutTheAddress(input, userId, emailTaken ? fields.email : undefined);
  return { access_token: tokens.sign({ sub: userId, ctx: tenant.id, sid: sessionId }) };
}

/** The new account's address gets its verification link; a taken address's owner is told instead. */
async function mailAboutTheAddress(input: RegisterInput, userId: string, takenEmail: string | undefined): Promise<void> {
  const { tenant, accounts, origin, mailer, now } = input;
  if (takenEmail !== undefined) {
    const owner = await accounts.findByEmail(tenant.id, takenEmail);
    if (owner) mailAddressAlreadyRegistered({ tenant, owner, origin, mailer });
    return;
  }
  const user = await accounts.findById(tenant.id, userId);
  if (user) await mailEmailVerification({ tenant, user, origin, now, verifications: input.verifications, mailer });
}
