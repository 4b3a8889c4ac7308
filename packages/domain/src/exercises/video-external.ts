import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/**
 * A video of a video-sharing service. Whether the link plays (docs/product/lessons.md#links:
 * watch or short-link pattern) is the player's concern; authoring only
 * requires an http(s) URL.
 */
const videoExternalRowSchema = z.strictObject({
  ...rowFields('video-external'),
  url: z.url({ protocol: /^https?$/ }),
});

export const videoExternal = nonScoredModule('video-external', videoExternalRowSchema);
