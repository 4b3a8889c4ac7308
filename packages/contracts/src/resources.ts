import { z } from 'zod';

/**
 * Generic resources (SPEC §7): the URL names, the list and record envelopes,
 * and the record shapes. Every field is optional because `fields` selects a
 * subset (`id` is always there); relations asked for with `include` are added
 * under their names (an object or null for a belongsTo, an array otherwise).
 * See docs/query-language.md.
 */
export const resourceNames = [
  'classes', 'class-users', 'class-programs', 'companies', 'company-users', 'contexts', 'courses', 'course-blocks',
  'course-categories', 'course-competencies', 'course-nodes', 'course-terms', 'course-types', 'files', 'lessons', 'pages',
  'libraries', 'programs', 'program-courses', 'reviews', 'records', 'roles', 'role-users', 'users', 'log-book-records',
] as const;
export type ResourceName = (typeof resourceNames)[number];

const id = z.string();
const ref = z.string().nullable();
const text = z.string().nullable();
const timestamp = z.string().nullable().describe('ISO 8601 date-time');
const json = z.unknown();
const contentState = z.enum(['DRAFT', 'PUBLISHED', 'CLOSED']);
const memberRole = z.enum(['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR']);

/** A record: its known fields (all optional but id), plus any included relation. */
const record = (shape: z.ZodRawShape) => z.object({ id, contextId: id.optional(), ...z.object(shape).partial().shape }).catchall(z.unknown());

export const resourceRecordSchemas = {
  classes: record({ name: z.string(), startAt: timestamp, expireAt: timestamp, settings: json, expired: z.boolean(), createdAt: timestamp, updatedAt: timestamp }),
  'class-users': record({ classId: id, userId: id, role: memberRole, createdAt: timestamp }),
  'class-programs': record({ classId: id, programId: id, order: z.number(), startAt: timestamp, expireAt: timestamp, settings: json }),
  companies: record({ name: z.string(), avatarId: ref, createdAt: timestamp }),
  'company-users': record({ companyId: id, userId: id, role: memberRole, createdAt: timestamp }),
  contexts: record({ alias: z.string(), name: z.string(), description: text, hosts: json, assets: json, metas: json, settings: json }),
  courses: record({ title: z.string(), description: text, categoryId: id, typeId: ref, state: contentState, video: text, settings: json, createdAt: timestamp, updatedAt: timestamp }),
  'course-blocks': record({ title: z.string(), type: z.enum(['slide', 'exercice', 'tincan']), categoryId: ref, competencyId: ref, attachmentIds: json, settings: json, content: json, createdAt: timestamp, updatedAt: timestamp }),
  'course-categories': record({ title: z.string(), icon: text, backgroundImageId: ref }),
  'course-competencies': record({ parentId: ref, isGeneric: z.boolean(), title: z.string(), icon: text, order: z.number() }),
  'course-nodes': record({ courseId: id, parentId: ref, blockId: ref, type: z.enum(['root', 'container', 'multiblock', 'block', 'resource']), title: text, order: z.number(), settings: json, tools: json }),
  'course-terms': record({ title: z.string(), words: z.array(z.string()), definition: z.string() }),
  'course-types': record({ title: z.string(), settings: json }),
  files: record({ libraryId: ref, ownerId: ref, name: z.string(), type: z.string(), fileType: z.string(), size: z.number(), sha256: z.string(), createdAt: timestamp }),
  lessons: record({
    classId: id, userId: id, courseId: id, classProgramId: id, programCourseId: id, classStepProgramId: ref, currentNodeId: ref,
    enabledSectionIds: json, startAt: timestamp, startedAt: timestamp, endedAt: timestamp, timeLimit: z.number().nullable(), timeSpent: z.number(),
    timeAlive: z.number(), state: z.enum(['LOCKED', 'AVAILABLE', 'HIDDEN', 'DONE', 'SKIPPED', 'EXPIRED']), progress: z.enum(['ONGOING', 'COMPLETED']).nullable(),
    certificationRef: text, isEndOfProgram: z.boolean(), scoring: json, actions: json, createdAt: timestamp, updatedAt: timestamp, archivedAt: timestamp,
  }),
  pages: record({
    lessonId: id, nodeId: id, blockId: id, position: z.number(), state: z.enum(['ACTIVE', 'SKIPPED', 'ARCHIVED']), progress: z.enum(['ONGOING', 'COMPLETED']),
    inputs: json, results: json, hintsUsed: z.number(), sheet: json, timeLimit: z.number().nullable(), timeSpent: z.number(), timeAlive: z.number(),
    startedAt: timestamp, answeredAt: timestamp, createdAt: timestamp,
  }),
  libraries: record({ ownerId: ref, ownerType: z.enum(['Context', 'AppUser', 'Company', 'Course']), createdAt: timestamp }),
  programs: record({ name: z.string(), description: text, icon: text, public: z.boolean(), settings: json, tags: json, state: contentState, createdAt: timestamp, updatedAt: timestamp }),
  'program-courses': record({ programId: id, courseId: id, order: z.number(), settings: json }),
  reviews: record({ userId: id, classId: ref, resourceType: z.literal('Program'), resourceId: id, ratio: z.number(), comment: text, createdAt: timestamp }),
  records: record({ userId: id, date: timestamp, scores: json }),
  roles: record({ name: z.string(), permissions: json }),
  'role-users': record({ roleId: id, principalType: z.literal('USER'), principalId: id, scopeId: ref }),
  users: record({
    email: z.string(), username: text, firstname: text, lastname: text, avatarId: ref, birthday: text, legal: json, supportGroups: json,
    scoring: json, contributionLevel: z.number(), isFromInvitationCode: z.boolean(), donePageCount: z.number(), timeAlive: z.number(),
    preferredLocale: text, tincanIdentifier: z.string(), displayName: z.string(), createdAt: timestamp, updatedAt: timestamp,
  }),
  'log-book-records': record({
    title: text, message: z.string(), studentId: id, userId: id, companyId: ref, classId: ref, parentId: ref, attachmentIds: json, createdAt: timestamp, lastInputAt: timestamp,
  }),
} satisfies Record<ResourceName, z.ZodType>;

export type ResourceRecord<Name extends ResourceName> = z.infer<(typeof resourceRecordSchemas)[Name]>;

/** The answer of `GET /api/<resource>`: one page of records and the number of records matching. */
export const resourceListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().describe('Records matching `where`, ignoring limit and offset') });

/** Query string of `GET /api/<resource>` (and, for include/fields, of `GET /api/<resource>/:id`). */
export const resourceQuerySchema = z.strictObject({
  where: z.string().optional().describe('JSON filter, e.g. {"userId":"…","state":{"in":["AVAILABLE","DONE"]}}'),
  include: z.union([z.string(), z.array(z.string())]).optional().describe('Relations: "course,pages", "class.classPrograms" or a JSON object'),
  sort: z.string().optional().describe('Comma-separated fields, "-" for descending: "-startedAt,title"'),
  limit: z.string().optional().describe('1 to 500, default 50'),
  offset: z.string().optional().describe('Records to skip, default 0'),
  fields: z.string().optional().describe('Comma-separated fields to return (id always is)'),
});
export type ResourceQuery = z.infer<typeof resourceQuerySchema>;

/** `GET /api/classes/:id/users/data?role=TEACHER`: the class's members with their user. */
export const classUsersDataSchema = resourceListSchema(
  resourceRecordSchemas['class-users'].extend({ relatedUser: resourceRecordSchemas.users.nullable() }),
);
export type ClassUsersData = z.infer<typeof classUsersDataSchema>;
