import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import type { SupportedLocale } from '@espace/domain/locale';
import type { AdminReach } from '@espace/domain/admin/admin-access';
import { reachCoversAccount } from '@espace/domain/admin/class-reach';
import type { LearnerImportOutcome, LearnerImportSkipReason } from '@espace/domain/admin/learner-import';
import { displayName } from '@espace/domain/display-name';
import type { PasswordResetRepository } from '../accounts/password-reset-repository';
import { hashSecret, newSecret } from '../accounts/secrets';
import type { Tenant } from '../contexts/context-repository';
import type { Queryable } from '../db/database';
import { provisionLessons } from '../lessons/provision-lessons';
import { notify } from '../notifications/notify';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { Mailer } from '../mail/mailer';
import type { EnrolmentRepository } from './enrolment-repository';
import { invitationMail } from './invitation-mail';

/** How long an invitation's one-time link works: long enough for a learner back from holidays. */
export const INVITATION_LINK_DAYS = 14;

/** One address to enrol in a class, with the names an import gives (an invitation by address gives none). */
interface EnrolmentLine {
  email: string;
  classId: string;
  /** The class's name, as the member's notification tells it. */
  className: string;
  /** The class's company, which the account joins in the same role (null: a class of the whole tenant). */
  companyId: string | null;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
}

export interface EnrolmentResult {
  email: string;
  outcome: LearnerImportOutcome;
  reason: LearnerImportSkipReason | null;
}

/** A link to mail once the transaction has committed. */
export interface PendingInvitation {
  userId: string;
  email: string;
  displayName: string;
  classId: string;
  token: string;
  preferredLocale: SupportedLocale | null;
}

interface WriteEnrolmentsInput {
  tenantId: string;
  /** The admin's reach: a company admin enrols no existing account outside their companies. */
  reach: AdminReach;
  lines: readonly EnrolmentLine[];
  role: ClassMemberRole;
  now: Date;
  enrolment: EnrolmentRepository;
  resets: PasswordResetRepository;
}

/**
 * Enrols each address in its class, in the caller's transaction (docs/administration.md#inviting-by-e-mail):
 * an unknown address gets an account without a password and a one-time link (a password reset
 * token with an invitation's life); an account still without a password gets a fresh link; any
 * other account is enrolled and mailed nothing. A learner's lessons are provisioned in the same
 * transaction (provisionLessons, as applyEnrolmentWrite does for one class user, here for all at once), and
 * each account newly in a class is told of it (a notification, in the same transaction).
 * A deactivated account is skipped, and so is, for a company admin, an existing account outside their
 * companies. Whoever is enrolled in a class of a company joins that company in the same role, so its
 * admins keep reaching them (docs/administration.md#who-administers). The addresses must be
 * lower-cased and distinct.
 */
export async function writeEnrolments(
  { tenantId, reach, lines, role, now, enrolment, resets }: WriteEnrolmentsInput,
  tx: Queryable,
): Promise<{ results: EnrolmentResult[]; invitations: PendingInvitation[] }> {
  const accounts = await enrolment.accountsByEmail(
    tenantId,
    lines.map((line) => line.email),
    tx,
  );
  const outOfReach = (line: EnrolmentLine) => {
    const account = accounts.get(line.email);
    return account !== undefined && !reachCoversAccount(reach, account);
  };
  const fresh = lines.filter((line) => !accounts.has(line.email));
  const created = await enrolment.createInvited(tenantId, fresh, now, tx);
  const userOf = (line: EnrolmentLine) => created.get(line.email) ?? accounts.get(line.email)?.id;
  const enrollable = lines.filter((line) => userOf(line) !== undefined && accounts.get(line.email)?.deactivated !== true && !outOfReach(line));
  const newlyEnrolled = await enrolment.enrol(
    tenantId,
    enrollable.map((line) => ({ classId: line.classId, userId: userOf(line) as string })),
    role,
    tx,
  );
  const joining = enrollable.flatMap((line) => (line.companyId === null ? [] : [{ companyId: line.companyId, userId: userOf(line) as string }]));
  await enrolment.joinCompanies(tenantId, joining, role, tx);
  if (role === 'STUDENT') {
    const byClass = new Map<string, string[]>();
    for (const key of newlyEnrolled) {
      const [classId = '', userId = ''] = key.split(' ');
      byClass.set(classId, [...(byClass.get(classId) ?? []), userId]);
    }
    for (const [classId, userIds] of byClass) await provisionLessons(tx, { contextId: tenantId, classId, userIds, now });
  }
  const joined = enrollable.filter((line) => newlyEnrolled.has(`${line.classId} ${userOf(line)}`));
  await notify(
    tx,
    tenantId,
    joined.map((line) => ({ userId: userOf(line) as string, kind: 'class.joined', params: { classId: line.classId, className: line.className, role } })),
  );
  const invitations: PendingInvitation[] = [];
  const results = lines.map((line): EnrolmentResult => {
    const account = accounts.get(line.email);
    const userId = userOf(line);
    if (account?.deactivated === true) return { email: line.email, outcome: 'skipped', reason: 'accountDeactivated' };
    if (outOfReach(line)) return { email: line.email, outcome: 'skipped', reason: 'accountOutOfReach' };
    if (userId === undefined) return { email: line.email, outcome: 'skipped', reason: 'conflict' };
    if (account === undefined || account.pendingInvitation) {
      const name = displayName({ firstname: line.firstname, lastname: line.lastname, username: null, email: '' });
      invitations.push({
        userId,
        email: line.email,
        displayName: name,
        classId: line.classId,
        token: newSecret(),
        preferredLocale: account?.preferredLocale ?? null,
      });
      return { email: line.email, outcome: account === undefined ? 'created' : 'invitedAgain', reason: null };
    }
    return { email: line.email, outcome: newlyEnrolled.has(`${line.classId} ${userId}`) ? 'enrolled' : 'alreadyEnrolled', reason: null };
  });
  const expiresAt = new Date(now.getTime() + INVITATION_LINK_DAYS * 24 * 3600 * 1000);
  await resets.issueMany(
    tenantId,
    invitations.map((invitation) => ({ userId: invitation.userId, email: invitation.email, tokenHash: hashSecret(invitation.token) })),
    expiresAt,
    tx,
  );
  return { results, invitations };
}

/** Invitation mails queued per statement: a few MB of JSON at most. */
const MAILS_PER_STATEMENT = 500;

/**
 * Queues for each invitation a mail with its `{origin}/bienvenue#{token}` link (in the fragment:
 * never in a server's logs), in the transaction that writes the enrolments: the mails leave once
 * it commits, never for an account that is not there, and never lost if the process stops just
 * after. The queue's mail workers bound the SMTP connections.
 */
export async function mailInvitations(
  input: {
    tenant: Tenant;
    origin: string;
    inviter: string;
    classNames: ReadonlyMap<string, string>;
    invitations: readonly PendingInvitation[];
    mailer: Mailer;
  },
  tx: Queryable,
): Promise<void> {
  const { tenant, origin, inviter, classNames, invitations, mailer } = input;
  for (let start = 0; start < invitations.length; start += MAILS_PER_STATEMENT) {
    const mails = invitations.slice(start, start + MAILS_PER_STATEMENT).map((invitation) =>
      invitationMail({
        to: invitation.email,
        displayName: invitation.displayName,
        inviter,
        className: classNames.get(invitation.classId) ?? '',
        locale: mailLocale(invitation.preferredLocale, tenant),
        link: `${origin}/bienvenue#${invitation.token}`,
        validForDays: INVITATION_LINK_DAYS,
        branding: tenantBranding(tenant),
      }),
    );
    await mailer.sendAll(tenant.id, mails, tx);
  }
}
