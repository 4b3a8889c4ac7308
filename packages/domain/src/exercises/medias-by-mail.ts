import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/** Documents the learner can ask to receive by mail (docs/product/accounts.md#documents-by-mail). */
const mediasByMailRowSchema = z.strictObject({
  ...rowFields('medias-by-mail'),
  attachmentIds: z.array(z.string().min(1)).min(1),
});

export const mediasByMail = nonScoredModule('medias-by-mail', mediasByMailRowSchema);
