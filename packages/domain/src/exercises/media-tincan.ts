import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/**
 * Where an xAPI (tincan) activity is launched from: an http(s) URL, or a path
 * of this site (`/api/activities/…`, activities shipped in content packages).
 * Only these: a `javascript:` URL in an iframe would run in the page, and a
 * protocol-relative `//host` path would leave the site while looking local.
 */
export const activityUrlSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().regex(/^\/(?![/\\])[^\s\\]*$/, 'must be an http(s) URL or a path of this site starting with one /'),
]);

/** An external xAPI (tincan) module embedded in the row. */
export const mediaTincanRowSchema = z.strictObject({
  ...rowFields('media-tincan'),
  url: activityUrlSchema,
});

export const mediaTincan = nonScoredModule('media-tincan', mediaTincanRowSchema);
