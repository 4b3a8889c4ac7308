import { lessonsToProvision, lessonsToReopen } from '@espace/domain/lessons/enrolment';
import type { Queryable } from '../db/database';
import { createProvisioningRepository } from './provisioning-repository';

export interface ProvisionLessonsInput {
  contextId: string;
  classId: string;
  /** These learners (each must be a STUDENT of the class); every STUDENT of the class when left out. */
  userIds?: readonly string[];
  now?: Date;
}

/**
 * Gives the STUDENTs of a class every lesson they are missing (one per program course of each
 * class program, in the state packages/domain/src/lessons/enrolment.ts gives), and restores the
 * lessons archived when they left the class. Idempotent. Runs in the caller's transaction: the
 * write that enrols (a class user, a class program, a program course) and its lessons commit
 * together. In six queries whatever the number of learners. Returns how many lessons were created.
 */
export async function provisionLessons(tx: Queryable, { contextId, classId, userIds, now = new Date() }: ProvisionLessonsInput): Promise<number> {
  const provisioning = createProvisioningRepository(tx);
  const students = await provisioning.listStudents(contextId, classId, userIds ?? null);
  if (students.length === 0) return 0;
  await provisioning.holdPrograms(contextId, classId);
  await provisioning.restoreArchived(contextId, classId, students);
  const courses = await provisioning.listClassCourses(contextId, classId);
  if (courses.length === 0) return 0;
  const held = await provisioning.listHeld(contextId, classId, students);
  const missing = students.flatMap((userId) => lessonsToProvision(courses, held.get(userId) ?? [], now).map((lesson) => ({ ...lesson, userId })));
  return provisioning.insert(contextId, classId, missing);
}

/** Provisions every class that follows this program (or a program holding this course). */
export async function provisionClassesOf(
  tx: Queryable,
  contextId: string,
  of: { programId: string } | { courseId: string },
  now = new Date(),
): Promise<number> {
  const classIds = await createProvisioningRepository(tx).listClassesOf(contextId, of);
  let created = 0;
  for (const classId of classIds) created += await provisionLessons(tx, { contextId, classId, now });
  return created;
}

/**
 * Once the class's or one of its programs' dates have moved, gives the lessons that expired with a
 * window now open again the state they take back (lessonsToReopen). In the caller's transaction,
 * four queries whatever the number of learners. Returns how many lessons were reopened.
 */
export async function reopenExpiredLessons(tx: Queryable, { contextId, classId, now = new Date() }: Omit<ProvisionLessonsInput, 'userIds'>): Promise<number> {
  const provisioning = createProvisioningRepository(tx);
  const students = await provisioning.listStudents(contextId, classId, null);
  if (students.length === 0) return 0;
  const courses = await provisioning.listClassCourses(contextId, classId);
  const held = await provisioning.listHeld(contextId, classId, students);
  const reopened = students.flatMap((userId) => lessonsToReopen(courses, held.get(userId) ?? [], now).map((lesson) => ({ ...lesson, userId })));
  return provisioning.reopen(contextId, classId, reopened, now);
}
