import { z } from 'zod';
import { myClassSchema } from './classes';
import { signedLinkQuerySchema } from './files';
import { lessonStateSchema, pageProgressSchema, scoreSchema } from './lessons';

/**
 * Home and dashboard (issue 6): the learner's classes with their lessons, the
 * levels, statistics, certificates, contacting a teacher, documents by mail
 * and uploads. See docs/dashboard.md.
 */

const guid = z.string().max(64);
const isoDate = z.string().describe('ISO 8601 date-time');
const fraction = z.number().describe('Fraction in [0, 1]');
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const medalSchema = z.enum(['none', 'bronze', 'silver', 'gold']);
export type MedalLevel = z.infer<typeof medalSchema>;

// ---------------------------------------------------------------- My classes

export const myClassesFilterSchema = z.enum(['all', 'upcoming', 'past']);
export type MyClassesFilter = z.infer<typeof myClassesFilterSchema>;

export const myClassesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(5).describe('SPEC §9 Dashboard page size: 5'),
    filter: myClassesFilterSchema
      .default('all')
      .describe('upcoming: the class starts later; past: the class window is over; all: every class not expired'),
    competencyId: guid.optional().describe('Only classes with a course exercising this competency (or one under it)'),
    programId: guid.optional().describe('Only classes holding this program'),
    search: z.string().trim().max(200).optional().describe('Case-insensitive, in class, program and course names'),
    mobile: booleanQuery.optional().describe('true: only classes whose settings.mobile.allowed is not false'),
  })
  .describe("Paging and filters of the learner's classes");
export type MyClassesQuery = z.input<typeof myClassesQuerySchema>;

export const myLessonSchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    programCourseId: z.string(),
    classProgramId: z.string(),
    state: lessonStateSchema,
    progress: pageProgressSchema.nullable(),
    progression: fraction.describe('Mean over sections of the completed-page share, ONGOING counting half (1 when COMPLETED)'),
    scoring: z.object({ global: scoreSchema }),
    scoreRatio: fraction,
    medal: medalSchema,
    certificationRef: z.string().nullable(),
    startAt: isoDate.nullable(),
    startedAt: isoDate.nullable(),
    endedAt: isoDate.nullable(),
    timeLimit: z.number().int().nullable().describe('Seconds'),
    ended: z.boolean().describe('SPEC §4: SKIPPED or COMPLETED'),
  })
  .describe("One of the learner's lessons in a class");
export type MyLesson = z.infer<typeof myLessonSchema>;

export const myClassWithLessonsSchema = myClassSchema.extend({
  lessons: z.array(myLessonSchema).describe("The learner's lessons in this class, in class program then course order"),
});
export type MyClassWithLessons = z.infer<typeof myClassWithLessonsSchema>;

export const myClassesPageSchema = z
  .object({
    items: z.array(myClassWithLessonsSchema),
    total: z.number().int().describe('Classes matching the filters'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe("One page of the learner's classes (as STUDENT), newest enrolment first; answered 304 when If-None-Match matches");
export type MyClassesPage = z.infer<typeof myClassesPageSchema>;

// ---------------------------------------------------------------- Levels

export const badgeTypeSchema = z.enum(['pi', 'job', 'competency']);

export const badgeSchema = z
  .object({
    type: badgeTypeSchema.describe('pi: the global score; job: a course category; competency: a top-level competency'),
    refId: z.string().nullable().describe('The job or competency id (null for pi)'),
    label: z.string().describe('The job or competency title ("" for pi)'),
    icon: z.string().nullable(),
    level: medalSchema.describe('SPEC §9 Medals of the done fraction'),
    size: z.enum(['sm', 'md', 'lg']),
    done: fraction,
    delta: z.number().describe('done minus the done of the last record before today; signed fraction'),
    deltaSign: z.enum(['positive', 'negative', 'zero']),
  })
  .describe('SPEC §3 Badge display configuration');
export type Badge = z.infer<typeof badgeSchema>;

export const competencyRatioSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  icon: z.string().nullable(),
  isGeneric: z.boolean(),
  depth: z.number().int().describe('0 for a root competency'),
  score: scoreSchema.describe('Points over the learner’s answered pages of this competency and those under it'),
  ratio: fraction,
});
export type CompetencyRatio = z.infer<typeof competencyRatioSchema>;

export const jobScoreSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  score: z.number().int().describe('Out of 100 (SPEC §9 Job score)'),
  ratio: fraction,
});
export type JobScore = z.infer<typeof jobScoreSchema>;

export const levelsResponseSchema = z
  .object({
    global: z.object({ score: scoreSchema, ratio: fraction, medal: medalSchema }),
    badges: z.array(badgeSchema),
    competencies: z.array(competencyRatioSchema).describe('The competency tree, flattened depth-first by order'),
    generic: z
      .object({
        competency: competencyRatioSchema,
        reportingLevel: z.number().int().describe('SPEC §9: 1 by default'),
        items: z.array(competencyRatioSchema).describe('The generic competency’s descendants at the reporting level'),
      })
      .nullable(),
    jobs: z.array(jobScoreSchema).describe('Course categories (themes) with the learner’s score out of 100'),
    progressRate: z.object({ fraction: fraction.describe('Mean progression over the learner’s lessons that are not HIDDEN') }),
    lastRecordAt: isoDate.nullable().describe('The record deltas compare with'),
  })
  .describe("The learner's levels: badges, competencies, jobs and progress rate");
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;

// ---------------------------------------------------------------- Stats

export const statsPeriodSchema = z.enum(['1w', '1m', '3m', '6m', '1y']);
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;
export const statsQuerySchema = z.object({ period: statsPeriodSchema.default('1m') });

export const statsPointSchema = z.object({
  start: isoDate.describe('Bucket start (UTC)'),
  timeSpent: z.number().int().describe('Seconds spent on pages started in the bucket'),
  pagesDone: z.number().int().describe('Pages completed in the bucket'),
  score: scoreSchema.describe('Points of the pages answered in the bucket'),
  scoreRatio: fraction,
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

export const statsResponseSchema = z
  .object({
    period: statsPeriodSchema,
    bucket: z.enum(['day', 'week', 'month']),
    from: isoDate,
    to: isoDate,
    points: z.array(statsPointSchema),
    totals: statsPointSchema.omit({ start: true }),
  })
  .describe("The learner's activity over the period, from lesson pages");
export type StatsResponse = z.infer<typeof statsResponseSchema>;

// ---------------------------------------------------------------- Certificates

export const certificationRowSchema = z
  .object({
    lessonId: z.string(),
    certificationRef: z.string(),
    course: z.object({ id: z.string(), title: z.string() }),
    class: z.object({ id: z.string(), name: z.string() }),
    classProgram: z.object({ id: z.string(), program: z.object({ id: z.string(), name: z.string() }) }),
    scoreRatio: fraction,
    score: z.number().int().describe('Out of 1000 (SPEC §9 Certificate score)'),
    percentProgression: z.number().int().describe('0..100'),
    startedAt: isoDate.nullable(),
    endedAt: isoDate.nullable(),
    available: z.boolean().describe('SPEC §4: ended with a certificationRef'),
    certificateUrl: z.string().nullable().describe('/api/certificates/{lessonId}.pdf when available'),
  })
  .describe('SPEC §3 Certification row');
export type CertificationRow = z.infer<typeof certificationRowSchema>;

export const certificatesResponseSchema = z
  .object({
    certificationType: z.enum(['Certificat', 'Attestation']),
    items: z.array(certificationRowSchema).describe('Newest start first'),
  })
  .describe("The learner's certifying lessons (403 when the tenant has no certification access)");
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

export const certificatePdfParamsSchema = z.strictObject({ lessonId: guid });
/** A bearer token, or a signed link from GET certificates/{lessonId}/link; never `?access_token=`. */
export const certificatePdfQuerySchema = signedLinkQuerySchema;

export const verifyParamsSchema = z.strictObject({ code: z.string().min(1).max(64) });
export const certificateVerificationSchema = z
  .object({
    valid: z.literal(true),
    code: z.string(),
    certificationType: z.enum(['Certificat', 'Attestation']),
    learner: z.string().describe('Display name'),
    course: z.string(),
    program: z.string(),
    class: z.string(),
    date: isoDate.describe('When the lesson ended'),
    score: z.number().int().describe('Out of 1000'),
    tenant: z.object({ name: z.string() }),
  })
  .describe('What a certificate shows (public; 404 for an unknown code)');
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

// ---------------------------------------------------------------- Contact and mail

export const contactBodySchema = z
  .strictObject({
    recipientId: guid,
    subject: z.string().trim().max(200).default(''),
    message: z.string().trim().min(1).max(4999).describe('SPEC §5 Contact message: required'),
    classId: guid.optional(),
  })
  .describe('A message to a teacher of one of my classes');
export type ContactBody = z.input<typeof contactBodySchema>;

export const notifyFilesBodySchema = z
  .strictObject({
    message: z.string().trim().max(4999).optional(),
    fileIds: z.array(guid).min(1).max(20),
  })
  .describe('Mail these files to me as attachments');
export type NotifyFilesBody = z.input<typeof notifyFilesBodySchema>;

/** SPEC §3 AppFile supported types (uploads); activities stay import-only. */
export const uploadMaxBytes = 20 * 1024 * 1024;
