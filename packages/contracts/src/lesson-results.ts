import { badgeTypes } from '@espace/domain/dashboard/badges';
import { pageOutcomes } from '@espace/domain/lessons/lesson-results';
import { z } from 'zod';
import { guidField } from './common';
import { blockTypeSchema, lessonEndDataSchema, medalSchema, scoreSchema } from './lessons';

const resultPageSchema = z.object({
  nodeId: z.string(),
  pageId: z.string().nullable().describe("The learner's page, once opened"),
  title: z.string().nullable().describe("The node's title, else its block's"),
  sectionTitle: z.string().nullable(),
  blockType: blockTypeSchema.nullable(),
  outcome: z.enum(pageOutcomes).describe('right, partly, wrong by the answer’s kind; done without a verdict; unanswered (pageOutcome)'),
  score: scoreSchema.nullable().describe('The points the page earned; null when never answered'),
  reviewable: z.boolean().describe('An answered exercise: GET lessons/:id/pages/:pageId/review shows it with its correction'),
});
export type ResultPage = z.infer<typeof resultPageSchema>;

const resultBadgeSchema = z.object({
  type: z.enum(badgeTypes).describe('pi: the global score; job: the course’s category'),
  title: z.string().nullable().describe('The job’s name; null for pi'),
  icon: z.string().nullable(),
  level: medalSchema.describe('The badge’s medal now'),
  before: medalSchema.describe('Its medal without this lesson’s points (badgeChange)'),
  earned: z.boolean().describe('The lesson raised it to a better medal'),
});
export type ResultBadge = z.infer<typeof resultBadgeSchema>;

/** GET lessons/:id/results: what an ended lesson's results screen shows (docs/product/lessons.md#results). */
export const lessonResultsSchema = z
  .object({
    course: z.object({
      id: z.string(),
      title: z.string(),
      language: z.string().describe('The language the course is written in (BCP 47): its page titles are in it'),
      certifying: z.boolean(),
    }),
    medal: medalSchema.describe("The lesson score's medal (medalOf)"),
    timeSpent: z.number().int().describe('Seconds the learner spent in the lesson (its pings)'),
    pages: z.array(resultPageSchema).describe('The exercise and activity pages, in course order; slides are left out'),
    badges: z.array(resultBadgeSchema).describe('The badges the lesson counts towards: pi, then its course’s job'),
    end: lessonEndDataSchema.describe('The end data the end-of-lesson flow goes on with (score, certificate reference, questions, unlocked lessons)'),
  })
  .describe("An ended lesson's results");
export type LessonResults = z.infer<typeof lessonResultsSchema>;

export const lessonPageParamsSchema = z.strictObject({ id: guidField.describe('Lesson id'), pageId: guidField.describe('Lesson page id') });
