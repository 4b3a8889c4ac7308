import { randomBytes } from 'node:crypto';
import type { BadgeCredential } from '@espace/contracts/credentials';
import { compareBadges, type EarnedBadge, earnedBadges, parseBadgeKey } from '@espace/domain/credentials/earned-badges';
import { displayName } from '@espace/domain/display-name';
import { v5 as nameBasedUuid } from 'uuid';
import type { Tenant } from '../contexts/context-repository';
import type { BadgeStandingOf } from '../dashboard/badge-standings';
import { AppError } from '../http/app-error';
import { serverTexts } from '../i18n/server-texts';
import type { CredentialsRepository, StoredCredential } from './credentials-repository';
import type { Issuer } from './issuer';
import { issueCredential, medalNames } from './issue-credential';
import { achievementCredential } from './open-badge';

/**
 * The namespace of badge achievements' ids: with the tenant and the badge's key it names one
 * achievement per badge and level, the same in every learner's credential (an Open Badges
 * Achievement is what many earn).
 */
const ACHIEVEMENT_NAMESPACE = '308e7552-16f0-47a7-b3a5-95799c8fca1a';

export interface Learner {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
}

interface BadgeCredentialsInput {
  tenant: Tenant;
  userId: string;
  issuer: Issuer;
  repository: CredentialsRepository;
}

/** Badges are credentials only where the tenant switches it on (docs/product/accounts.md#tenant-switches). */
function assertBadgeCredentials(tenant: Tenant): void {
  if (!tenant.settings.badgeCredentials) throw new AppError('Forbidden');
}

/**
 * The learner's badges as credentials (docs/credentials.md#badges), those earned since the last read
 * issued now, one by one, each once ever (of two issuings at once, the first stored stays).
 */
export async function listBadgeCredentials(
  input: BadgeCredentialsInput & { standings: () => Promise<BadgeStandingOf[]>; learner: () => Promise<Learner | undefined> },
): Promise<{ items: BadgeCredential[] }> {
  const { tenant, userId, repository } = input;
  assertBadgeCredentials(tenant);
  const [before, standings] = await Promise.all([repository.listForUser(tenant.id, userId, 'badges'), input.standings()]);
  const issued = new Set(before.map((stored) => stored.badge));
  const missing = earnedBadges(standings).filter((badge) => !issued.has(badge.key));
  const learner = missing.length === 0 ? undefined : await input.learner();
  if (learner !== undefined) for (const badge of missing) await issueBadge({ ...input, learner, badge });
  const locale = tenant.settings.locales[0] ?? 'fr';
  // What each badge is of, as it is called now (a renamed job shows its new name beside the name as issued).
  const subjects = new Map(standings.map((standing) => [`${standing.kind}:${standing.refId ?? ''}`, standing.subject]));
  // Read again only when some were issued now.
  const all = learner === undefined ? before : await repository.listForUser(tenant.id, userId, 'badges');
  const items = all.flatMap((stored) => {
    const row = badgeRow(stored, subjects);
    return row === null ? [] : [row];
  });
  return { items: items.sort((a, b) => compareBadges(a, b, locale)) };
}

function issueBadge(input: BadgeCredentialsInput & { learner: Learner; badge: EarnedBadge<BadgeStandingOf> }): Promise<StoredCredential> {
  const { tenant, userId, repository, badge } = input;
  return issueCredential({
    tenant,
    issuer: input.issuer,
    repository,
    row: { userId, lessonId: badge.lesson?.id ?? null, certificationRef: null, badge: badge.key },
    document: (id, slot) => documentOf(input, id, slot),
    stored: () => repository.findForBadge(tenant.id, userId, badge.key),
  });
}

function documentOf(
  input: BadgeCredentialsInput & { learner: Learner; badge: EarnedBadge<BadgeStandingOf> },
  id: string,
  slot: { listNumber: number; index: number },
) {
  const { tenant, badge } = input;
  // The tenant's document, in its first language, as a certificate's.
  const texts = serverTexts(tenant.settings.locales[0] ?? 'fr');
  const medals = medalNames(texts);
  const subject = badge.kind === 'pi' ? texts.text('credential.badge.pi') : badge.subject;
  const name = texts.text('credential.badge.name', { level: medals[badge.level], subject });
  const facts = {
    subject,
    tenant: tenant.name,
    medal: texts.text(`credential.badge.medals.${badge.level}`),
    share: texts.text(`credential.badge.share.${badge.level}`),
  };
  return achievementCredential({
    credentialId: id,
    issuer: input.issuer.factsOf(tenant),
    // A course's medal was earned when its lesson ended; a level, when it is first seen reached.
    earnedAt: badge.lesson?.endedAt ?? new Date(),
    name,
    learner: { name: displayName(input.learner), email: input.learner.email, salt: randomBytes(16).toString('hex') },
    achievement: {
      id: `urn:uuid:${nameBasedUuid(`${tenant.id}:${badge.key}`, ACHIEVEMENT_NAMESPACE)}`,
      type: 'Badge',
      // The badge at its level is the achievement: its name is the credential's.
      title: name,
      description: texts.text(`credential.badge.description.${badge.kind}`, facts),
      criteria: texts.text(`credential.badge.criteria.${badge.kind}`, facts),
    },
    competencies: badge.kind === 'competency' && badge.refId !== null ? [{ id: badge.refId, title: badge.subject }] : [],
    score: null,
    medal: { label: texts.text('credential.medal'), name: medals[badge.level], names: medals.all },
    status: slot,
  });
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A badge credential as the learner's list shows it; null for a key this version does not read. */
function badgeRow(stored: StoredCredential, subjects: ReadonlyMap<string, string>): BadgeCredential | null {
  const parsed = stored.badge === null ? null : parseBadgeKey(stored.badge);
  if (parsed === null) return null;
  const subject = stored.document.credentialSubject as { achievement?: { name?: unknown } } | undefined;
  const validFrom = typeof stored.document.validFrom === 'string' ? new Date(stored.document.validFrom) : stored.issuedAt;
  return {
    id: stored.id,
    kind: parsed.kind,
    subject: subjects.get(`${parsed.kind}:${parsed.refId ?? ''}`) ?? '',
    level: parsed.level,
    name: typeof subject?.achievement?.name === 'string' ? subject.achievement.name : '',
    earnedAt: validFrom.toISOString(),
    revokedAt: iso(stored.revokedAt),
    sharePath: `/credentials/${stored.id}`,
    documentUrl: `/api/credentials/${stored.id}.json`,
  };
}
