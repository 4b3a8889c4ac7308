import type { AccessTokenAnswer, RegisterBody } from '@espace/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import { mailThrottle } from '@espace/domain/accounts/mail-throttle';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues, type ProfileField, type UserCanSet } from '@espace/domain/accounts/profile-rules';
import { invitationCodeRefusal } from '@espace/domain/admin/invitation-codes';
import { invitationCodeThrottle } from '@espace/domain/login-throttle';
import type { LoginFailuresRepository } from '../auth/login-failures-repository';
import { hashPassword } from '../auth/passwords';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { TokenService } from '../auth/tokens';
import type { Tenant } from '../contexts/context-repository';
import type { Database, Queryable } from '../db/database';
import { AppError, TooManyAttemptsError } from '../http/app-error';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import { asUniqueError, throwIfUsernameTaken, throwPasswordIssues, throwProfileIssues } from './account-errors';
import type { AccountsRepository } from './accounts-repository';
import { addressMailThrottled, mailAddressLink } from './address-links';
import type { EmailVerificationRepository } from './email-verification-repository';

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
  mailRequests: MailRequestsRepository;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  joinClass: JoinClassOfInvitationCode;
}

/**
 * Makes the new account a learner of the class its code names, in the registration's transaction;
 * the classes area does it (`classes/class-members.ts`), given here by app.ts because that area
 * depends on accounts/ already.
 */
export type JoinClassOfInvitationCode = (tx: Queryable, input: { tenantId: string; classId: string; userId: string; now: Date }) => Promise<boolean>;

/** The sign-in throttle's key for an invitation code: guesses of codes count like wrong passwords. */
const invitationAccountKey = (code: string) => `invitation:${code.trim().toLowerCase()}`;

// Registration asks for these whatever the profile switches say: the user has no account yet.
const everyField: UserCanSet = { lastname: true, firstname: true, username: true, email: true, birthday: true };

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * Creates an account with an invitation code and signs it in. The code's use is counted in
 * the same transaction as the account, so a refused registration does not spend it; a code that
 * names a class makes the account a learner of it in that transaction too, while the class takes learners.
 *
 * Every well-formed attempt is reserved on the sign-in throttle (per code, per address) before the
 * code or the username is checked, so neither can be guessed at speed; a registration that succeeds
 * forgives the code. The address given is pending (docs/product/accounts.md#e-mail-address): the
 * account is made without it, the same way whether another account has it or not, and only the
 * link mailed to it moves it onto the account, if it is still free then. An address that has an
 * account gets no link: its owner is told instead. So registration does not tell who has an account.
 */
export async function register(input: RegisterInput): Promise<AccessTokenAnswer> {
  const { tenant, body, now, database, accounts, sessions, tokens, tokenTtlSeconds } = input;
  if (!tenant.settings.authentication.invitationCode) throw new AppError('Forbidden');
  const fields = {
    username: body.username.trim(),
    email: blankToUndefined(body.email),
    firstname: blankToUndefined(body.firstname),
    lastname: blankToUndefined(body.lastname),
  };
  const changing = new Set<ProfileField>(['username', ...(['email', 'firstname', 'lastname'] as const).filter((field) => fields[field] !== undefined)]);
  throwProfileIssues(profileIssues(fields, { canSet: everyField, invitation: true, changing }));
  throwPasswordIssues(passwordIssues(body.password, { simple: tenant.settings.simplePasswordForInvitation, form: 'account' }));
  // Form mistakes above tell nothing and cost nothing; what follows answers about codes and accounts.
  const throttleKey = invitationAccountKey(body.invitationCode);
  const retryAfterMs = await input.loginFailures.reserveAttempt(tenant.id, throttleKey, input.ip, now, invitationCodeThrottle);
  if (retryAfterMs > 0) throw new TooManyAttemptsError(retryAfterMs, 'TOO_MANY_REQUESTS');
  const passwordHash = await hashPassword(body.password);
  const { email, ...named } = fields;

  const { userId, sessionId } = await database
    .transaction(async (tx) => {
      const invitation = await accounts.useInvitationCode(tenant.id, body.invitationCode, tx);
      if (invitation === undefined) {
        const refusal = invitationCodeRefusal(await accounts.invitationCodeFacts(tenant.id, body.invitationCode, tx), now);
        throw new AppError('INVALID_INVITATION_CODE', [{ path: 'invitationCode', message: refusal }]);
      }
      // A username is public (the sign-in identifier others see): its being taken is said.
      throwIfUsernameTaken(await accounts.usernameTaken(tenant.id, named.username, null, tx));
      const created = await accounts.createUser(
        tenant.id,
        { ...named, ...(email === undefined ? {} : { pendingEmail: email }), passwordHash, invitationCodeId: invitation.id },
        tx,
      );
      if (invitation.classId !== null) await input.joinClass(tx, { tenantId: tenant.id, classId: invitation.classId, userId: created, now });
      return { userId: created, sessionId: await sessions.create(tenant.id, created, new Date(now.getTime() + tokenTtlSeconds * 1000), tx) };
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
  await input.loginFailures.forget(tenant.id, [throttleKey]);
  if (email !== undefined) await mailPendingAddress(input, userId, email);
  return { access_token: tokens.sign({ sub: userId, ctx: tenant.id, sid: sessionId }) };
}

/**
 * Registration's address mails are counted per recipient only: a class registering behind one
 * school address must all get their links, and registrations are rate-limited per address already.
 */
const registrationMailLimits = { perRecipient: mailThrottle.perRecipient, perIp: Number.POSITIVE_INFINITY };

/** The address's link, or its owner's notice; past the mail throttle, nothing (the answer stays the same). */
async function mailPendingAddress(input: RegisterInput, userId: string, email: string): Promise<void> {
  const { tenant, accounts } = input;
  if (await addressMailThrottled({ ...input, recipient: email }, registrationMailLimits)) {
    input.logger.warn({ tenant: tenant.alias }, 'registration address mail throttled: no mail sent');
    return;
  }
  const user = await accounts.findById(tenant.id, userId);
  if (user) await mailAddressLink({ ...input, user, link: { purpose: 'confirm', email } });
}
