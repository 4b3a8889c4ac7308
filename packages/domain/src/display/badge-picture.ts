import { type BadgeSize, badgeTypes } from '../dashboard/badges';
import type { Medal } from '../lessons/progress';

/** Badge types with a picture of their own (docs/product/scoring-and-badges.md#badges); any other type shows the generic badge. */
export const badgePictureTypes = [...badgeTypes, 'certification'] as const;
type BadgePictureType = (typeof badgePictureTypes)[number];

/** Rendered sizes in CSS pixels; pictures are vector, so one drawing serves every size. */
export const badgePixels: Record<BadgeSize, number> = { sm: 48, md: 80, lg: 128 };

export interface BadgePicture {
  /** File name (without extension) under the web app's badge pictures (components/pictures/badges): '<type>-<level>'. */
  name: string;
  pixels: number;
}

const hasPicture = (type: string): type is BadgePictureType => (badgePictureTypes as readonly string[]).includes(type);

/** The picture is chosen by type, level and optional size (docs/product/scoring-and-badges.md#badges); 'none' is the grey, not yet earned badge. */
export function badgePicture(type: string, level: Medal, size: BadgeSize = 'md'): BadgePicture {
  // The type is matched whatever its casing: 'pi' and 'PI' draw the same badge.
  const lower = type.toLowerCase();
  const family = hasPicture(lower) ? lower : 'generic';
  return { name: `${family}-${level}`, pixels: badgePixels[size] };
}
