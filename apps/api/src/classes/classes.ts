import type { AuditAction } from '@espace/domain/admin/audit-actions';
import type {
  AdminClass,
  AdminClassChoices,
  AdminClassDetail,
  AdminClasses,
  AdminClassesQuery,
  CreateAdminClassBody,
  UpdateAdminClassBody,
} from '@espace/contracts/admin-classes';
import { classWindowRefusal, programWindowRefusal } from '@espace/domain/admin/class-windows';
import { openingWindow } from '@espace/domain/opening-window';
import { pageCount } from '@espace/domain/pagination';
import { classPeriod } from '@espace/domain/trainer/class-period';
import type { Database, Queryable } from '../db/database';
import { AppError, BadRequestError } from '../http/app-error';
import { checkVersion } from '../http/document-version';
import { applyEnrolmentWrite } from '../lessons/enrolment-effects';
import { classCompanyFor, classInReach, scopeOf, type TenantAdmin } from '../admin/admin-access';
import type { AdminClassesRepository, AdminClassProgramRecord, AdminClassRecord, ClassFields } from './admin-classes-repository';
import type { AuditLogRepository } from '../admin/audit-log-repository';

/** Classes per page of the administration's list. */
const ADMIN_CLASSES_PAGE_SIZE = 50;

export interface ClassesInput {
  admin: TenantAdmin;
  database: Database;
  classes: AdminClassesRepository;
  audit: AuditLogRepository;
  now: Date;
}

export const iso = (date: Date | null) => date?.toISOString() ?? null;
const windowOf = (record: { startAt: Date | null; expireAt: Date | null }) => ({ from: iso(record.startAt), to: iso(record.expireAt) });
export const dateOf = (value: string | null) => (value === null ? null : new Date(value));

const presentClass = (record: AdminClassRecord, now: Date): AdminClass => ({
  id: record.id,
  name: record.name,
  startAt: iso(record.startAt),
  expireAt: iso(record.expireAt),
  mobileAllowed: record.mobileAllowed,
  closed: record.closed,
  period: classPeriod(windowOf(record), record.closed, now),
  learnerCount: record.learnerCount,
  teacherCount: record.teacherCount,
  programCount: record.programCount,
  company: record.companyId === null ? null : { id: record.companyId, name: record.companyName ?? '' },
  createdAt: record.createdAt.toISOString(),
});

const presentProgram = (klass: AdminClassRecord, program: AdminClassProgramRecord) => ({
  ...program,
  startAt: iso(program.startAt),
  expireAt: iso(program.expireAt),
  opening: openingWindow(windowOf(klass), windowOf(program)),
});

/**
 * What a class's version covers (docs/api.md#document-versions): what its details form edits. Its
 * programs and members have their own operations, and its period moves with the clock.
 */
export const classDocument = (klass: Pick<AdminClass, 'name' | 'startAt' | 'expireAt' | 'mobileAllowed' | 'closed' | 'company'>) => ({
  name: klass.name,
  startAt: klass.startAt,
  expireAt: klass.expireAt,
  mobileAllowed: klass.mobileAllowed,
  closed: klass.closed,
  company: klass.company?.id ?? null,
});

/** What the audit log keeps of a class: what an admin sets (its company by id and by name). */
const auditedClass = (record: ClassFields & { companyName: string | null }) => ({
  name: record.name,
  startAt: iso(record.startAt),
  expireAt: iso(record.expireAt),
  mobileAllowed: record.mobileAllowed,
  closed: record.closed,
  companyId: record.companyId,
  company: record.companyName,
});

/**
 * The class when it is this tenant's and within the admin's reach (its row held to the end of the
 * transaction when `tx` is given), else 404: a company admin does not learn that another's class exists.
 */
export async function classOf(admin: TenantAdmin, classes: AdminClassesRepository, classId: string, tx?: Queryable): Promise<AdminClassRecord> {
  return classInReach(admin, await classes.find(admin.tenantId, classId, tx, tx !== undefined));
}

export async function listClasses({
  admin,
  classes,
  now,
  query,
}: Pick<ClassesInput, 'admin' | 'classes' | 'now'> & { query: AdminClassesQuery }): Promise<AdminClasses> {
  const { items, total } = await classes.page(admin.tenantId, query, scopeOf(admin), now, (query.page - 1) * ADMIN_CLASSES_PAGE_SIZE, ADMIN_CLASSES_PAGE_SIZE);
  return { items: items.map((record) => presentClass(record, now)), page: query.page, pageCount: pageCount(total, ADMIN_CLASSES_PAGE_SIZE), total };
}

/**
 * What this admin may give a class: a company (every one of the tenant's for its system admin,
 * their own for a company admin) and the tenant's programs, which any class may follow.
 */
export async function classChoices({ admin, classes }: Pick<ClassesInput, 'admin' | 'classes'>): Promise<AdminClassChoices> {
  const [companies, programs] = await Promise.all([classes.companies(admin.tenantId, scopeOf(admin)), classes.programChoices(admin.tenantId)]);
  return { companies, programs };
}

/** A class with its programs in their order; another tenant's class, or one out of the admin's reach, is 404. */
export async function getClass({
  admin,
  classes,
  now,
  classId,
}: Pick<ClassesInput, 'admin' | 'classes' | 'now'> & { classId: string }): Promise<AdminClassDetail> {
  const record = await classOf(admin, classes, classId);
  const programs = await classes.programs(admin.tenantId, classId);
  return { ...presentClass(record, now), programs: programs.map((program) => presentProgram(record, program)) };
}

/** Records a change to a class in the audit log, the class named as it is now (docs/administration.md#audit-log). */
export const recordClassChange = (
  input: { admin: Pick<TenantAdmin, 'tenantId' | 'userId' | 'name'>; audit: AuditLogRepository },
  tx: Queryable,
  action: AuditAction,
  klass: Pick<AdminClassRecord, 'id' | 'name'>,
  before: object | null,
  after: object | null,
) =>
  input.audit.record(
    input.admin.tenantId,
    {
      actor: { id: input.admin.userId, name: input.admin.name },
      action,
      target: { id: klass.id, label: klass.name },
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    },
    tx,
  );

function refuseWindow(fields: { startAt: Date | null; expireAt: Date | null }) {
  if (classWindowRefusal(windowOf(fields)) !== null) throw new BadRequestError([{ path: 'body.expireAt', message: 'endBeforeStart' }]);
}

export async function createClass(input: ClassesInput & { body: CreateAdminClassBody }): Promise<AdminClassDetail> {
  const { admin, database, classes, audit, body } = input;
  const dates = { startAt: dateOf(body.startAt), expireAt: dateOf(body.expireAt) };
  refuseWindow(dates);
  const classId = await database.transaction(async (tx) => {
    const company = await classCompanyFor(admin, body.companyId, (companyId) => classes.findCompany(admin.tenantId, companyId, tx));
    const fields = { name: body.name, ...dates, mobileAllowed: body.mobileAllowed, companyId: company?.id ?? null };
    const id = await classes.create(admin.tenantId, fields, tx);
    const after = auditedClass({ ...fields, closed: false, companyName: company?.name ?? null });
    await audit.record(
      admin.tenantId,
      { actor: { id: admin.userId, name: admin.name }, action: 'class.created', target: { id, label: fields.name }, before: null, after },
      tx,
    );
    return id;
  });
  return getClass({ ...input, classId });
}

/**
 * Renames, moves the dates, switches phones, moves to another company, closes or reopens the class. New dates must still
 * leave each of its programs a window that opens. Closing is recorded as class.closed (reopening
 * as class.reopened), any other change as class.updated; a change that changes nothing records nothing.
 */
export async function updateClass(
  input: ClassesInput & { classId: string; body: UpdateAdminClassBody; ifMatch: string | undefined },
): Promise<AdminClassDetail> {
  const { admin, database, classes, audit, classId, body } = input;
  await database.transaction(async (tx) => {
    const before = await classOf(admin, classes, classId, tx);
    checkVersion(input.ifMatch, classDocument(presentClass(before, input.now)));
    const company =
      body.companyId === undefined
        ? { id: before.companyId, name: before.companyName }
        : ((await classCompanyFor(admin, body.companyId, (companyId) => classes.findCompany(admin.tenantId, companyId, tx))) ?? { id: null, name: null });
    const after: ClassFields = {
      name: body.name ?? before.name,
      startAt: body.startAt === undefined ? before.startAt : dateOf(body.startAt),
      expireAt: body.expireAt === undefined ? before.expireAt : dateOf(body.expireAt),
      mobileAllowed: body.mobileAllowed ?? before.mobileAllowed,
      closed: body.closed ?? before.closed,
      companyId: company.id,
    };
    refuseWindow(after);
    const programs = await classes.programs(admin.tenantId, classId, tx);
    const shut = programs.find((program) => programWindowRefusal(windowOf(after), windowOf(program)) !== null);
    if (shut !== undefined) throw new AppError('BAD_REQUEST', [{ path: 'body', message: 'closesAProgram' }], { program: shut.name });
    const [old, now] = [auditedClass(before), auditedClass({ ...after, companyName: company.name })];
    if (JSON.stringify(old) === JSON.stringify(now)) return;
    await classes.update(admin.tenantId, classId, after, tx);
    // Dates moved on: the lessons that expired with a window open again come back.
    await applyEnrolmentWrite(tx, {
      tenantId: admin.tenantId,
      resource: 'classes',
      before: { id: classId, startAt: iso(before.startAt), expireAt: iso(before.expireAt) },
      after: { id: classId, startAt: iso(after.startAt), expireAt: iso(after.expireAt) },
      now: input.now,
    });
    const action = before.closed === after.closed ? 'class.updated' : after.closed ? 'class.closed' : 'class.reopened';
    await audit.record(
      admin.tenantId,
      { actor: { id: admin.userId, name: admin.name }, action, target: { id: classId, label: after.name }, before: old, after: now },
      tx,
    );
  });
  return getClass(input);
}
