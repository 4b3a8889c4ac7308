import { contentDeletable, contentStateChangeAllowed } from '@espace/domain/content/content-state-transitions';
import type { ContentState } from '@espace/domain/content/content-states';
import { lockKeys } from '../db/advisory-locks';
import type { Database } from '../db/database';
import { checkVersion, versionOf } from '../http/document-version';
import { AppError, NotFoundError } from '../http/app-error';
import { contentImportLock } from './import-content-package';
import { applyEnrolmentWrite } from '../lessons/enrolment-effects';
import type { TenantAdmin } from '../admin/admin-access';
import type { AdminContentRepository } from './admin-content-repository';
import type { AuditLogRepository } from '../admin/audit-log-repository';

export type ContentKind = 'program' | 'course';

/**
 * What the administration edits of a program (its name) or a course (its title), and its state:
 * its version (docs/api.md#document-versions) is a digest of this, so a rename, a move or a
 * correction that renames it by re-import, by whoever, gives a new one.
 */
export const contentDocument = (kind: ContentKind, label: string, state: ContentState) =>
  kind === 'program' ? { name: label, state } : { title: label, state };

export const contentVersion = (kind: ContentKind, label: string, state: ContentState) => versionOf(contentDocument(kind, label, state));

/** A change of a program or a course: a new state, a new name (or title), or both. */
interface ContentChange {
  state?: ContentState | undefined;
  label?: string | undefined;
}

export interface ChangeContentInput {
  admin: TenantAdmin;
  database: Database;
  content: AdminContentRepository;
  audit: AuditLogRepository;
  kind: ContentKind;
  id: string;
  change: ContentChange;
  /** The version the change starts from (If-Match). */
  ifMatch: string | undefined;
  now: Date;
}

/**
 * Renames a program or a course and moves it to another state (content-state-transitions), from
 * the version the admin read, checked under the row's lock: none → VERSION_REQUIRED, another →
 * STALE_VERSION; another tenant's id → 404; a program name another program has → PROGRAM_NAME_TAKEN.
 * Publishing a draft course gives the learners of the classes that follow it their lessons (the
 * enrolment rule) in the same transaction. Each change records its audit entry; what changes
 * nothing records nothing.
 */
export async function changeContent({ admin, database, content, audit, kind, id, change, ifMatch, now }: ChangeContentInput) {
  return database.transaction(async (tx) => {
    // The names' lock before the row's, in the order an import takes them, so the two cannot deadlock.
    if (kind === 'program' && change.label !== undefined) await lockKeys(tx, [contentImportLock(admin.tenantId)]);
    // Programs before courses, as provisioning locks them: publishing a course provisions its programs' classes.
    if (kind === 'course') await content.holdProgramsOfCourse(admin.tenantId, id, tx);
    const before = await content.lockState(admin.tenantId, kind, id, tx);
    if (before === undefined) throw new NotFoundError();
    checkVersion(ifMatch, contentDocument(kind, before.label, before.state));
    const { label = before.label, state = before.state } = change;
    if (!contentStateChangeAllowed(before.state, state))
      throw new AppError('INVALID_STATE_TRANSITION', [{ path: 'body.state', message: `a ${before.state} ${kind} cannot become ${state}` }]);
    const actor = { id: admin.userId, name: admin.name };
    const field = kind === 'program' ? 'name' : 'title';
    if (label !== before.label) {
      if (kind === 'program' && (await content.programNameTaken(admin.tenantId, label, id, tx)))
        throw new AppError('PROGRAM_NAME_TAKEN', [{ path: 'body.name', message: `another program is named "${label}"` }]);
      await content.rename(admin.tenantId, kind, id, label, tx);
      await audit.record(
        admin.tenantId,
        { actor, action: `${kind}.renamed`, target: { id, label }, before: { [field]: before.label }, after: { [field]: label } },
        tx,
      );
    }
    if (state !== before.state) {
      await content.setState(admin.tenantId, kind, id, state, tx);
      if (kind === 'course')
        await applyEnrolmentWrite(tx, { tenantId: admin.tenantId, resource: 'courses', before: { id, state: before.state }, after: { id, state }, now });
      await audit.record(
        admin.tenantId,
        { actor, action: `${kind}.state-changed`, target: { id, label }, before: { state: before.state }, after: { state } },
        tx,
      );
    }
    return { id, label, state, version: contentVersion(kind, label, state) };
  });
}

export type DeleteContentInput = Omit<ChangeContentInput, 'change' | 'ifMatch' | 'now'>;

/** PostgreSQL's foreign_key_violation: a row still names the one being deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Deletes a draft program or course that no learner holds a lesson of (contentDeletable), with its
 * audit entry; anything else is CONTENT_IN_USE (409): it is archived instead, so learners keep their
 * work. Another tenant's id → 404. The row is locked FOR UPDATE before the lessons are counted:
 * provisioning holds the programs it gives lessons of (FOR KEY SHARE) first, so a provisioning
 * running at the same time either commits its lessons before the count sees them, or waits and
 * finds the program gone (docs/trainers.md "Provisioning and deletion"). A lesson the database
 * still finds naming what goes (the foreign key) answers CONTENT_IN_USE too, never 500.
 */
export async function deleteContent({ admin, database, content, audit, kind, id }: DeleteContentInput): Promise<void> {
  await database.transaction(async (tx) => {
    const before = await content.lockState(admin.tenantId, kind, id, tx);
    if (before === undefined) throw new NotFoundError();
    const lessons = await content.countLessons(admin.tenantId, kind, id, tx);
    const inUse = (count: number | null) =>
      new AppError('CONTENT_IN_USE', [
        {
          path: 'params.id',
          message:
            count === null
              ? `lessons hang on this ${kind}`
              : count > 0
                ? `${count} lessons hang on this ${kind}`
                : `a ${before.state} ${kind} is archived, not deleted`,
        },
      ]);
    if (!contentDeletable(before.state, lessons)) throw inUse(lessons);
    await content.deleteContent(admin.tenantId, kind, id, tx).catch((error: unknown) => {
      throw (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION ? inUse(null) : error;
    });
    await audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: `${kind}.deleted`,
        target: { id, label: before.label },
        before: { state: before.state },
        after: null,
      },
      tx,
    );
  });
}
