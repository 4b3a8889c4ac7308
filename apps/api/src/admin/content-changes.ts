import { contentDeletable, contentStateChangeAllowed } from '@espace/domain/content/content-state-transitions';
import type { ContentState } from '@espace/domain/content/content-states';
import { lockKeys } from '../db/advisory-locks';
import type { Database } from '../db/database';
import { checkVersion, versionOf } from '../http/document-version';
import { AppError, NotFoundError } from '../http/app-error';
import { applyEnrolmentWrite } from '../lessons/enrolment-effects';
import type { TenantAdmin } from './admin-access';
import type { AdminContentRepository } from './admin-content-repository';
import type { AuditLogRepository } from './audit-log-repository';

export type ContentKind = 'program' | 'course';

/**
 * What the administration edits of a program (its name) or a course (its title), and its state:
 * its version (docs/api.md#document-versions) is a digest of this, so a rename, a move or a
 * correction that renames it by re-import, by whoever, gives a new one.
 */
export const contentDocument = (kind: ContentKind, label: string, state: ContentState) => (kind === 'program' ? { name: label, state } : { title: label, state });

export const contentVersion = (kind: ContentKind, label: string, state: ContentState) => versionOf(contentDocument(kind, label, state));

/** A change of a program or a course: a new state, a new name (or title), or both. */
export interface ContentChange {
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

/** Imports into a tenant take this lock (import-content-package.ts): a rename takes it too, so a name stays one program's. */
const programNamesLock = (tenantId: string) => `content-import:${tenantId}`;

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
    if (kind === 'program' && change.label !== undefined) await lockKeys(tx, [programNamesLock(admin.tenantId)]);
    const before = await content.lockState(admin.tenantId, kind, id, tx);
    if (before === undefined) throw new NotFoundError();
    checkVersion(ifMatch, contentDocument(kind, before.label, before.state));
    const { label = before.label, state = before.state } = change;
    if (!contentStateChangeAllowed(before.state, state)) throw new AppError('INVALID_STATE_TRANSITION', [{ path: 'body.state', message: `a ${before.state} ${kind} cannot become ${state}` }]);
    const actor = { id: admin.userId, name: admin.name };
    const field = kind === 'program' ? 'name' : 'title';
    if (label !== before.label) {
      if (kind === 'program' && (await content.programNameTaken(admin.tenantId, label, id, tx))) throw new AppError('PROGRAM_NAME_TAKEN', [{ path: 'body.name', message: `another program is named "${label}"` }]);
      await content.rename(admin.tenantId, kind, id, label, tx);
      await audit.record(admin.tenantId, { actor, action: `${kind}.renamed`, target: { id, label }, before: { [field]: before.label }, after: { [field]: label } }, tx);
    }
    if (state !== before.state) {
      await content.setState(admin.tenantId, kind, id, state, tx);
      if (kind === 'course') await applyEnrolmentWrite(tx, { tenantId: admin.tenantId, resource: 'courses', before: { id, state: before.state }, after: { id, state }, now });
      await audit.record(admin.tenantId, { actor, action: `${kind}.state-changed`, target: { id, label }, before: { state: before.state }, after: { state } }, tx);
    }
    return { id, label, state, version: contentVersion(kind, label, state) };
  });
}

export type DeleteContentInput = Omit<ChangeContentInput, 'change' | 'ifMatch' | 'now'>;

/**
 * Deletes a draft program or course that no learner holds a lesson of (contentDeletable), with its
 * audit entry; anything else is CONTENT_IN_USE (409): it is archived instead, so learners keep their
 * work. Another tenant's id → 404.
 */
export async function deleteContent({ admin, database, content, audit, kind, id }: DeleteContentInput): Promise<void> {
  await database.transaction(async (tx) => {
    const before = await content.lockState(admin.tenantId, kind, id, tx);
    if (before === undefined) throw new NotFoundError();
    const lessons = await content.countLessons(admin.tenantId, kind, id, tx);
    if (!contentDeletable(before.state, lessons)) {
      throw new AppError('CONTENT_IN_USE', [{ path: 'params.id', message: lessons > 0 ? `${lessons} lessons hang on this ${kind}` : `a ${before.state} ${kind} is archived, not deleted` }]);
    }
    await content.deleteContent(admin.tenantId, kind, id, tx);
    await audit.record(admin.tenantId, { actor: { id: admin.userId, name: admin.name }, action: `${kind}.deleted`, target: { id, label: before.label }, before: { state: before.state }, after: null }, tx);
  });
}

