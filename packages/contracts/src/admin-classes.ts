import { classListFilters, classMemberRoles, classNameLength } from '@espace/domain/admin/class-vocabulary';
import { classPeriods } from '@espace/domain/trainer/class-period';
import { z } from 'zod';
import { guidField, isoDateTime } from './common';

/** Classes and their members as the tenant's admin manages them (docs/administration.md#classes). */

const instant = z.iso.datetime({ offset: true });
const page = z.coerce.number().int().min(1).max(100_000).default(1);

const companySchema = z.object({ id: z.string(), name: z.string() });

/** What an admin may give a class: its company (the tenant's for its system admin, their own for a company admin) and its programs. */
export const adminClassChoicesSchema = z.object({
  companies: z.array(companySchema).describe('By name'),
  programs: z
    .array(z.object({ id: z.string(), name: z.string(), state: z.string().describe('DRAFT, PUBLISHED, CLOSED') }))
    .describe("The tenant's programs a class may follow (archived ones left out), by name"),
});
export type AdminClassChoices = z.infer<typeof adminClassChoicesSchema>;

const adminClassSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    startAt: isoDateTime.nullable().describe('The class opens then; null: open from the start'),
    expireAt: isoDateTime.nullable().describe('The class ends then; null: no end'),
    mobileAllowed: z.boolean().describe('settings.mobile.allowed: learners may follow it on a phone'),
    closed: z.boolean().describe('Closed by an admin (the class `expired` flag): gone from its learners’ Home, shown as past'),
    period: z.enum(classPeriods).describe('current, upcoming or past (a closed class is past)'),
    learnerCount: z.number().int(),
    teacherCount: z.number().int(),
    programCount: z.number().int(),
    company: companySchema.nullable().describe('The company the class belongs to, whose admins manage it; null: a class of the whole tenant'),
    createdAt: isoDateTime,
  })
  .describe('A class of the tenant');
export type AdminClass = z.infer<typeof adminClassSchema>;

export const adminClassesQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default('').describe('Part of the class name, any case'),
  filter: z.enum(classListFilters).default('all').describe('current, upcoming, past (not closed), closed, or all'),
  page,
});
export type AdminClassesQuery = z.infer<typeof adminClassesQuerySchema>;

export const adminClassesSchema = z.object({ items: z.array(adminClassSchema), page: z.number().int(), pageCount: z.number().int(), total: z.number().int() });
export type AdminClasses = z.infer<typeof adminClassesSchema>;

const adminClassProgramSchema = z.object({
  id: z.string().describe('The class program id'),
  programId: z.string(),
  name: z.string(),
  state: z.string().describe('The program’s state: DRAFT, PUBLISHED, CLOSED'),
  order: z.number().int(),
  startAt: isoDateTime.nullable().describe('Its own opening date; null: the class’s'),
  expireAt: isoDateTime.nullable().describe('Its own closing date; null: the class’s'),
  opening: z.object({ from: isoDateTime.nullable(), to: isoDateTime.nullable() }).describe('The class window narrowed by its own dates'),
  startedLessons: z.number().int().describe('Lessons of it that learners have opened: a program with any cannot be removed'),
});
export type AdminClassProgram = z.infer<typeof adminClassProgramSchema>;

export const adminClassDetailSchema = adminClassSchema.extend({ programs: z.array(adminClassProgramSchema).describe('In their order') });
export type AdminClassDetail = z.infer<typeof adminClassDetailSchema>;

export const adminClassParamsSchema = z.strictObject({ id: guidField.describe('Class id') });
export const adminClassProgramParamsSchema = z.strictObject({ id: guidField.describe('Class id'), classProgramId: guidField.describe('Class program id') });
export const adminClassMemberParamsSchema = z.strictObject({ id: guidField.describe('Class id'), userId: guidField.describe('User id') });

const name = z.string().trim().min(classNameLength.min).max(classNameLength.max);

export const createAdminClassBodySchema = z.strictObject({
  name,
  startAt: instant.nullable(),
  expireAt: instant.nullable().describe('After startAt'),
  mobileAllowed: z.boolean().default(true),
  companyId: guidField
    .nullable()
    .default(null)
    .describe("The company the class belongs to; null: the whole tenant's (its system admin only: a company admin names one of their companies)"),
});
export type CreateAdminClassBody = z.infer<typeof createAdminClassBodySchema>;

export const updateAdminClassBodySchema = z
  .strictObject({
    name: name.optional(),
    startAt: instant.nullable().optional(),
    expireAt: instant.nullable().optional(),
    mobileAllowed: z.boolean().optional(),
    closed: z.boolean().optional().describe('true closes the class, false opens it again'),
    companyId: guidField.nullable().optional().describe('Moves the class to another company (null: the whole tenant, by its system admin only)'),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateAdminClassBody = z.infer<typeof updateAdminClassBodySchema>;

const programWindow = {
  startAt: instant.nullable().default(null).describe('null: opens with the class'),
  expireAt: instant.nullable().default(null).describe('null: closes with the class'),
};

export const addClassProgramBodySchema = z.strictObject({ programId: guidField.describe('A program of the tenant'), ...programWindow });
export type AddClassProgramBody = z.infer<typeof addClassProgramBodySchema>;

export const updateClassProgramBodySchema = z.strictObject({ startAt: instant.nullable(), expireAt: instant.nullable() });
export type UpdateClassProgramBody = z.infer<typeof updateClassProgramBodySchema>;

export const classProgramOrderBodySchema = z.strictObject({
  classProgramIds: z.array(guidField).max(200).describe('Every program of the class, each once, in the new order'),
});

export const adminClassMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: z.enum(classMemberRoles),
  deactivated: z.boolean(),
  enrolledAt: isoDateTime,
});
export type AdminClassMember = z.infer<typeof adminClassMemberSchema>;

export const adminClassMembersQuerySchema = z.strictObject({
  role: z.enum(classMemberRoles).optional().describe('Learners or teachers only; both without it'),
  search: z.string().trim().max(100).default(''),
  page,
});
export type AdminClassMembersQuery = z.infer<typeof adminClassMembersQuerySchema>;

export const adminClassMembersSchema = z.object({
  items: z.array(adminClassMemberSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminClassMembers = z.infer<typeof adminClassMembersSchema>;

export const addClassMemberBodySchema = z.strictObject({ userId: guidField.describe('A user of the tenant'), role: z.enum(classMemberRoles) });

export const updateClassMemberBodySchema = z.strictObject({ role: z.enum(classMemberRoles) });
