import { EXTRA_TIMES } from '@espace/domain/lessons/time-accommodation';
import { z } from 'zod';

/** WCAG 2.2.1 Timing adjustable (docs/accessibility.md): every time limit × 1.25, × 1.5, × 2, or none. */
const extraTimeSchema = z.enum(EXTRA_TIMES).describe("x1.25, x1.5, x2: every time limit of the class's lessons and pages multiplied; unlimited: no limit");

export const timeAccommodationSchema = z
  .object({
    userId: z.string(),
    extraTime: extraTimeSchema,
    setBy: z.string().nullable().describe('The trainer or admin who set it (null once their account is gone)'),
    updatedAt: z.string(),
  })
  .describe("A learner's time accommodation in one class");
export type TimeAccommodation = z.infer<typeof timeAccommodationSchema>;

export const timeAccommodationListSchema = z.object({ items: z.array(timeAccommodationSchema) });

export const classParamsSchema = z.strictObject({ id: z.guid().describe('Class id') });
export const classLearnerParamsSchema = z.strictObject({ id: z.guid().describe('Class id'), userId: z.guid().describe('A learner (STUDENT) of the class') });

export const setTimeAccommodationBodySchema = z.strictObject({ extraTime: extraTimeSchema });
