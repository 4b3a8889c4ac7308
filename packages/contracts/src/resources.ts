import { blockTypes } from '@espace/domain/content/block-types';
import { contentStates } from '@espace/domain/content/content-states';
import { courseNodeTypes } from '@espace/domain/lessons/course-tree';
import { lessonStates, pageStates } from '@espace/domain/lessons/lesson-state';
import { pageProgresses } from '@espace/domain/lessons/progress';
import { memberRoles } from '@espace/domain/user-domain';
import { z } from 'zod';
import { localeSchema } from './context';
import { fileTypeSchema } from './files';
import { dateField, dateTimeField as dateTime, integerField as integer, uuidField as id } from './resource-fields';

/**
 * Generic resources (docs/product/api-calls.md#generic-resources): the URL names, the list and record envelopes,
 * and the record shapes. Every field is optional because `fields` selects a
 * subset (`id` is always there); relations asked for with `include` are added
 * under their names (an object or null for a belongsTo, an array otherwise).
 * See docs/query-language.md.
 */
export const resourceNames = [
  'classes',
  'class-users',
  'class-programs',
  'companies',
  'company-users',
  'contexts',
  'courses',
  'course-blocks',
  'course-categories',
  'course-competencies',
  'course-nodes',
  'course-terms',
  'course-types',
  'files',
  'lessons',
  'pages',
  'libraries',
  'programs',
  'program-courses',
  'reviews',
  'records',
  'roles',
  'role-users',
  'users',
  'log-book-records',
] as const;
export type ResourceName = (typeof resourceNames)[number];

const ref = id.nullable();
const text = z.string().nullable();
const nullableDateTime = dateTime.nullable();
const json = z.unknown();
const contentState = z.enum(contentStates);
const memberRole = z.enum(memberRoles);
const pageProgress = z.enum(pageProgresses);

/**
 * A record: its fields (all optional but id), plus any included relation. These shapes are where a
 * field is declared: the API's resource definitions (apps/api/src/resources/definitions) take their
 * fields from here, with their types and enum values, nullable exactly where the column is, and
 * add the SQL side (columns, relations, who reads and writes what).
 */
const record = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ id, contextId: id.optional(), ...z.object(shape).partial().shape }).catchall(z.unknown());

export const resourceRecordSchemas = {
  classes: record({
    name: z.string(),
    startAt: nullableDateTime,
    expireAt: nullableDateTime,
    settings: json,
    expired: z.boolean(),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  'class-users': record({ classId: id, userId: id, role: memberRole, createdAt: dateTime }),
  'class-programs': record({ classId: id, programId: id, order: integer, startAt: nullableDateTime, expireAt: nullableDateTime, settings: json }),
  companies: record({ name: z.string(), avatarId: ref, createdAt: dateTime }),
  'company-users': record({ companyId: id, userId: id, role: memberRole, createdAt: dateTime }),
  contexts: record({ alias: z.string(), name: z.string(), description: text, hosts: json, assets: json, metas: json, settings: json }),
  courses: record({
    title: z.string(),
    description: text,
    categoryId: id,
    typeId: ref,
    state: contentState,
    video: text,
    settings: json,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  'course-blocks': record({
    title: z.string(),
    type: z.enum(blockTypes),
    categoryId: ref,
    competencyId: ref,
    attachmentIds: json,
    settings: json,
    content: json,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  'course-categories': record({ title: z.string(), icon: text, backgroundImageId: ref }),
  'course-competencies': record({ parentId: ref, isGeneric: z.boolean(), title: z.string(), icon: text, order: integer }),
  'course-nodes': record({
    courseId: id,
    parentId: ref,
    blockId: ref,
    type: z.enum(courseNodeTypes),
    title: text,
    order: integer,
    settings: json,
    tools: json,
  }),
  'course-terms': record({ title: z.string(), words: z.array(z.string()), definition: z.string() }),
  'course-types': record({ title: z.string(), settings: json }),
  files: record({
    libraryId: ref,
    ownerId: ref,
    name: z.string(),
    type: z.string(),
    fileType: fileTypeSchema,
    size: integer,
    sha256: z.string(),
    createdAt: dateTime,
  }),
  lessons: record({
    classId: id,
    userId: id,
    courseId: id,
    classProgramId: id,
    programCourseId: id,
    classStepProgramId: ref,
    currentNodeId: ref,
    enabledSectionIds: json,
    startAt: nullableDateTime,
    startedAt: nullableDateTime,
    endedAt: nullableDateTime,
    timeLimit: integer.nullable(),
    timeSpent: integer,
    timeAlive: integer,
    state: z.enum(lessonStates),
    progress: pageProgress.nullable(),
    certificationRef: text,
    isEndOfProgram: z.boolean(),
    scoring: json,
    actions: json,
    createdAt: dateTime,
    updatedAt: dateTime,
    archivedAt: nullableDateTime,
  }),
  pages: record({
    lessonId: id,
    nodeId: id,
    blockId: id,
    position: integer,
    state: z.enum(pageStates),
    progress: pageProgress,
    inputs: json.nullable(),
    results: json.nullable(),
    hintsUsed: integer,
    sheet: json,
    timeLimit: integer.nullable(),
    timeSpent: integer,
    timeAlive: integer,
    startedAt: dateTime,
    answeredAt: nullableDateTime,
    createdAt: dateTime,
  }),
  libraries: record({ ownerId: ref, ownerType: z.enum(['Context', 'AppUser', 'Company', 'Course']), createdAt: dateTime }),
  programs: record({
    name: z.string(),
    description: text,
    icon: text,
    public: z.boolean(),
    settings: json,
    tags: json,
    state: contentState,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  'program-courses': record({ programId: id, courseId: id, order: integer, settings: json }),
  reviews: record({ userId: id, classId: ref, resourceType: z.literal('Program'), resourceId: id, ratio: z.number(), comment: text, createdAt: dateTime }),
  records: record({ userId: id, date: dateTime, scores: json }),
  roles: record({ name: z.string(), permissions: json }),
  'role-users': record({ roleId: id, principalType: z.literal('USER'), principalId: id, scopeId: ref }),
  users: record({
    email: z.string(),
    username: text,
    firstname: text,
    lastname: text,
    avatarId: ref,
    birthday: dateField.nullable(),
    legal: json,
    supportGroups: json,
    scoring: json,
    contributionLevel: integer,
    isFromInvitationCode: z.boolean(),
    donePageCount: integer,
    timeAlive: integer,
    preferredLocale: localeSchema.nullable(),
    tincanIdentifier: z.string(),
    displayName: z.string(),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  'log-book-records': record({
    title: text,
    message: z.string(),
    studentId: id,
    userId: id,
    companyId: ref,
    classId: ref,
    parentId: ref,
    attachmentIds: json,
    createdAt: dateTime,
    lastInputAt: dateTime,
  }),
} satisfies Record<ResourceName, z.ZodType>;

export type ResourceRecord<Name extends ResourceName> = z.infer<(typeof resourceRecordSchemas)[Name]>;

/** The answer of `GET /api/<resource>`: one page of records and the number of records matching. */
export const resourceListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().describe('Records matching `where`, ignoring limit and offset') });

/** Query string of `GET /api/<resource>` (and, for include/fields, of `GET /api/<resource>/:id`). */
export const resourceQuerySchema = z.strictObject({
  where: z.string().optional().describe('JSON filter, e.g. {"userId":"…","state":{"in":["AVAILABLE","DONE"]}}'),
  include: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Relations: "course,pages", "class.classPrograms" or a JSON object'),
  sort: z.string().optional().describe('Comma-separated fields, "-" for descending: "-startedAt,title"'),
  limit: z.string().optional().describe('1 to 500, default 50'),
  offset: z.string().optional().describe('Records to skip, default 0'),
  fields: z.string().optional().describe('Comma-separated fields to return (id always is)'),
});
export type ResourceQuery = z.infer<typeof resourceQuerySchema>;

/** `GET /api/classes/:id/users/data?role=TEACHER`: the class's members with their user. */
export const classUsersDataSchema = resourceListSchema(resourceRecordSchemas['class-users'].extend({ relatedUser: resourceRecordSchemas.users.nullable() }));
export type ClassUsersData = z.infer<typeof classUsersDataSchema>;
