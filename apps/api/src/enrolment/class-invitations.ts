import type { ClassInvitations, ClassInvitationsBody } from '@espace/contracts/admin-enrolment';
import type { PasswordResetRepository } from '../accounts/password-reset-repository';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { classInReach, type TenantAdmin } from '../admin/admin-access';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import { mailInvitations, writeEnrolments } from './enrol-by-email';
import type { EnrolmentRepository } from './enrolment-repository';

export interface InviteToClassInput {
  admin: TenantAdmin;
  tenant: Tenant;
  /** Where the web app is, for the invitation links. */
  origin: string;
  database: Database;
  enrolment: EnrolmentRepository;
  resets: PasswordResetRepository;
  audit: AuditLogRepository;
  mailer: Mailer;
  classId: string;
  body: ClassInvitationsBody;
  now: Date;
}

/**
 * Enrols addresses in a class of the tenant within the admin's reach (another tenant's or company's class: 404), learners or trainers,
 * and mails the new ones their link once the enrolment has committed (queued with it); says what happened to each
 * address (docs/administration.md#inviting-by-e-mail). Recorded in the audit log.
 */
export async function inviteToClass(input: InviteToClassInput): Promise<ClassInvitations> {
  const { admin, database, enrolment, audit, classId, body, now } = input;
  const emails = [...new Set(body.emails)];
  const written = await database.transaction(async (tx) => {
    const theClass = classInReach(admin, await enrolment.findClass(admin.tenantId, classId, tx));
    const lines = emails.map((email) => ({
      email,
      classId,
      className: theClass.name,
      companyId: theClass.companyId,
      firstname: null,
      lastname: null,
      username: null,
    }));
    const { results, invitations } = await writeEnrolments(
      { tenantId: admin.tenantId, reach: admin.reach, lines, role: body.role, now, enrolment, resets: input.resets },
      tx,
    );
    const byOutcome = Object.fromEntries(results.map((result) => [result.email, result.reason ?? result.outcome]));
    await audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: 'class.invitations-sent',
        target: { id: theClass.id, label: theClass.name },
        before: null,
        after: { role: body.role, addresses: byOutcome },
      },
      tx,
    );
    await mailInvitations(
      { tenant: input.tenant, origin: input.origin, inviter: admin.name, classNames: new Map([[classId, theClass.name]]), invitations, mailer: input.mailer },
      tx,
    );
    return results;
  });
  return { items: written };
}
