import type { Medal } from '../lessons/progress';

/**
 * Badges a learner earns as credentials (docs/credentials.md#badges): the levels tab's badges (the
 * global score, a job, a top-level competency: docs/product/scoring-and-badges.md#badges) and the
 * medal a course's lesson ended with.
 */
export const badgeCredentialKinds = ['pi', 'job', 'competency', 'course'] as const;
export type BadgeCredentialKind = (typeof badgeCredentialKinds)[number];
export type EarnedLevel = Exclude<Medal, 'none'>;

/** Where a learner stands on one badge now: its medal (none, not earned). */
export interface BadgeStanding {
  kind: BadgeCredentialKind;
  /** The job's, competency's or course's id; null for pi. */
  refId: string | null;
  subject: string;
  level: Medal;
}

/** A badge earned at a level, with what its standing carried. `key`: the badge at its level, the learner's once (one credential each, ever). */
export type EarnedBadge<S extends BadgeStanding = BadgeStanding> = Omit<S, 'level'> & { level: EarnedLevel; key: string };

const levelRank: Record<EarnedLevel, number> = { gold: 0, silver: 1, bronze: 2 };

/** One credential per learner, badge and level: reaching silver after bronze earns a second one, keeping the first. */
export const badgeKey = (kind: BadgeCredentialKind, refId: string | null, level: EarnedLevel): string =>
  refId === null ? `${kind}:${level}` : `${kind}:${refId}:${level}`;

/** Reads a key back; null for one this version does not write. */
export function parseBadgeKey(key: string): { kind: BadgeCredentialKind; refId: string | null; level: EarnedLevel } | null {
  const parts = key.split(':');
  const kind = badgeCredentialKinds.find((candidate) => candidate === parts[0]);
  const level = parts.at(-1);
  if (kind === undefined || (level !== 'gold' && level !== 'silver' && level !== 'bronze')) return null;
  if (kind === 'pi') return parts.length === 2 ? { kind, refId: null, level } : null;
  return parts.length === 3 && parts[1] !== '' ? { kind, refId: parts[1] ?? null, level } : null;
}

/**
 * The badges earned now, at the level reached: a badge without a medal is not earned, and of a
 * course followed in several classes the best medal counts. Lower levels are not issued on the way
 * up (a learner who reaches gold at once earns gold); those issued earlier stay.
 */
export function earnedBadges<S extends BadgeStanding>(standings: readonly S[]): EarnedBadge<S>[] {
  const best = new Map<string, EarnedBadge<S>>();
  for (const standing of standings) {
    if (standing.level === 'none') continue;
    const badge = `${standing.kind}:${standing.refId ?? ''}`;
    const current = best.get(badge);
    if (current !== undefined && levelRank[current.level] <= levelRank[standing.level]) continue;
    const level: EarnedLevel = standing.level;
    best.set(badge, { ...standing, level, key: badgeKey(standing.kind, standing.refId, level) });
  }
  return [...best.values()];
}

/** The order a learner's badges are listed in: by kind (pi first), then subject, best level first. */
export function compareBadges(
  a: { kind: BadgeCredentialKind; subject: string; level: EarnedLevel },
  b: { kind: BadgeCredentialKind; subject: string; level: EarnedLevel },
  locale: string,
): number {
  return (
    badgeCredentialKinds.indexOf(a.kind) - badgeCredentialKinds.indexOf(b.kind) ||
    a.subject.localeCompare(b.subject, locale) ||
    levelRank[a.level] - levelRank[b.level]
  );
}
