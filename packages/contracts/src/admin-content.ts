import { contentStates } from '@espace/domain/content/content-states';
import { z } from 'zod';
import { guidField } from './common';
import { errorIssueSchema } from './errors';

/** The administration's content (docs/administration.md#content): packages uploaded, programs and courses with their states. */

const versionChangesSchema = z
  .object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int(), learnersAffected: z.number().int() })
  .describe('Pages added, changed and removed by a version, and the learners who had started the program');

/** A problem or a warning of a package, by its path in the manifest (or in the zip): the CLI's shape. */
const contentPackageIssueSchema = errorIssueSchema;

export const contentImportSummarySchema = z
  .object({
    programId: z.string(),
    programName: z.string(),
    courses: z.number().int(),
    blocks: z.number().int(),
    nodes: z.number().int(),
    files: z.number().int(),
    terms: z.number().int(),
    warnings: z.array(contentPackageIssueSchema).describe('What learners would miss (a media alternative…): imported anyway'),
    corrected: z.boolean().describe('True when the package corrected a program of the same key'),
    version: z.number().int().describe("The program's version this import published"),
    changes: versionChangesSchema,
  })
  .describe('What an upload imported');
export type ContentImportSummary = z.infer<typeof contentImportSummarySchema>;

const contentStateSchema = z.enum(contentStates);

const adminBlockSchema = z.object({ id: z.string(), title: z.string(), type: z.string() }).describe('A page of a course, in the order learners meet it');

const versionField = z
  .string()
  .describe(
    'The version of what the administration edits of it (its name or title, and its state): send it as If-Match to change it (docs/api.md#document-versions)',
  );

const adminCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: contentStateSchema,
  version: versionField,
  blocks: z.array(adminBlockSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

const adminProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: contentStateSchema,
  version: versionField,
  createdAt: z.string(),
  courses: z.array(adminCourseSchema).describe('In the program’s order'),
});
export type AdminProgram = z.infer<typeof adminProgramSchema>;

export const adminProgramsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default('').describe('Part of the program name, any case; % and _ are letters'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminProgramsQuery = z.infer<typeof adminProgramsQuerySchema>;

export const adminProgramListSchema = z
  .object({
    items: z.array(adminProgramSchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int().describe('Programs matching the search, on every page'),
  })
  .describe("One page of the tenant's programs, newest first");
export type AdminProgramList = z.infer<typeof adminProgramListSchema>;

export const contentStateParamsSchema = z.strictObject({ id: guidField });

/** The longest name of a program or title of a course an admin may give. */
export const contentNameMaxLength = 200;
const contentName = z.string().trim().min(1).max(contentNameMaxLength);
const contentStateChange = contentStateSchema.describe(
  'DRAFT → PUBLISHED → CLOSED, CLOSED → PUBLISHED, PUBLISHED or CLOSED → ARCHIVED → CLOSED; nothing goes back to DRAFT',
);
const somethingToChange = { message: 'send state, a new name, or both' };

export const programChangeBodySchema = z
  .strictObject({
    state: contentStateChange.optional(),
    name: contentName.optional().describe('A new name, not already another program’s in the tenant (PROGRAM_NAME_TAKEN)'),
  })
  .refine((body) => body.state !== undefined || body.name !== undefined, somethingToChange);
export type ProgramChangeBody = z.infer<typeof programChangeBodySchema>;

export const courseChangeBodySchema = z
  .strictObject({ state: contentStateChange.optional(), title: contentName.optional().describe('A new title') })
  .refine((body) => body.state !== undefined || body.title !== undefined, somethingToChange);
export type CourseChangeBody = z.infer<typeof courseChangeBodySchema>;

export const programChangedSchema = adminProgramSchema
  .pick({ id: true, name: true, state: true, version: true })
  .describe('The program as it now is, with its new version');
export type ProgramChanged = z.infer<typeof programChangedSchema>;
export const courseChangedSchema = adminCourseSchema
  .pick({ id: true, title: true, state: true, version: true })
  .describe('The course as it now is, with its new version');
export type CourseChanged = z.infer<typeof courseChangedSchema>;

export const contentPreviewQuerySchema = z.strictObject({
  preview: z.enum(['true', 'false']).default('false').describe('true: check the package and tell what importing it would do, writing nothing'),
  expectedVersion: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe(
      "The program's version the preview was made against (its currentVersion, 0 for a new program): the import is refused with STALE_VERSION when another version was published since",
    ),
});

const previewPageSchema = z.object({ course: z.string().describe("The course's title in the package"), title: z.string().describe("The page's title") });
const previewPagesSchema = z.array(previewPageSchema).describe('In the order learners meet them; at most 100');

export const contentImportPreviewSchema = z
  .object({
    programName: z.string(),
    correctedProgramId: z.string().nullable().describe('The program it would correct (same program key), or null for a new program'),
    currentVersion: z.number().int().describe("The corrected program's latest version, 0 for a new program: send it back as expectedVersion to import"),
    changes: versionChangesSchema,
    pages: z.object({ added: previewPagesSchema, changed: previewPagesSchema, removed: previewPagesSchema }),
    courses: z
      .object({ added: z.array(z.string()), removed: z.array(z.string()) })
      .describe('Courses the correction adds, and courses it takes out of the program (archived: what learners did stays), by title'),
    warnings: z.array(contentPackageIssueSchema),
  })
  .describe('What importing a package would do');
export type ContentImportPreview = z.infer<typeof contentImportPreviewSchema>;

export const programVersionsSchema = z
  .object({
    items: z.array(z.object({ version: z.number().int(), publishedBy: z.string().nullable(), publishedAt: z.string(), changes: versionChangesSchema })),
  })
  .describe("A program's versions, newest first: who published each, when, and what it changed");
export type ProgramVersions = z.infer<typeof programVersionsSchema>;
