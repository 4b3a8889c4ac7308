import type { AccountsRepository } from '../accounts/accounts-repository';
import type { PasswordResetRepository } from '../accounts/password-reset-repository';
import { hashSecret, newSecret } from '../accounts/secrets';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError, TooManyAttemptsError } from '../http/app-error';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { Mailer } from '../mail/mailer';
import { mailThrottled } from '@espace/domain/accounts/mail-throttle';
import { displayName } from '@espace/domain/display-name';
import type { TenantAdmin } from '../admin/admin-access';
import type { AdminUsersRepository } from './admin-users-repository';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import { INVITATION_LINK_DAYS, mailInvitations } from '../enrolment/enrol-by-email';
import { refuseUnlessAllowed, userOf } from './users';

/** The mail throttle's purpose for invitations sent again: counted apart from reset links. */
const INVITATION_PURPOSE = 'invitation';

export interface ResendInvitationInput {
  admin: TenantAdmin;
  tenant: Tenant;
  database: Database;
  users: AdminUsersRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  resets: PasswordResetRepository;
  mailRequests: MailRequestsRepository;
  audit: AuditLogRepository;
  mailer: Mailer;
  origin: string;
  userId: string;
  ip: string;
  now: Date;
}

/**
 * Mails an invited account that has not chosen its password a fresh invitation (its earlier link
 * stops working), naming its latest class, under the mail throttle (a recipient gets a few an hour,
 * whoever asks): docs/administration.md#users. Not pending (a password chosen, or never invited) or
 * deactivated: 409 with the reason. Recorded in the audit log.
 */
export async function resendInvitation(input: ResendInvitationInput): Promise<{ sentTo: string; sentAt: string }> {
  const { admin, users, audit, userId, now } = input;
  const target = await userOf(admin, users, userId);
  refuseUnlessAllowed(admin, target, 'sendPasswordReset');
  const account = await input.accounts.findById(admin.tenantId, userId);
  if (account === undefined) throw new NotFoundError();
  if (account.deactivated) throw new AppError('CONFLICT', [{ path: 'user', message: 'deactivated' }]);
  if (target.invitationSentAt === null || account.email === '') throw new AppError('CONFLICT', [{ path: 'user', message: 'no invitation pending' }]);
  const recent = await input.mailRequests.reserve(admin.tenantId, INVITATION_PURPOSE, account.email.toLowerCase(), input.ip, now);
  if (mailThrottled(recent)) throw new TooManyAttemptsError(60 * 60 * 1000, 'TOO_MANY_REQUESTS');
  const [latestClass] = (await users.memberships(admin.tenantId, userId, null)).classes;
  const invitation = {
    userId,
    email: account.email,
    displayName: displayName(target),
    classId: latestClass?.id ?? '',
    token: newSecret(),
    preferredLocale: account.preferredLocale,
  };
  await input.database.transaction(async (tx) => {
    await input.resets.issueMany(
      admin.tenantId,
      [{ userId, email: account.email, tokenHash: hashSecret(invitation.token) }],
      new Date(now.getTime() + INVITATION_LINK_DAYS * 24 * 3600 * 1000),
      tx,
    );
    await audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: 'user.invitation-resent',
        target: { id: userId, label: displayName(target) },
        before: null,
        after: { sentTo: account.email },
      },
      tx,
    );
    // Queued with the link it carries: the mail exists only if the link does.
    await mailInvitations(
      {
        tenant: input.tenant,
        origin: input.origin,
        inviter: admin.name,
        classNames: new Map(latestClass ? [[latestClass.id, latestClass.name]] : []),
        invitations: [invitation],
        mailer: input.mailer,
      },
      tx,
    );
  });
  return { sentTo: account.email, sentAt: now.toISOString() };
}
