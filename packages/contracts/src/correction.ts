import { z } from 'zod';
import { guidField } from './common';
import { lessonPageSchema } from './lessons';

export const correctionParamsSchema = z.strictObject({ id: guidField.describe('Lesson page id') });
export const correctionQuerySchema = z.object({
  lessonId: guidField.optional().describe("When given, must be the page's lesson (else 404)"),
});

const answeredPageRef = z.object({ lessonId: z.string(), pageId: z.string() });

/**
 * A learner's page as the trainer's correction screen shows it (/correction,
 * docs/embeds.md#correction): the page view of the lesson's owner, with who answered it.
 */
export const pageCorrectionSchema = z
  .object({
    learner: z.object({ id: z.string(), displayName: z.string() }),
    classId: z.string().describe("The lesson's class: the trainer space's way back is /formateur/classes/:classId/apprenants/:learnerId"),
    lessonId: z.string(),
    answeredPages: z
      .object({
        previous: answeredPageRef.nullable(),
        next: answeredPageRef.nullable(),
        position: z.number().int().describe('1-based, among the learner’s answered pages of the class'),
        total: z.number().int(),
      })
      .describe("Moving across the learner's answered pages of the class, in course order (docs/trainers.md#screens)"),
    courseTitle: z.string(),
    nodeTitle: z.string().nullable().describe("The page's title: its course node's, else its block's"),
    page: lessonPageSchema.describe('The page as its learner sees it; `inputs` and `results` are null while it is not answered'),
  })
  .describe("A learner's answered page for correction");
export type PageCorrection = z.infer<typeof pageCorrectionSchema>;
