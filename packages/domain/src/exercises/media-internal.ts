import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/** A file of the tenant's library shown in place: image, pdf, audio or video (docs/product/data-model.md#files-and-libraries). */
const mediaInternalRowSchema = z.strictObject({
  ...rowFields('media-internal'),
  appFileId: z.string().min(1),
  description: z.string().optional(),
});

export const mediaInternal = nonScoredModule('media-internal', mediaInternalRowSchema);
