import type { Medal } from '../lessons/progress';

/** SPEC §3 badge types with a picture of their own; any other type shows the generic badge. */
export const badgeTypes = ['PI', 'JOB', 'COMPETENCY', 'CERTIFICATION'] as const;
export type BadgeType = (typeof badgeTypes)[number];
export type BadgeSize = 'sm' | 'md' | 'lg';

/** Rendered sizes in CSS pixels; pictures are vector, so one drawing serves every size. */
export const badgePixels: Record<BadgeSize, number> = { sm: 48, md: 80, lg: 128 };

export interface BadgePicture {
  /** File name (without extension) under the web app's badge pictures (components/pictures/badges): '<type>-<level>'. */
  name: string;
  pixels: number;
}

const isBadgeType = (type: string): type is BadgeType => (badgeTypes as readonly string[]).includes(type);

/** SPEC §3 "The picture is chosen by type, level and optional size"; 'none' is the grey, not yet earned badge. */
export function badgePicture(type: string, level: Medal, size: BadgeSize = 'md'): BadgePicture {
  const upper = type.toUpperCase();
  const family = isBadgeType(upper) ? upper.toLowerCase() : 'generic';
  return { name: `${family}-${level}`, pixels: badgePixels[size] };
}
