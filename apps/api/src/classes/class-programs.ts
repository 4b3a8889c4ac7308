import type { AddClassProgramBody, AdminClassDetail, UpdateClassProgramBody } from '@espace/contracts/admin-classes';
import { isReorderOf, programWindowRefusal } from '@espace/domain/admin/class-windows';
import type { Queryable } from '../db/database';
import { AppError, BadRequestError, NotFoundError } from '../http/app-error';
import { applyEnrolmentWrite } from '../lessons/enrolment-effects';
import { createProvisioningRepository } from '../lessons/provisioning-repository';
import type { AdminClassProgramRecord, AdminClassRecord } from './admin-classes-repository';
import { type ClassesInput, classOf, dateOf, getClass, iso, recordClassChange } from './classes';

/** A class's programs: added, ordered, given their own window, removed (docs/administration.md#classes). */

const windowOf = (record: { startAt: Date | null; expireAt: Date | null }) => ({ from: iso(record.startAt), to: iso(record.expireAt) });

function refuseWindow(klass: AdminClassRecord, window: { startAt: Date | null; expireAt: Date | null }) {
  const refusal = programWindowRefusal(windowOf(klass), windowOf(window));
  // The issue names the bound broken, by its field, and says why in a word the screens translate.
  if (refusal !== null) throw new BadRequestError([{ path: refusal === 'startsAfterClassEnds' ? 'body.startAt' : 'body.expireAt', message: refusal }]);
}

const auditedProgram = (program: { programId: string; name: string; startAt: Date | null; expireAt: Date | null }) => ({
  programId: program.programId,
  program: program.name,
  startAt: iso(program.startAt),
  expireAt: iso(program.expireAt),
});

async function programOf(input: ClassesInput, classId: string, classProgramId: string, tx: Queryable): Promise<AdminClassProgramRecord> {
  const program = (await input.classes.programs(input.admin.tenantId, classId, tx)).find((candidate) => candidate.id === classProgramId);
  if (program === undefined) throw new NotFoundError();
  return program;
}

/** Adds one of the tenant's programs last, in the class: its learners get its lessons in the same transaction. Another tenant's program is 404; one the class has, 409. */
export async function addClassProgram(input: ClassesInput & { classId: string; body: AddClassProgramBody }): Promise<AdminClassDetail> {
  const { admin, classes, classId, body, now } = input;
  await input.database.transaction(async (tx) => {
    const klass = await classOf(admin, classes, classId, tx);
    const program = await classes.findProgram(admin.tenantId, body.programId, tx);
    if (program === undefined) throw new NotFoundError();
    if (program.state === 'ARCHIVED') throw new BadRequestError([{ path: 'body.programId', message: 'an archived program is given to no new class' }]);
    const window = { startAt: dateOf(body.startAt), expireAt: dateOf(body.expireAt) };
    refuseWindow(klass, window);
    const id = await classes.addProgram(admin.tenantId, classId, { programId: program.id, ...window }, tx);
    if (id === undefined) throw new AppError('CONFLICT', [{ path: 'body.programId', message: 'the class already has this program' }]);
    await applyEnrolmentWrite(tx, {
      tenantId: admin.tenantId,
      resource: 'class-programs',
      before: undefined,
      after: { id, classId, programId: program.id },
      now,
    });
    await recordClassChange(input, tx, 'class.program-added', klass, null, auditedProgram({ programId: program.id, name: program.name, ...window }));
  });
  return getClass(input);
}

/** Gives a program of the class its own dates, within the class's window. */
export async function setClassProgramWindow(
  input: ClassesInput & { classId: string; classProgramId: string; body: UpdateClassProgramBody },
): Promise<AdminClassDetail> {
  const { admin, classes, classId, classProgramId, body } = input;
  await input.database.transaction(async (tx) => {
    const klass = await classOf(admin, classes, classId, tx);
    const before = await programOf(input, classId, classProgramId, tx);
    const window = { startAt: dateOf(body.startAt), expireAt: dateOf(body.expireAt) };
    refuseWindow(klass, window);
    if (iso(before.startAt) === iso(window.startAt) && iso(before.expireAt) === iso(window.expireAt)) return;
    await classes.setProgramWindow(admin.tenantId, classId, classProgramId, window, tx);
    const datesOf = (dates: { startAt: Date | null; expireAt: Date | null }) => ({
      id: classProgramId,
      classId,
      startAt: iso(dates.startAt),
      expireAt: iso(dates.expireAt),
    });
    await applyEnrolmentWrite(tx, { tenantId: admin.tenantId, resource: 'class-programs', before: datesOf(before), after: datesOf(window), now: input.now });
    await recordClassChange(input, tx, 'class.program-window-changed', klass, auditedProgram(before), auditedProgram({ ...before, ...window }));
  });
  return getClass(input);
}

/** Puts the class's programs in the order given: every one of them, each once (else 400). */
export async function orderClassPrograms(input: ClassesInput & { classId: string; classProgramIds: string[] }): Promise<AdminClassDetail> {
  const { admin, classes, classId, classProgramIds } = input;
  await input.database.transaction(async (tx) => {
    const klass = await classOf(admin, classes, classId, tx);
    const programs = await classes.programs(admin.tenantId, classId, tx);
    if (
      !isReorderOf(
        programs.map((program) => program.id),
        classProgramIds,
      )
    )
      throw new BadRequestError([{ path: 'body.classProgramIds', message: 'every program of the class, each once' }]);
    const names = (ids: readonly string[]) => ids.map((id) => programs.find((program) => program.id === id)?.name);
    if (programs.every((program, index) => program.id === classProgramIds[index])) return;
    await classes.orderPrograms(admin.tenantId, classId, classProgramIds, tx);
    await recordClassChange(
      input,
      tx,
      'class.programs-reordered',
      klass,
      { programs: names(programs.map((program) => program.id)) },
      { programs: names(classProgramIds) },
    );
  });
  return getClass(input);
}

/**
 * Removes a program from the class, with the lessons nobody opened. Its lessons hang on it, so a
 * program any learner has opened a lesson of is kept: 409, and the admin narrows its window instead.
 * The database refuses it too (a lesson opened meanwhile: the foreign key), answered the same.
 */
export async function removeClassProgram(input: ClassesInput & { classId: string; classProgramId: string }): Promise<AdminClassDetail> {
  const { admin, classes, classId, classProgramId } = input;
  await input.database.transaction(async (tx) => {
    const klass = await classOf(admin, classes, classId, tx);
    const program = await programOf(input, classId, classProgramId, tx);
    const started = new AppError('CONFLICT', [{ path: 'classProgram', message: 'learners have started its lessons' }]);
    if (program.startedLessons > 0) throw started;
    await createProvisioningRepository(tx).deleteUnopened(admin.tenantId, classProgramId, tx);
    await classes.removeProgram(admin.tenantId, classId, classProgramId, tx).catch((error: unknown) => {
      throw (error as { code?: unknown }).code === '23503' ? started : error;
    });
    await recordClassChange(input, tx, 'class.program-removed', klass, auditedProgram(program), null);
  });
  return getClass(input);
}
