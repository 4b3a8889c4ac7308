import type { AttentionReason } from '@espace/domain/trainer/attention';
import { classPeriods } from '@espace/domain/trainer/class-period';
import { learnerStatuses, rosterSorts, rosterViews } from '@espace/domain/trainer/roster-vocabulary';
import { z } from 'zod';
import { contentStateSchema } from './classes';
import { guidField, isoDateTime, timeZoneField } from './common';
import { lessonStateSchema, pageProgressSchema, scoreSchema } from './lessons';

/** The trainer's space (docs/trainers.md): the classes a trainer follows and their learners. */

/** Checked to lie in [0, 1], where common's `fraction` only describes it so. */
const boundedFraction = z.number().min(0).max(1);
const person = z.object({ id: z.string(), displayName: z.string(), email: z.string() });

export const classParamsSchema = z.strictObject({ classId: guidField });
export const learnerParamsSchema = z.strictObject({ classId: guidField, userId: guidField });
export const learnerRecordParamsSchema = z.strictObject({ classId: guidField, userId: guidField, recordId: guidField });
export const learnerResetParamsSchema = z.strictObject({ classId: guidField, userId: guidField, classProgramId: guidField });

const classPeriodSchema = z.enum(classPeriods);

const trainerClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  startAt: isoDateTime.nullable(),
  expireAt: isoDateTime.nullable(),
  period: classPeriodSchema,
  programs: z.array(z.object({ id: z.string(), name: z.string() })),
  learnerCount: z.number().int(),
  averageProgress: boundedFraction.describe('Mean of the learners’ progress (docs/product/scoring-and-badges.md#progress-rate)'),
  averageScore: z.number().min(0).nullable().describe('Mean of the learners’ score ratios, over those with points to earn; null when none has'),
});
export type TrainerClass = z.infer<typeof trainerClassSchema>;
export const trainerClassesSchema = z.object({ items: z.array(trainerClassSchema) }).describe('The classes I follow, current first, then upcoming, then past');

const day = z.string().describe('A calendar day (YYYY-MM-DD): over at midnight in Europe/Paris');
const attentionReasonSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('overdue'), course: z.string(), dueOn: day.describe('Their due day, extension counted'), daysLate: z.number().int().min(1) }),
    z.object({ kind: z.literal('dueSoon'), course: z.string(), dueOn: day.describe('Their due day, extension counted'), daysLeft: z.number().int().min(0) }),
    z.object({ kind: z.literal('notStarted'), days: z.number().int().min(0).describe('Whole days since their enrolment in the class') }),
    z.object({ kind: z.literal('inactive'), days: z.number().int().min(0).describe('Whole days since their last activity, else their enrolment') }),
    z.object({
      kind: z.literal('failing'),
      course: z.string(),
      score: z.number().int().min(0).max(100).describe('The score of the last certifying course they ended, a whole percentage'),
    }),
  ])
  .describe(
    'overdue, dueSoon (within 3 days), notStarted (7 days after enrolment, no lesson begun), inactive (7 days), failing (the last certifying course ended under 50 %)',
  ) satisfies z.ZodType<AttentionReason>;
export type AttentionReasonContract = z.infer<typeof attentionReasonSchema>;

export const trainerAttentionSchema = z
  .object({
    items: z.array(
      z.object({
        class: z.object({ id: z.string(), name: z.string() }),
        learner: z.object({ id: z.string(), displayName: z.string() }),
        reasons: z.array(attentionReasonSchema).min(1).describe('Most pressing first'),
      }),
    ),
    total: z.number().int().describe('How many learners need attention; the first 50 are listed'),
  })
  .describe('The learners of my open classes who need attention today, by their most pressing reason, then class, then name');
export type TrainerAttention = z.infer<typeof trainerAttentionSchema>;

const rosterViewSchema = z.enum(rosterViews);
const rosterSortSchema = z.enum(rosterSorts);
export const rosterQuerySchema = z.strictObject({
  sort: rosterSortSchema.default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  view: rosterViewSchema.default('all').describe('notStarted, inProgress, finished, or late: no activity for 7 days while the class is open'),
  search: z.string().trim().max(100).default('').describe('Part of the name or email'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RosterQuery = z.infer<typeof rosterQuerySchema>;
export const rosterExportQuerySchema = rosterQuerySchema.omit({ page: true }).extend({
  locale: z
    .enum(['fr', 'en'])
    .default('fr')
    .describe('Language of the headers and values, and the spreadsheet conventions: `;` and a decimal comma in French, `,` and `.` in English'),
  timeZone: timeZoneField.default('UTC').describe('The time zone the dates are written in: the screen’s'),
});
export type RosterExportQuery = z.infer<typeof rosterExportQuerySchema>;

const rosterCourseSchema = z.object({
  programCourseId: z.string(),
  courseId: z.string(),
  title: z.string(),
  programName: z.string(),
  courseState: contentStateSchema,
  programState: contentStateSchema,
  window: z
    .object({ from: isoDateTime.nullable(), to: isoDateTime.nullable() })
    .describe("The class program's opening window (docs/product/lessons.md#opening-window)"),
});
const learnerStatusSchema = z.enum(learnerStatuses);

const rosterRowSchema = z.object({
  learner: person,
  status: learnerStatusSchema,
  late: z.boolean(),
  progress: boundedFraction,
  score: scoreSchema.extend({ ratio: z.number().min(0) }),
  timeSpent: z.number().int().describe('Seconds'),
  lastActivityAt: isoDateTime.nullable(),
  lessons: z.array(
    z.object({ programCourseId: z.string(), lessonId: z.string(), state: lessonStateSchema, progression: boundedFraction, scoreRatio: z.number().min(0) }),
  ),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  startAt: isoDateTime.nullable(),
  expireAt: isoDateTime.nullable(),
  period: classPeriodSchema,
});

export const rosterSchema = z
  .object({
    class: classSummarySchema,
    courses: z.array(rosterCourseSchema).describe('The columns: every course of the class’s programs, in order'),
    items: z.array(rosterRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    viewCounts: z.record(rosterViewSchema, z.number().int()),
  })
  .describe('One page (50 learners) of a class’s roster');
export type Roster = z.infer<typeof rosterSchema>;

const learnerPageSchema = z.object({
  nodeId: z.string(),
  title: z.string().nullable(),
  pageId: z.string().nullable().describe('Null while the learner has not opened it'),
  progress: pageProgressSchema.nullable(),
  answered: z.boolean().describe('An answer was sent: the page opens in the correction screen'),
  score: scoreSchema.nullable(),
  answeredAt: isoDateTime.nullable(),
});

const learnerAttemptSchema = z.object({
  number: z.number().int().min(1),
  endedAt: isoDateTime.nullable().describe('When the reset that ended it happened; null when it was not recorded'),
  score: scoreSchema.describe('The points of its answered pages'),
  pages: z.array(learnerPageSchema.omit({ pageId: true })).describe('The pages the learner opened, in course order'),
});

const learnerLessonSchema = z.object({
  id: z.string(),
  classProgramId: z.string(),
  programName: z.string(),
  courseTitle: z.string(),
  state: lessonStateSchema,
  progression: boundedFraction,
  score: scoreSchema,
  timeSpent: z.number().int(),
  startedAt: isoDateTime.nullable(),
  endedAt: isoDateTime.nullable(),
  pages: z.array(learnerPageSchema).describe('In course order'),
  earlierAttempts: z.array(learnerAttemptSchema).describe('The attempts resets ended, oldest first; the current one is numbered after them'),
});

/** Why the learner's program cannot be reset now (programResetRefusal), or null. */
const resetRefusalSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('programClosed') }),
    z.object({ kind: z.literal('coursesClosed'), courses: z.array(z.string()).describe('The titles of the closed courses') }),
  ])
  .nullable()
  .describe('Null when a reset may go ahead; else it answers CONTENT_CLOSED, the program or some of its courses being closed (docs/product/lessons.md#reset)');

export const learnerInClassSchema = z
  .object({
    class: classSummarySchema,
    learner: person,
    classPrograms: z.array(z.object({ id: z.string(), programName: z.string(), resetRefusal: resetRefusalSchema })),
    lessons: z.array(learnerLessonSchema),
  })
  .describe('A learner of a class I follow: their lessons and pages');
export type LearnerInClass = z.infer<typeof learnerInClassSchema>;

const logbookEntry = z.object({
  id: z.string(),
  title: z.string().nullable(),
  message: z.string(),
  createdAt: isoDateTime,
  author: z.object({ id: z.string(), displayName: z.string() }),
  attachmentCount: z.number().int(),
});
export const learnerLogbookSchema = z
  .object({ items: z.array(logbookEntry.extend({ replies: z.array(logbookEntry) })) })
  .describe('A learner’s log-book notes with their replies, oldest first');
export type LearnerLogbook = z.infer<typeof learnerLogbookSchema>;
export const logbookReplyBodySchema = z.strictObject({ message: z.string().trim().min(1).max(4000) });
export const logbookReplySchema = logbookEntry.describe('The reply, as the learner sees it in their log-book');
