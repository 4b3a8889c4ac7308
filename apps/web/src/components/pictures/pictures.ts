import type { BadgeSize } from '@espace/domain/dashboard/badges';
import { badgePicture } from '@espace/domain/display/badge-picture';
import type { Medal } from '@espace/domain/lessons/progress';

type Urls = Record<string, string>;

// URLs only (eager): the pictures themselves load as images when shown.
const badgeUrls: Urls = import.meta.glob<string>('./badges/*.svg', { query: '?url', import: 'default', eager: true });
const iconUrls: Urls = import.meta.glob<string>('./icons/*/*.svg', { query: '?url', import: 'default', eager: true });

const byName = (urls: Urls, pattern: RegExp): Map<string, string> =>
  new Map(
    Object.entries(urls).flatMap(([path, url]) => {
      const name = pattern.exec(path)?.[1];
      return name === undefined ? [] : [[name, url] as const];
    }),
  );

const badges = byName(badgeUrls, /\/([^/]+)\.svg$/);
/** 'competencies/maths', 'jobs/retail', 'general/star' and, for short, 'maths', 'retail', 'star'. */
const icons = new Map([...byName(iconUrls, /icons\/([^/]+\/[^/]+)\.svg$/), ...byName(iconUrls, /\/([^/]+)\.svg$/)]);

interface Picture {
  url: string;
  pixels: number;
}

/** The drawn badge for a type, a level and a size (docs/product/scoring-and-badges.md#badges). */
export function badgeImage(type: string, level: Medal, size?: BadgeSize): Picture {
  const { name, pixels } = badgePicture(type, level, size);
  return { url: badges.get(name) ?? badges.get(`generic-${level}`) ?? '', pixels };
}

/** An icon of the sets (docs/product/data-model.md#icon-sets) by name; an unknown or missing name falls back to the set's default. */
export function iconUrl(name: string | null, fallback: 'competencies' | 'jobs'): string {
  const known = name === null ? undefined : icons.get(name.toLowerCase());
  return known ?? icons.get(fallback === 'jobs' ? 'general/trophy' : 'general/star') ?? '';
}
