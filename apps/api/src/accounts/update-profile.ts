import type { ProfileUpdateBody } from '@espace/contracts/accounts';
import type { Me } from '@espace/contracts/user';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues, type ProfileField } from '@espace/domain/accounts/profile-rules';
import type { LoginFailuresRepository } from '../auth/login-failures-repository';
import { hashPassword } from '../auth/passwords';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, UnauthorizedError } from '../http/app-error';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import { getMe } from './get-me';
import type { CachedUsersRepository } from '../users/profile-cache';
import { confirmCurrentPassword } from './confirm-current-password';
import { addressMailRefused, addressMailThrottled, mailAddressLink } from './address-links';
import { type EmailChangeWrites, emailRequestOf, writeEmailRequest } from './email-change';
import { asUniqueError, throwIfUsernameTaken, throwPasswordIssues, throwProfileIssues } from './account-errors';
import type { MailableUser } from './accounts-repository';

interface UpdateProfileInput extends EmailChangeWrites {
  userId: string;
  /** The session making the change stays signed in when the password changes. */
  sessionId: string;
  body: ProfileUpdateBody;
  /** The client's address, for the throttles a wrong current password and mails count toward. */
  ip: string;
  database: Database;
  users: CachedUsersRepository;
  sessions: SessionsRepository;
  loginFailures: LoginFailuresRepository;
  mailRequests: MailRequestsRepository;
  mailer: Mailer;
}

type AccountFieldsSent = Omit<ProfileUpdateBody, 'password' | 'currentPassword'>;

/** 403 for a field the tenant does not let users set, and for an email already set (docs/product/accounts.md#profile). */
function refuseLockedFields(tenant: Tenant, user: MailableUser, fields: AccountFieldsSent): ProfileField[] {
  const changing = Object.keys(fields) as ProfileField[];
  const locked = changing.find((field) => !tenant.settings.userCanSet[field]);
  if (locked !== undefined) throw new AppError('Forbidden', [{ path: locked, message: 'not settable' }]);
  const newEmail = fields.email?.trim().toLowerCase();
  if (newEmail !== undefined && user.email !== '' && !user.isFromInvitationCode && newEmail !== user.email.toLowerCase()) {
    throw new AppError('Forbidden', [{ path: 'email', message: 'not settable' }]);
  }
  return changing;
}

/**
 * Saves the changed account fields of the signed-in user and answers the updated Me. A new
 * password or address needs the current password (a stolen session alone must not keep the
 * account); a new address waits for its link (docs/product/accounts.md#e-mail-address).
 */
export async function updateProfile(input: UpdateProfileInput): Promise<Me> {
  const { tenant, userId, now, accounts, users, sessions } = input;
  const user = await accounts.findById(tenant.id, userId);
  if (!user) throw new UnauthorizedError();
  const { password, currentPassword, ...sent } = input.body;
  const changing = refuseLockedFields(tenant, user, sent);
  const { email, ...fields } = Object.fromEntries(Object.entries(sent).map(([field, value]) => [field, value.trim()])) as AccountFieldsSent;
  const options = {
    canSet: tenant.settings.userCanSet,
    invitation: user.isFromInvitationCode,
    changing: new Set(changing),
    today: now.toISOString().slice(0, 10),
  };
  throwProfileIssues(profileIssues({ ...fields, ...(email === undefined ? {} : { email }) }, options));
  const simple = tenant.settings.simplePasswordForInvitation && user.isFromInvitationCode;
  if (password !== undefined) throwPasswordIssues(passwordIssues(password, { simple, form: 'account' }));
  const request = email === undefined ? undefined : emailRequestOf(user, email);
  if (password !== undefined || (request !== undefined && request.kind !== 'unchanged' && request.proof === 'currentPassword')) {
    await confirmCurrentPassword({ tenantId: tenant.id, userId, currentPassword, ip: input.ip, now, accounts, loginFailures: input.loginFailures });
  }
  if (request?.kind === 'pending' && (await addressMailThrottled({ ...input, recipient: request.link.email }))) throw addressMailRefused();
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  // An optional username cleared by the user is no username, not an empty one.
  const writes = { ...fields, ...(fields.username === '' ? { username: null } : {}) };

  const changedMail = await input.database
    .transaction(async (tx) => {
      if (fields.username) throwIfUsernameTaken(await accounts.usernameTaken(tenant.id, fields.username, userId, tx));
      await accounts.updateFields(tenant.id, userId, writes, tx);
      if (passwordHash !== undefined) {
        await accounts.setPasswordHash(tenant.id, userId, passwordHash, tx);
        await sessions.revokeOtherSessions(tenant.id, userId, input.sessionId, tx);
      }
      return request === undefined ? undefined : writeEmailRequest(input, user, request, tx);
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
  users.forgetProfile(userId);
  if (changedMail !== undefined) input.mailer.dispatch(tenant.id, changedMail);
  if (request?.kind === 'pending') await mailAddressLink({ ...input, user: { ...user, pendingEmail: request.pending }, link: request.link });
  return getMe({ tenantId: tenant.id, userId, users });
}
