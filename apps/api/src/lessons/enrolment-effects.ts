import type { ResourceName } from '@espace/contracts/resources';
import type { Queryable } from '../db/database';
import { createProvisioningRepository } from './provisioning-repository';
import { provisionClassesOf, provisionLessons, reopenExpiredLessons } from './provision-lessons';

type Record = Readonly<{ [field: string]: unknown }>;

/** One write of an enrolment record, as the administration space made it. */
export interface EnrolmentWrite {
  tenantId: string;
  resource: ResourceName;
  /** The record before the write (update, delete) and after it (create, update), with API field names. */
  before: Record | undefined;
  after: Record | undefined;
  now: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const isStudent = (record: Record | undefined) => record?.role === 'STUDENT';
/** Whether an update moved the record's dates (a class's, or a class program's own). */
const datesMoved = (before: Record | undefined, after: Record | undefined) =>
  before !== undefined &&
  after !== undefined &&
  (String(before.startAt ?? null) !== String(after.startAt ?? null) || String(before.expireAt ?? null) !== String(after.expireAt ?? null));

/**
 * What an enrolment write does to lessons, in the write's own transaction (docs/trainers.md
 * "Enrolment"): a STUDENT added to a class, a program added to a class, a draft course published
 * give the learners their lessons (a course added to a program by a content import, too:
 * content/import-content-package.ts); a STUDENT removed
 * from a class (or made something else) has their lessons of that class archived, never deleted;
 * a class's or class program's dates moved reopen the lessons that expired with a window open again.
 */
export async function applyEnrolmentWrite(tx: Queryable, { tenantId, resource, before, after, now }: EnrolmentWrite): Promise<void> {
  switch (resource) {
    case 'class-users': {
      const classId = text(after?.classId ?? before?.classId);
      const userId = text(after?.userId ?? before?.userId);
      if (classId === undefined || userId === undefined) return;
      if (isStudent(after) && !isStudent(before)) await provisionLessons(tx, { contextId: tenantId, classId, userIds: [userId], now });
      if (isStudent(before) && !isStudent(after)) await createProvisioningRepository(tx).archiveUnlessStudent(tenantId, classId, userId, now);
      return;
    }
    case 'class-programs': {
      const classId = text(after?.classId);
      if (before === undefined && classId !== undefined) await provisionLessons(tx, { contextId: tenantId, classId, now });
      if (datesMoved(before, after) && classId !== undefined) await reopenExpiredLessons(tx, { contextId: tenantId, classId, now });
      return;
    }
    case 'classes': {
      const classId = text(after?.id);
      if (datesMoved(before, after) && classId !== undefined) await reopenExpiredLessons(tx, { contextId: tenantId, classId, now });
      return;
    }
    case 'courses': {
      const courseId = text(after?.id);
      if (before?.state === 'DRAFT' && after?.state !== undefined && after.state !== 'DRAFT' && courseId !== undefined)
        await provisionClassesOf(tx, tenantId, { courseId }, now);
      return;
    }
    default:
      return;
  }
}
