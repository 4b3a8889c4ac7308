import { z } from 'zod';
import { idField } from './common';
import { contactMessageMax } from './message-limits';

export const contactBodySchema = z
  .strictObject({
    recipientId: idField,
    subject: z.string().trim().max(200).default(''),
    message: z.string().trim().min(1).max(contactMessageMax).describe('Required (docs/product/screens-and-routes.md#contact-dialog)'),
    classId: idField.optional(),
  })
  .describe('A message to a teacher of one of my classes');
export type ContactBody = z.input<typeof contactBodySchema>;
