import { badgeSizes, badgeTypes, deltaSigns } from '@espace/domain/dashboard/badges';
import { statsBuckets, statsPeriods } from '@espace/domain/dashboard/stats';
import { z } from 'zod';
import { fraction, isoDateTime } from './common';
import { medalSchema, scoreSchema } from './lessons';

/** The learner's dashboard: levels (badges, competencies, jobs) and statistics. See docs/dashboard.md. */

// ---------------------------------------------------------------- Levels

const badgeTypeSchema = z.enum(badgeTypes);

const badgeSchema = z
  .object({
    type: badgeTypeSchema.describe('pi: the global score; job: a course category; competency: a top-level competency'),
    refId: z.string().nullable().describe('The job or competency id (null for pi)'),
    label: z.string().describe('The job or competency title ("" for pi)'),
    icon: z.string().nullable(),
    level: medalSchema.describe('The medal of the done fraction (docs/product/scoring-and-badges.md#medals)'),
    size: z.enum(badgeSizes),
    done: fraction,
    delta: z.number().describe('done minus the done of the last record before today; signed fraction'),
    deltaSign: z.enum(deltaSigns),
  })
  .describe('Badge display configuration (docs/product/data-model.md#display-shapes)');
export type Badge = z.infer<typeof badgeSchema>;

const competencyRatioSchema = z.object({
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

const jobScoreSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  score: z.number().int().describe('Out of 100 (docs/product/scoring-and-badges.md#job-score)'),
  ratio: fraction,
});

export const levelsResponseSchema = z
  .object({
    global: z.object({ score: scoreSchema, ratio: fraction, medal: medalSchema }),
    badges: z.array(badgeSchema),
    competencies: z.array(competencyRatioSchema).describe('The competency tree, flattened depth-first by order'),
    generic: z
      .object({
        competency: competencyRatioSchema,
        reportingLevel: z.number().int().describe('1 by default (docs/product/scoring-and-badges.md#competency-ratios)'),
        items: z.array(competencyRatioSchema).describe('The generic competency’s descendants at the reporting level'),
      })
      .nullable(),
    jobs: z.array(jobScoreSchema).describe('Course categories (themes) with the learner’s score out of 100'),
    progressRate: z.object({ fraction: fraction.describe('Mean progression over the learner’s lessons that are not HIDDEN') }),
    lastRecordAt: isoDateTime.nullable().describe('The record deltas compare with'),
  })
  .describe("The learner's levels: badges, competencies, jobs and progress rate");
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;

// ---------------------------------------------------------------- Stats

const statsPeriodSchema = z.enum(statsPeriods);
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;
export const statsQuerySchema = z.object({ period: statsPeriodSchema.default('1m') });

const statsPointSchema = z.object({
  start: isoDateTime.describe('Bucket start (UTC)'),
  timeSpent: z.number().int().describe('Seconds spent on pages started in the bucket'),
  pagesDone: z.number().int().describe('Pages completed in the bucket'),
  score: scoreSchema.describe('Points of the pages answered in the bucket'),
  scoreRatio: fraction,
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

export const statsResponseSchema = z
  .object({
    period: statsPeriodSchema,
    bucket: z.enum(statsBuckets),
    from: isoDateTime,
    to: isoDateTime,
    points: z.array(statsPointSchema),
    totals: statsPointSchema.omit({ start: true }),
  })
  .describe("The learner's activity over the period, from lesson pages");
export type StatsResponse = z.infer<typeof statsResponseSchema>;
