import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/** Authored rich text; the web app sanitises it when rendering, like every html field. */
const wysiwygRowSchema = z.strictObject({
  ...rowFields('wysiwyg'),
  html: z.string(),
});

export const wysiwyg = nonScoredModule('wysiwyg', wysiwygRowSchema);
