import type { ClassDueDates } from '@espace/contracts/due-dates';
import { extensionRefusal } from '@espace/domain/lessons/due-dates';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import type { TenantAdmin } from '../admin/admin-access';
import { recordClassChange } from '../classes/classes';
import type { Database, Queryable } from '../db/database';
import { AppError, BadRequestError, NotFoundError } from '../http/app-error';
import type { ClassCourseRecord, DueDatesRepository } from './due-dates-repository';

/**
 * A class's due dates and its learners' extensions (docs/trainers.md#due-dates), set by a trainer of
 * the class or an admin; every change is in the class's audit log.
 */
export interface DueDatesInput {
  /** Who changes them, as the audit log names them. */
  actor: Pick<TenantAdmin, 'tenantId' | 'userId' | 'name'>;
  /** Refuses (404) a class out of the caller's reach; the trainer's routes have checked it already. */
  reach: (klass: { companyId: string | null }) => void;
  database: Database;
  dueDates: DueDatesRepository;
  audit: AuditLogRepository;
  now: Date;
}

type CourseInput = DueDatesInput & { classId: string; programCourseId: string };

/** The class's programs and courses with their due dates; another tenant's class, or one out of reach, is 404. */
export async function getClassDueDates(input: Pick<DueDatesInput, 'actor' | 'reach' | 'dueDates'> & { classId: string }): Promise<ClassDueDates> {
  const record = await input.dueDates.classDueDates(input.actor.tenantId, input.classId);
  if (record === undefined) throw new NotFoundError();
  input.reach(record);
  return {
    classId: record.classId,
    programs: record.programs.map((program) => ({
      ...program,
      courses: program.courses.map((course) => ({
        ...course,
        extensions: course.extensions.map((extension) => ({ ...extension, updatedAt: extension.updatedAt.toISOString() })),
      })),
    })),
  };
}

const audited = (course: ClassCourseRecord, dueOn: string | null, learner?: { id: string; name: string }) => ({
  program: course.programName,
  course: course.courseTitle,
  programCourseId: course.programCourseId,
  ...(learner === undefined ? {} : { learnerId: learner.id, learner: learner.name }),
  dueOn,
});

/** Runs `change` on the course in one transaction, the course found in the class (else 404) and within reach. */
async function changeCourse(input: CourseInput, change: (course: ClassCourseRecord, tx: Queryable) => Promise<void>) {
  await input.database.transaction(async (tx) => {
    const course = await input.dueDates.classCourse(input.actor.tenantId, input.classId, input.programCourseId, tx);
    if (course === undefined) throw new NotFoundError();
    input.reach(course);
    await change(course, tx);
  });
  return getClassDueDates(input);
}

const target = (course: ClassCourseRecord) => ({ id: course.classId, name: course.className });

/** Sets or moves the day the class's learners should finish the course by. */
export const setCourseDueDate = (input: CourseInput & { dueOn: string }) =>
  changeCourse(input, async (course, tx) => {
    if (course.dueOn === input.dueOn) return;
    const { actor, now } = input;
    await input.dueDates.setDueDate(actor.tenantId, { ...course, dueOn: input.dueOn, setBy: actor.userId, now }, tx);
    const audit = { admin: actor, audit: input.audit };
    await recordClassChange(audit, tx, 'class.due-date-set', target(course), audited(course, course.dueOn), audited(course, input.dueOn));
  });

/** Clears it, the learners' extensions of it with it. Clearing none is no error. */
export const clearCourseDueDate = (input: CourseInput) =>
  changeCourse(input, async (course, tx) => {
    if (course.dueOn === null) return;
    await input.dueDates.clearDueDate(input.actor.tenantId, course, tx);
    await recordClassChange({ admin: input.actor, audit: input.audit }, tx, 'class.due-date-cleared', target(course), audited(course, course.dueOn), null);
  });

type ExtensionInput = CourseInput & { userId: string };

/** The learner, a STUDENT of the class (else 404), by name. */
async function learnerOf(input: ExtensionInput, tx: Queryable) {
  const name = await input.dueDates.learnerOf(input.actor.tenantId, input.classId, input.userId, tx);
  if (name === undefined) throw new NotFoundError();
  return { id: input.userId, name };
}

/**
 * Gives a learner a later day than the class's: the course must have a due date (409 otherwise),
 * and the extension must come after it (400, `body.dueOn` `notAfterDueDate`).
 */
export const setDueDateExtension = (input: ExtensionInput & { dueOn: string }) =>
  changeCourse(input, async (course, tx) => {
    const learner = await learnerOf(input, tx);
    if (course.dueOn === null) throw new AppError('CONFLICT', [{ path: 'programCourseId', message: 'noDueDate' }]);
    const refusal = extensionRefusal(course.dueOn, input.dueOn);
    if (refusal !== null) throw new BadRequestError([{ path: 'body.dueOn', message: refusal }]);
    const { actor, now } = input;
    const before = await input.dueDates.extensionOf(actor.tenantId, course, learner.id, tx);
    if (before === input.dueOn) return;
    await input.dueDates.setExtension(actor.tenantId, { ...course, userId: learner.id, dueOn: input.dueOn, setBy: actor.userId, now }, tx);
    const audit = { admin: actor, audit: input.audit };
    await recordClassChange(
      audit,
      tx,
      'class.extension-set',
      target(course),
      before === null ? null : audited(course, before, learner),
      audited(course, input.dueOn, learner),
    );
  });

/** Takes the learner's extension away: the class's day is theirs again. Removing none is no error. */
export const clearDueDateExtension = (input: ExtensionInput) =>
  changeCourse(input, async (course, tx) => {
    const learner = await learnerOf(input, tx);
    const before = await input.dueDates.extensionOf(input.actor.tenantId, course, learner.id, tx);
    if (before === null) return;
    await input.dueDates.clearExtension(input.actor.tenantId, course, learner.id, tx);
    const audit = { admin: input.actor, audit: input.audit };
    await recordClassChange(audit, tx, 'class.extension-cleared', target(course), audited(course, before, learner), null);
  });
