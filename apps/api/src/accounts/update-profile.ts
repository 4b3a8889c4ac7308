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
import type { Mailer } from '../mail/mailer';
import { getMe } from './get-me';
import type { CachedUsersRepository } from '../users/profile-cache';
import { confirmCurrentPassword } from './confirm-current-password';
import { mailEmailVerification } from './email-verification';
import type { EmailVerificationRepository } from './email-verification-repository';
import { asUniqueError, throwIfTaken, throwPasswordIssues, throwProfileIssues } from './account-errors';
import type { AccountsRepository, MailableUser } from './accounts-repository';

interface UpdateProfileInput {
  tenant: Tenant;
  userId: string;
  /** The session making the change stays signed in when the password changes. */
  sessionId: string;
  body: ProfileUpdateBody;
  /** The client's address, for the throttle a wrong current password counts toward. */
  ip: string;
  now: Date;
  database: Database;
  accounts: AccountsRepository;
  users: CachedUsersRepository;
  sessions: SessionsRepository;
  loginFailures: LoginFailuresRepository;
  /** The tenant's public origin, for the verification link mailed to a new address. */
  origin: string;
  verifications: EmailVerificationRepository;
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

/** Saves the changed account fields of the signed-in user and answers the updated Me. */
export async function updateProfile(input: UpdateProfileInput): Promise<Me> {
  const { tenant, userId, now, accounts, users, sessions } = input;
  const user = await accounts.findById(tenant.id, userId);
  if (!user) throw new UnauthorizedError();
  const { password, currentPassword, ...sent } = input.body;
  const changing = refuseLockedFields(tenant, user, sent);
  const fields = Object.fromEntries(Object.entries(sent).map(([field, value]) => [field, value.trim()])) as AccountFieldsSent;
  const options = { canSet: tenant.settings.userCanSet, invitation: user.isFromInvitationCode, changing: new Set(changing), today: now.toISOString().slice(0, 10) };
  throwProfileIssues(profileIssues(fields, options));
  if (password !== undefined) {
    const simple = tenant.settings.simplePasswordForInvitation && user.isFromInvitationCode;
    throwPasswordIssues(passwordIssues(password, { simple, form: 'account' }));
    await confirmCurrentPassword({ tenantId: tenant.id, userId, currentPassword, ip: input.ip, now, accounts, loginFailures: input.loginFailures });
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  // An optional username cleared by the user is no username, not an empty one.
  const writes = { ...fields, ...(fields.username === '' ? { username: null } : {}) };

  await input.database
    .transaction(async (tx) => {
      throwIfTaken(await accounts.takenFields(tenant.id, { username: fields.username || undefined, email: fields.email || undefined }, userId, tx));
      await accounts.updateFields(tenant.id, userId, writes, tx);
      if (passwordHash === undefined) return;
      await accounts.setPasswordHash(tenant.id, userId, passwordHash, tx);
      await sessions.revokeOtherSessions(tenant.id, userId, input.sessionId, tx);
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
  users.forgetProfile(userId);
  // A new address is unproven (accounts-repository updateFields) until the link mailed to it is used.
  if (fields.email !== undefined && fields.email !== '' && fields.email.toLowerCase() !== user.email.toLowerCase()) {
    const changed = await accounts.findById(tenant.id, userId);
    if (changed) await mailEmailVerification({ tenant, user: changed, origin: input.origin, now, verifications: input.verifications, mailer: input.mailer });
  }
  return getMe({ tenantId: tenant.id, userId, users });
}
