import type { AdminClassMember, AdminClassMembers, AdminClassMembersQuery } from '@espace/contracts/admin-classes';
import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import { classTakesLearners } from '@espace/domain/admin/invitation-codes';
import { pageCount } from '@espace/domain/pagination';
import type { Database, Queryable } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import { applyEnrolmentWrite } from '../lessons/enrolment-effects';
import { notify } from '../notifications/notify';
import { scopeOf, type TenantAdmin } from '../admin/admin-access';
import type { AdminClassesRepository } from './admin-classes-repository';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import { classOf, recordClassChange } from './classes';
import type { ClassMemberRecord, ClassMembersRepository } from './class-members-repository';

/** Members per page of a class's list. */
const CLASS_MEMBERS_PAGE_SIZE = 50;

export interface ClassMembersInput {
  admin: TenantAdmin;
  database: Database;
  classes: AdminClassesRepository;
  members: ClassMembersRepository;
  audit: AuditLogRepository;
  classId: string;
  now: Date;
}

const presentMember = (member: ClassMemberRecord): AdminClassMember => ({ ...member, enrolledAt: member.enrolledAt.toISOString() });

export async function listClassMembers(
  input: Pick<ClassMembersInput, 'admin' | 'classes' | 'members' | 'classId'> & { query: AdminClassMembersQuery },
): Promise<AdminClassMembers> {
  const { admin, classes, members, classId, query } = input;
  await classOf(admin, classes, classId);
  const { items, total } = await members.page(admin.tenantId, classId, query, (query.page - 1) * CLASS_MEMBERS_PAGE_SIZE, CLASS_MEMBERS_PAGE_SIZE);
  return { items: items.map(presentMember), page: query.page, pageCount: pageCount(total, CLASS_MEMBERS_PAGE_SIZE), total };
}

/**
 * Every enrolment write goes through applyEnrolmentWrite in its transaction (docs/trainers.md
 * "Enrolment"): a STUDENT added gets the class's lessons, one removed has theirs archived.
 */
async function writeMembership(
  tx: Queryable,
  { tenantId, members, classId, userId, now }: { tenantId: string; members: ClassMembersRepository; classId: string; userId: string; now: Date },
  change: { add: ClassMemberRole } | { remove: ClassMemberRole },
) {
  const row = (role: ClassMemberRole) => ({ classId, userId, role });
  if ('add' in change) await members.add(tenantId, classId, userId, change.add, tx);
  else await members.remove(tenantId, classId, userId, change.remove, tx);
  const [before, after] = 'add' in change ? [undefined, row(change.add)] : [row(change.remove), undefined];
  await applyEnrolmentWrite(tx, { tenantId, resource: 'class-users', before, after, now });
}

const write = (input: ClassMembersInput, tx: Queryable, userId: string, change: { add: ClassMemberRole } | { remove: ClassMemberRole }) =>
  writeMembership(tx, { tenantId: input.admin.tenantId, members: input.members, classId: input.classId, userId, now: input.now }, change);

/**
 * Makes an account just registered with an invitation code a learner of the class the code names,
 * in the registration's transaction (docs/administration.md#invitation-codes): the same write as an
 * admin's « Inscrire », lessons included. A class closed or ended since the code was made takes
 * nobody: the account is made all the same, in no class. Answers whether it joined.
 */
export async function joinClassOfInvitationCode(
  tx: Queryable,
  input: { tenantId: string; classId: string; userId: string; now: Date; classes: AdminClassesRepository; members: ClassMembersRepository },
): Promise<boolean> {
  const klass = await input.classes.find(input.tenantId, input.classId, tx, true);
  if (klass === undefined || !classTakesLearners(klass, input.now)) return false;
  await writeMembership(tx, input, { add: 'STUDENT' });
  return true;
}

/**
 * The user's rows in the class, once the class and the user are found to be this tenant's and the
 * class within the admin's reach (else 404). A user to enrol (`enrolling`) must be within it too: a
 * company admin enrols their companies' members; a member already in their class they manage whoever it is.
 */
async function membershipOf(input: ClassMembersInput, tx: Queryable, userId: string, enrolling = false) {
  const klass = await classOf(input.admin, input.classes, input.classId, tx);
  const user = await input.members.findUser(input.admin.tenantId, userId, enrolling ? scopeOf(input.admin) : null, tx);
  if (user === undefined) throw new NotFoundError();
  return { klass, user, rows: await input.members.find(input.admin.tenantId, input.classId, userId, tx) };
}

async function memberOf(input: ClassMembersInput, userId: string): Promise<AdminClassMember> {
  const [member] = await input.members.find(input.admin.tenantId, input.classId, userId);
  if (member === undefined) throw new NotFoundError();
  return presentMember(member);
}

/** Adds one of the tenant's users as a learner or a teacher, who is told of it; already a member (in any role): 409. */
export async function addClassMember(input: ClassMembersInput & { userId: string; role: ClassMemberRole }): Promise<AdminClassMember> {
  const { userId, role } = input;
  await input.database.transaction(async (tx) => {
    const { klass, user, rows } = await membershipOf(input, tx, userId, true);
    if (rows.length > 0) throw new AppError('CONFLICT', [{ path: 'body.userId', message: `already ${rows.map((row) => row.role).join(', ')} of the class` }]);
    await write(input, tx, userId, { add: role });
    await notify(tx, input.admin.tenantId, [{ userId, kind: 'class.joined', params: { classId: klass.id, className: klass.name, role } }]);
    await recordClassChange(input, tx, 'class.member-added', klass, null, { userId, user: user.displayName, role });
  });
  return memberOf(input, userId);
}

/** Makes a member a learner or a teacher (and only that): made a teacher, a learner's lessons are archived; made a learner, they get the class's lessons. */
export async function changeClassMember(input: ClassMembersInput & { userId: string; role: ClassMemberRole }): Promise<AdminClassMember> {
  const { userId, role } = input;
  await input.database.transaction(async (tx) => {
    const { klass, user, rows } = await membershipOf(input, tx, userId);
    if (rows.length === 0) throw new NotFoundError();
    if (rows.length === 1 && rows[0]!.role === role) return;
    const roles = rows.map((row) => row.role);
    if (!roles.includes(role)) await write(input, tx, userId, { add: role });
    for (const old of roles.filter((other) => other !== role)) await write(input, tx, userId, { remove: old });
    await recordClassChange(
      input,
      tx,
      'class.member-changed',
      klass,
      { userId, user: user.displayName, role: roles.join(', ') },
      { userId, user: user.displayName, role },
    );
  });
  return memberOf(input, userId);
}

/** Takes a member out of the class: a learner's lessons are archived, never deleted, and come back if they are enrolled again. */
export async function removeClassMember(input: ClassMembersInput & { userId: string }): Promise<void> {
  const { userId } = input;
  await input.database.transaction(async (tx) => {
    const { klass, user, rows } = await membershipOf(input, tx, userId);
    if (rows.length === 0) throw new NotFoundError();
    for (const row of rows) await write(input, tx, userId, { remove: row.role });
    await recordClassChange(input, tx, 'class.member-removed', klass, { userId, user: user.displayName, role: rows.map((row) => row.role).join(', ') }, null);
  });
}
