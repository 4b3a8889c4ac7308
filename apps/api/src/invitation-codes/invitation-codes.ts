import { randomBytes } from 'node:crypto';
import type { CreateInvitationCodeBody, InvitationCode, InvitationCodeChoices, InvitationCodeUses } from '@espace/contracts/admin';
import { classTakesLearners, generatedInvitationCode, invitationCodeState } from '@espace/domain/admin/invitation-codes';
import type { Database } from '../db/database';
import { AppError, BadRequestError, NotFoundError } from '../http/app-error';
import type { TenantAdmin } from '../admin/admin-access';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import type { AdminClassesRepository } from '../classes/admin-classes-repository';
import type { InvitationCodeRecord, InvitationCodesRepository } from './invitation-codes-repository';

/** Invitation codes, as the tenant's admin manages them (docs/administration.md#invitation-codes). */
export interface InvitationCodesInput {
  admin: TenantAdmin;
  database: Database;
  codes: InvitationCodesRepository;
  audit: AuditLogRepository;
  /** The tenant's classes, which a code may name (read through the classes area). */
  classes: AdminClassesRepository;
  now: Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const presentCode = (code: InvitationCodeRecord, now: Date): InvitationCode => ({
  id: code.id,
  code: code.code,
  maxUses: code.maxUses,
  useCount: code.useCount,
  expiresAt: iso(code.expiresAt),
  disabledAt: iso(code.disabledAt),
  createdAt: code.createdAt.toISOString(),
  createdBy: code.createdBy,
  state: invitationCodeState(code, now),
  class: code.class === null ? null : { id: code.class.id, name: code.class.name, open: classTakesLearners(code.class, now) },
});

/** What the audit log keeps of a code: what an admin set, not its running count. */
const audited = (code: InvitationCodeRecord) => ({
  code: code.code,
  maxUses: code.maxUses,
  expiresAt: iso(code.expiresAt),
  disabled: code.disabledAt !== null,
  class: code.class === null ? null : { id: code.class.id, name: code.class.name },
});

/** PostgreSQL unique_violation: a concurrent creation of the same code won the race. */
const UNIQUE_VIOLATION = '23505';

export async function listInvitationCodes({ admin, codes, now }: Pick<InvitationCodesInput, 'admin' | 'codes' | 'now'>): Promise<{ items: InvitationCode[] }> {
  return { items: (await codes.list(admin.tenantId)).map((code) => presentCode(code, now)) };
}

/** What a new code may name: the tenant's classes that take learners, by name. */
export async function invitationCodeChoices({ admin, classes, now }: Pick<InvitationCodesInput, 'admin' | 'classes' | 'now'>): Promise<InvitationCodeChoices> {
  const open = (await classes.unclosed(admin.tenantId)).filter((klass) => classTakesLearners({ closed: false, expireAt: klass.expireAt }, now));
  return { classes: open.map((klass) => ({ id: klass.id, name: klass.name, startAt: iso(klass.startAt), expireAt: iso(klass.expireAt) })) };
}

/**
 * A new code, given or generated; taken (in any case) → UNIQUE_INVITATION_CODE; an expiry already
 * past → BAD_REQUEST. Its class, if any, must be the tenant's (else 404) and take learners (a class
 * closed or ended → BAD_REQUEST).
 */
export async function createInvitationCode(input: InvitationCodesInput & { body: CreateInvitationCodeBody }): Promise<InvitationCode> {
  const { admin, database, codes, audit, classes, now, body } = input;
  const classId = body.classId ?? null;
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) throw new BadRequestError([{ path: 'body.expiresAt', message: 'must be in the future' }]);
  const code = body.code ?? generatedInvitationCode(randomBytes(12));
  const created = await database
    .transaction(async (tx) => {
      if (classId !== null) {
        const klass = await classes.find(admin.tenantId, classId, tx);
        if (klass === undefined) throw new NotFoundError();
        if (!classTakesLearners(klass, now)) throw new BadRequestError([{ path: 'body.classId', message: 'classClosed' }]);
      }
      const id = await codes.create(admin.tenantId, { code, maxUses: body.maxUses, expiresAt, createdBy: admin.userId, classId }, tx);
      const record = id === undefined ? undefined : await codes.find(admin.tenantId, id, tx);
      if (record === undefined) return undefined;
      await audit.record(
        admin.tenantId,
        {
          actor: { id: admin.userId, name: admin.name },
          action: 'invitation-code.created',
          target: { id: record.id, label: record.code },
          before: null,
          after: audited(record),
        },
        tx,
      );
      return record;
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return undefined;
      throw error;
    });
  if (created === undefined) throw new AppError('UNIQUE_INVITATION_CODE', [{ path: 'body.code', message: 'taken' }]);
  return presentCode(created, now);
}

/** Disables a code (registration refuses it at once) or enables it again; another tenant's code → 404. Setting what is already set records nothing. */
export async function setInvitationCodeDisabled(input: Omit<InvitationCodesInput, 'classes'> & { id: string; disabled: boolean }): Promise<InvitationCode> {
  const { admin, database, codes, audit, now, id, disabled } = input;
  const updated = await database.transaction(async (tx) => {
    const before = await codes.find(admin.tenantId, id, tx);
    if (before === undefined) return undefined;
    if ((before.disabledAt !== null) === disabled) return before;
    await codes.setDisabled(admin.tenantId, id, disabled ? now : null, tx);
    const after = await codes.find(admin.tenantId, id, tx);
    if (after === undefined) return undefined;
    await audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: disabled ? 'invitation-code.disabled' : 'invitation-code.enabled',
        target: { id, label: after.code },
        before: audited(before),
        after: audited(after),
      },
      tx,
    );
    return after;
  });
  if (updated === undefined) throw new NotFoundError();
  return presentCode(updated, now);
}

/** A code and the accounts registered with it. */
export async function invitationCodeUses({
  admin,
  codes,
  now,
  id,
}: Pick<InvitationCodesInput, 'admin' | 'codes' | 'now'> & { id: string }): Promise<InvitationCodeUses> {
  const code = await codes.find(admin.tenantId, id);
  if (code === undefined) throw new NotFoundError();
  const uses = await codes.uses(admin.tenantId, id);
  return { code: presentCode(code, now), items: uses.map((use) => ({ ...use, registeredAt: use.registeredAt.toISOString() })) };
}
