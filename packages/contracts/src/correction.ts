import { z } from 'zod';
import { lessonPageSchema } from './lessons';

const guid = z.guid();

export const correctionParamsSchema = z.strictObject({ id: guid.describe('Lesson page id') });
export const correctionQuerySchema = z.object({
  lessonId: guid.optional().describe("When given, must be the page's lesson (else 404)"),
});

/**
 * A learner's page as the trainer's correction screen shows it (SPEC §2
 * /correction): the page view of the lesson's owner, with who answered it.
 */
export const pageCorrectionSchema = z
  .object({
    learner: z.object({ id: z.string(), displayName: z.string() }),
    lessonId: z.string(),
    courseTitle: z.string(),
    nodeTitle: z.string().nullable().describe("The page's title: its course node's, else its block's"),
    page: lessonPageSchema.describe('The page as its learner sees it; `inputs` and `results` are null while it is not answered'),
  })
  .describe("A learner's answered page for correction");
export type PageCorrection = z.infer<typeof pageCorrectionSchema>;
