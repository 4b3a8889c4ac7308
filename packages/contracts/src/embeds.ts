import { z } from 'zod';
import { blockTypeSchema, pageProgressSchema, scoreSchema } from './lessons';

/**
 * Cross-window messages between the back-office and the embedded preview and
 * correction screens (docs/product/screens-and-routes.md#preview-and-correction, docs/embeds.md). The block itself is only
 * outlined here: the preview checks it against the domain block schema,
 * which knows every row type.
 */
const embedScreenSchema = z.enum(['preview', 'correction']);
export type EmbedScreen = z.infer<typeof embedScreenSchema>;

const previewBlockSchema = z.looseObject({
  type: blockTypeSchema,
  content: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()).optional(),
});

const termSchema = z.object({ id: z.string(), title: z.string(), words: z.array(z.string()), definition: z.string() });

export const backofficeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('espace:session'), accessToken: z.string().min(1) }),
  z.object({
    type: z.literal('espace:preview'),
    block: previewBlockSchema.describe('The full block, expected answers included'),
    courseType: z.object({ hints: z.boolean(), feedbacks: z.boolean() }).optional(),
    terms: z.array(termSchema).optional(),
  }),
  z.object({ type: z.literal('espace:correction'), pageId: z.string().min(1), lessonId: z.string().min(1).optional() }),
  z.object({ type: z.literal('espace:reset') }),
]);
export type BackofficeMessage = z.infer<typeof backofficeMessageSchema>;

export const embedMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('espace:ready'), screen: embedScreenSchema }),
  z.object({ type: z.literal('espace:resize'), height: z.number().nonnegative() }),
  z.object({ type: z.literal('espace:checked'), scoring: scoreSchema, progress: pageProgressSchema }),
  z.object({ type: z.literal('espace:error'), code: z.string().min(1).describe('An error code (docs/product/errors.md#catalogue), e.g. BAD_REQUEST') }),
]);
export type EmbedMessage = z.infer<typeof embedMessageSchema>;
