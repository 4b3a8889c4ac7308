import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/**
 * An external xAPI (tincan) module embedded in the row. Only http(s) URLs are
 * accepted at authoring: a `javascript:` URL in an iframe would run in the page.
 */
export const mediaTincanRowSchema = z.strictObject({
  ...rowFields('media-tincan'),
  url: z.url({ protocol: /^https?$/ }),
});

export const mediaTincan = nonScoredModule('media-tincan', mediaTincanRowSchema);
