import type { ResourceName } from '@espace/contracts/resources';
import { isAdmin } from '@espace/domain/user-domain';
import { and, eq, isIn, or, related, type WhereNode } from './where';

/** Who is asking, as far as the generic resources care. */
export interface Actor {
  userId: string;
  /** System role admin or superadmin (docs/product/accounts.md#system-roles). */
  isAdmin: boolean;
  /** Reads all content, drafts and expected answers included: admin, or ADMIN/OWNER/ORGANIZER of a company of the tenant. */
  managesContent: boolean;
}

const contentRoles: readonly string[] = ['ADMIN', 'OWNER', 'ORGANIZER'];

export function actorOf(userId: string, roles: readonly string[], companyRoles: readonly string[]): Actor {
  const admin = isAdmin(roles);
  return { userId, isAdmin: admin, managesContent: admin || companyRoles.some((role) => contentRoles.includes(role)) };
}

/** Content: what a course is made of. Content managers read all of it. */
const contentResources: readonly ResourceName[] = [
  'programs',
  'program-courses',
  'courses',
  'course-nodes',
  'course-blocks',
  'course-terms',
  'course-categories',
  'course-types',
  'course-competencies',
  'files',
  'libraries',
];

/**
 * Their own uploads and the tenant's course media (which have no owner): the listing side of
 * the file access rule (files/file-access.ts), which also lets teachers open, by id, a file a
 * learner shared with their class through the log-book.
 */
const personalFiles = (me: string): WhereNode => or(eq('ownerId', me), eq('ownerId', null));

/** No restriction beyond the tenant. */
const everything = null;

/**
 * What a user without system role reads of each resource, as a `where` the
 * SQL builder adds to every read (lists, records and included relations).
 * Content is the PUBLISHED content of the programs of their classes.
 */
function learnerScopes(me: string): Record<ResourceName, WhereNode | null> {
  const myClass = related('classUsers', eq('userId', me));
  const programs = and(eq('state', 'PUBLISHED'), related('classPrograms', related('class', myClass)));
  const programCourses = related('program', programs);
  const courses = and(eq('state', 'PUBLISHED'), related('programCourses', programCourses));
  const nodes = related('course', courses);
  const blocks = related('nodes', nodes);
  return {
    classes: myClass,
    'class-users': related('class', myClass),
    'class-programs': related('class', myClass),
    programs,
    'program-courses': programCourses,
    courses,
    'course-nodes': nodes,
    'course-blocks': blocks,
    'course-terms': related('blocks', blocks),
    'course-categories': related('courses', courses),
    'course-types': related('courses', courses),
    // A tree of labels, shown in full on the learner's competency screens.
    'course-competencies': everything,
    lessons: eq('userId', me),
    pages: related('lesson', eq('userId', me)),
    records: eq('userId', me),
    reviews: eq('userId', me),
    // Logbook records are listed only for the current user as student (docs/product/accounts.md#logbook).
    'log-book-records': eq('studentId', me),
    companies: related('companyUsers', eq('userId', me)),
    'company-users': eq('userId', me),
    roles: everything,
    'role-users': eq('principalId', me),
    users: or(eq('id', me), related('classUsers', related('class', myClass))),
    contexts: everything,
    files: personalFiles(me),
    libraries: or(isIn('ownerType', ['Context', 'Course']), eq('ownerId', me)),
  };
}

/** The rows of `resource` the actor may read, within the tenant (null: all of them). */
export function readScope(resource: ResourceName, actor: Actor): WhereNode | null {
  if (actor.isAdmin) return everything;
  // Personal uploads are not content: a content manager lists course media and their own (files/file-access.ts).
  if (resource === 'files') return personalFiles(actor.userId);
  if (actor.managesContent && contentResources.includes(resource)) return everything;
  return learnerScopes(actor.userId)[resource];
}

export type WriteOperation = 'create' | 'update' | 'delete';
export type WriteAccess = { allowed: false } | { allowed: true; scope: WhereNode };

/**
 * The only records written through the generic routes are a user's own: the reviews they give and
 * the notes of their own log-book, as student and author; the owner's repository keeps an update or
 * a removal to those (definition.ts `writer`). The same for everyone, admins included: every other
 * write belongs to the use case of the area that owns the table (docs/architecture.md#who-writes-each-table).
 */
export function writeAccess(resource: ResourceName, operation: WriteOperation, actor: Actor): WriteAccess {
  if (resource === 'reviews' && operation === 'create') return { allowed: true, scope: eq('userId', actor.userId) };
  if (resource === 'log-book-records') return { allowed: true, scope: and(eq('studentId', actor.userId), eq('userId', actor.userId)) };
  return { allowed: false };
}

/** Raw blocks and page validators hold the expected answers: only content staff see them. */
export const seesAnswers = (actor: Actor): boolean => actor.managesContent;

/**
 * Whether values about to be inserted satisfy a write scope. Write scopes
 * are conjunctions of equalities, so this small evaluator is enough.
 */
export function valuesSatisfy(scope: WhereNode | null, values: Readonly<Record<string, unknown>>): boolean {
  if (scope === null) return true;
  switch (scope.kind) {
    case 'and':
      return scope.nodes.every((node) => valuesSatisfy(node, values));
    case 'or':
      return scope.nodes.some((node) => valuesSatisfy(node, values));
    case 'compare':
      return scope.op === 'eq' && values[scope.field] === scope.value;
    case 'related':
      return false;
  }
}
