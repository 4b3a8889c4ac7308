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
/** A learner's SCO, as its runtime data stands (packages/domain/src/scorm/scorm-report.ts). */
const scoReportSchema = z.object({
  completion: z.enum(['completed', 'incomplete', 'not attempted', 'unknown']),
  success: z.enum(['passed', 'failed', 'unknown']),
  score: z.object({ scaled: z.number().nullable(), raw: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  totalSeconds: z.number().describe('Every session’s time in the SCO, as it reported it'),
  interactions: z.array(
    z.object({ id: z.string(), type: z.string(), description: z.string(), learnerResponse: z.string(), result: z.string(), correctResponse: z.string() }),
  ),
});

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
    sco: scoReportSchema.nullable().describe("A SCORM page's SCO as the learner left it (docs/scorm.md#the-trainers-view); null on any other page"),
  })
  .describe("A learner's answered page for correction");
export type PageCorrection = z.infer<typeof pageCorrectionSchema>;
