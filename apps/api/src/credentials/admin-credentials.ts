import type { AdminCredentialsPage, AdminCredentialsQuery, IssuedCredential } from '@espace/contracts/credentials';
import { displayName } from '@espace/domain/display-name';
import { pageCount } from '@espace/domain/pagination';
import type { TenantAdmin } from '../admin/admin-access';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import { notify } from '../notifications/notify';
import type { CredentialsRepository, IssuedCredential as IssuedRow } from './credentials-repository';
import type { Issuer } from './issuer';

const PAGE_SIZE = 50;

interface AdminCredentialsInput {
  admin: TenantAdmin;
  tenant: Tenant;
  issuer: Issuer;
  repository: CredentialsRepository;
}

const present = (row: IssuedRow): IssuedCredential => ({
  id: row.id,
  learner: { id: row.learner.id, name: displayName(row.learner), email: row.learner.email },
  course: row.courseTitle,
  code: row.certificationRef,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revocationReason: row.revocationReason,
  sharePath: `/credentials/${row.id}`,
});

/** One page of the credentials the tenant issued, of certificates or of badges, newest first (docs/credentials.md#revoking). */
export async function listIssuedCredentials(input: AdminCredentialsInput & { query: AdminCredentialsQuery }): Promise<AdminCredentialsPage> {
  const { page, search, kind } = input.query;
  const [{ items, total }, keys, badgesIssued] = await Promise.all([
    input.repository.page(input.admin.tenantId, { search, kind }, (page - 1) * PAGE_SIZE, PAGE_SIZE),
    input.repository.keys(input.admin.tenantId),
    input.repository.badgesIssued(input.admin.tenantId),
  ]);
  const signing = keys.find((key) => key.retiredAt === null);
  return { items: items.map(present), page, pageCount: pageCount(total, PAGE_SIZE), total, signingKey: signing?.number ?? null, badgesIssued };
}

/**
 * Revokes a credential (docs/credentials.md#revoking): its bit set in its status list, the list
 * signed again, the audit log and the learner told, all in one transaction. Unknown or another
 * tenant's: 404; already revoked: CREDENTIAL_ALREADY_REVOKED.
 */
export async function revokeCredential(
  input: AdminCredentialsInput & { credentialId: string; reason: string; database: Database; audit: AuditLogRepository; now?: Date },
): Promise<IssuedCredential> {
  const { admin, tenant, issuer, repository } = input;
  const existing = await repository.find(admin.tenantId, input.credentialId);
  if (existing === undefined) throw new NotFoundError();
  if (existing.revokedAt !== null) throw new AppError('CREDENTIAL_ALREADY_REVOKED');
  const at = input.now ?? new Date();
  const signStatusList = await issuer.statusListSigner(tenant);
  // The list is signed in the transaction, under its row's lock: only then are all the revocations
  // committed before this one known. Signing it takes a few milliseconds.
  const revoked = await input.database.transaction(async (tx) => {
    const credential = await repository.revoke(
      admin.tenantId,
      { credentialId: input.credentialId, by: admin.userId, reason: input.reason, at },
      signStatusList,
      tx,
    );
    if (credential === undefined) return undefined;
    const course = courseOf(credential.document);
    await input.audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: 'credential.revoked',
        target: { id: credential.id, label: credential.certificationRef === null ? course : `${course} — ${credential.certificationRef}` },
        before: null,
        after: { reason: input.reason },
      },
      tx,
    );
    await notify(tx, admin.tenantId, [
      credential.certificationRef !== null && credential.lessonId !== null
        ? {
            userId: credential.userId,
            kind: 'certificate.revoked',
            params: { credentialId: credential.id, lessonId: credential.lessonId, course, reason: input.reason },
          }
        : {
            userId: credential.userId,
            kind: 'badge.revoked',
            params: { credentialId: credential.id, badge: credentialName(credential.document), reason: input.reason },
          },
    ]);
    return credential;
  });
  // Revoked by another admin between the read and the lock.
  if (revoked === undefined) throw new AppError('CREDENTIAL_ALREADY_REVOKED');
  const row = await repository.findIssued(admin.tenantId, revoked.id);
  if (row === undefined) throw new NotFoundError();
  return present(row);
}

/** The achievement's name in a credential as issued. */
function courseOf(document: Record<string, unknown>): string {
  const subject = document.credentialSubject as { achievement?: { name?: unknown } } | undefined;
  return typeof subject?.achievement?.name === 'string' ? subject.achievement.name : '';
}

/** The credential's own name as issued (a badge's: « Or — Vente »). */
function credentialName(document: Record<string, unknown>): string {
  return typeof document.name === 'string' ? document.name : courseOf(document);
}

/** A new signing key for the tenant, the previous one retired and still published (docs/credentials.md#keys). */
export async function rotateSigningKey(input: AdminCredentialsInput & { audit: AuditLogRepository }): Promise<{ signingKey: number }> {
  const signingKey = await input.issuer.rotateKey(input.tenant);
  await input.audit.record(input.admin.tenantId, {
    actor: { id: input.admin.userId, name: input.admin.name },
    action: 'credential.key-rotated',
    target: { id: null, label: String(signingKey) },
    before: null,
    after: { signingKey },
  });
  return { signingKey };
}
