import type { AdminProgramList, AdminProgramsQuery, ContentStateBody } from '@espace/contracts/admin-content';
import { contentDeletable, contentStateChangeAllowed } from '@espace/domain/content/content-state-transitions';
import type { ContentState } from '@espace/domain/content/content-states';
import { pageCount } from '@espace/domain/pagination';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import { applyEnrolmentWrite } from '../lessons/enrolment-effects';
import type { TenantAdmin } from './admin-access';
import type { AdminContentRepository } from './admin-content-repository';
import type { AuditLogRepository } from './audit-log-repository';

/**
 * Programs per page of the content screen: fewer than the other lists' 50 because each program comes
 * with every course and each course with every block, so one program weighs as much as many classes.
 */
export const ADMIN_PROGRAMS_PAGE_SIZE = 20;

/**
 * One page of the tenant's programs, newest first, each with its courses in order and each course's
 * blocks (docs/administration.md#content). Courses and blocks are read for the page's programs only.
 */
export async function listPrograms({ admin, content, query }: { admin: TenantAdmin; content: AdminContentRepository; query: AdminProgramsQuery }): Promise<AdminProgramList> {
  const { items: programs, total } = await content.pagePrograms(admin.tenantId, query.search, (query.page - 1) * ADMIN_PROGRAMS_PAGE_SIZE, ADMIN_PROGRAMS_PAGE_SIZE);
  const courses = await content.listProgramCourses(admin.tenantId, programs.map((program) => program.id));
  const blocks = await content.listCourseBlocks(admin.tenantId, [...new Set(courses.map((course) => course.id))]);
  const blocksOf = new Map<string, Map<string, { id: string; title: string; type: string }>>();
  for (const block of blocks) {
    const ofCourse = blocksOf.get(block.courseId) ?? new Map();
    // A block two nodes name (a page and a resource) is listed once, where it comes first.
    if (!ofCourse.has(block.id)) ofCourse.set(block.id, { id: block.id, title: block.title, type: block.type });
    blocksOf.set(block.courseId, ofCourse);
  }
  return {
    items: programs.map((program) => ({
      id: program.id,
      name: program.name,
      state: program.state,
      createdAt: program.createdAt.toISOString(),
      courses: courses
        .filter((course) => course.programId === program.id)
        .map((course) => ({ id: course.id, title: course.title, state: course.state, blocks: [...(blocksOf.get(course.id)?.values() ?? [])] })),
    })),
    page: query.page,
    pageCount: pageCount(total, ADMIN_PROGRAMS_PAGE_SIZE),
    total,
  };
}

export interface ChangeContentStateInput {
  admin: TenantAdmin;
  database: Database;
  content: AdminContentRepository;
  audit: AuditLogRepository;
  kind: 'program' | 'course';
  id: string;
  body: ContentStateBody;
  now: Date;
}

/**
 * Moves a program or a course to another state (DRAFT → PUBLISHED → CLOSED, CLOSED → PUBLISHED);
 * another move → INVALID_STATE_TRANSITION, another tenant's id → 404. Publishing a draft course gives
 * the learners of the classes that follow it their lessons, through the enrolment rule, in the same
 * transaction as the change and its audit entry. A move to the state it is in records nothing.
 */
export async function changeContentState({ admin, database, content, audit, kind, id, body, now }: ChangeContentStateInput): Promise<{ id: string; state: ContentState }> {
  return database.transaction(async (tx) => {
    // Programs before courses, as provisioning locks them: publishing a course provisions its programs' classes.
    if (kind === 'course') await content.holdProgramsOfCourse(admin.tenantId, id, tx);
    const before = await content.lockState(admin.tenantId, kind, id, tx);
    if (before === undefined) throw new NotFoundError();
    const { state } = body;
    if (!contentStateChangeAllowed(before.state, state)) throw new AppError('INVALID_STATE_TRANSITION', [{ path: 'body.state', message: `a ${before.state} ${kind} cannot become ${state}` }]);
    if (before.state === state) return { id, state };
    await content.setState(admin.tenantId, kind, id, state, tx);
    if (kind === 'course') await applyEnrolmentWrite(tx, { tenantId: admin.tenantId, resource: 'courses', before: { id, state: before.state }, after: { id, state }, now });
    await audit.record(admin.tenantId, { actor: { id: admin.userId, name: admin.name }, action: `${kind}.state-changed`, target: { id, label: before.label }, before: { state: before.state }, after: { state } }, tx);
    return { id, state };
  });
}

/** PostgreSQL's foreign_key_violation: a row still names the one being deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

export type DeleteContentInput = Omit<ChangeContentStateInput, 'body' | 'now'>;

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
      new AppError('CONTENT_IN_USE', [{ path: 'params.id', message: count === null ? `lessons hang on this ${kind}` : count > 0 ? `${count} lessons hang on this ${kind}` : `a ${before.state} ${kind} is archived, not deleted` }]);
    if (!contentDeletable(before.state, lessons)) throw inUse(lessons);
    await content.deleteContent(admin.tenantId, kind, id, tx).catch((error: unknown) => {
      throw (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION ? inUse(null) : error;
    });
    await audit.record(admin.tenantId, { actor: { id: admin.userId, name: admin.name }, action: `${kind}.deleted`, target: { id, label: before.label }, before: { state: before.state }, after: null }, tx);
  });
}

