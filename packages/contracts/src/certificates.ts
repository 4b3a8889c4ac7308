import { z } from 'zod';
import { fraction, idField, isoDateTime } from './common';
import { certificationTypeSchema } from './context';
import { signedLinkQuerySchema } from './files';

/** Certificates of certifying courses, their PDF and their public verification. */

const certificationRowSchema = z
  .object({
    lessonId: z.string(),
    certificationRef: z.string(),
    course: z.object({ id: z.string(), title: z.string() }),
    class: z.object({ id: z.string(), name: z.string() }),
    classProgram: z.object({ id: z.string(), program: z.object({ id: z.string(), name: z.string() }) }),
    scoreRatio: fraction,
    score: z.number().int().describe('Out of 1000 (docs/product/scoring-and-badges.md#certificate-score)'),
    percentProgression: z.number().int().describe('0..100'),
    startedAt: isoDateTime.nullable(),
    endedAt: isoDateTime.nullable(),
    available: z.boolean().describe('Ended with a certificationRef (docs/product/lessons.md#lesson-states)'),
    certificateUrl: z.string().nullable().describe('/api/certificates/{lessonId}.pdf when available'),
    credential: z
      .object({
        id: z.string(),
        revokedAt: isoDateTime.nullable(),
        sharePath: z.string().describe('Its public page: /credentials/{id}'),
        documentUrl: z.string().describe('The signed credential: /api/credentials/{id}.json'),
      })
      .nullable()
      .describe('The Open Badges 3.0 credential of the certificate, once earned (docs/credentials.md)'),
  })
  .describe('A certification row (docs/product/data-model.md#display-shapes)');

export const certificatesResponseSchema = z
  .object({
    certificationType: certificationTypeSchema,
    items: z.array(certificationRowSchema).describe('Newest start first'),
  })
  .describe("The learner's certifying lessons (403 when the tenant has no certification access)");
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

export const certificatePdfParamsSchema = z.strictObject({ lessonId: idField });
/** A bearer token, or a signed link from GET certificates/{lessonId}/link; never `?access_token=`. */
export const certificatePdfQuerySchema = signedLinkQuerySchema;
