import { randomBytes, randomUUID } from 'node:crypto';
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
import { achievementCredential } from './open-badge';

/**
 * The namespace of badge achievements' ids: with the tenant and the badge's key it names one
 * achievement per badge and level, the same in every learner's credential (an Open Badges
 * Achievement is what many earn).
 */
const ACHIEVEMENT_NAMESPACE = '308e7552-16f0-47a7-b3a5-95799c8fca1a';

/** Signing again with another status index: as for certificates (certificate-credentials.ts). */
const ATTEMPTS = 5;

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
  const issued = new Set((await repository.listForUser(tenant.id, userId, 'badges')).map((stored) => stored.badge));
  const standings = await input.standings();
  const missing = earnedBadges(standings).filter((badge) => !issued.has(badge.key));
  const learner = missing.length === 0 ? undefined : await input.learner();
  if (learner !== undefined) for (const badge of missing) await issueBadge({ ...input, learner, badge });
  const locale = tenant.settings.locales[0] ?? 'fr';
  // What each badge is of, as it is called now (a renamed job shows its new name beside the name as issued).
  const subjects = new Map(standings.map((standing) => [`${standing.kind}:${standing.refId ?? ''}`, standing.subject]));
  const items = (await repository.listForUser(tenant.id, userId, 'badges')).flatMap((stored) => {
    const row = badgeRow(stored, subjects);
    return row === null ? [] : [row];
  });
  return { items: items.sort((a, b) => compareBadges(a, b, locale)) };
}

async function issueBadge(input: BadgeCredentialsInput & { learner: Learner; badge: EarnedBadge<BadgeStandingOf> }): Promise<StoredCredential> {
  const { tenant, repository, badge } = input;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const slot = await input.issuer.statusSlot(tenant);
    const id = randomUUID();
    const document = await input.issuer.sign(tenant, documentOf(input, id, slot));
    const stored = await repository.insert(tenant.id, {
      id,
      userId: input.userId,
      lessonId: badge.lesson?.id ?? null,
      certificationRef: null,
      badge: badge.key,
      statusListId: slot.listId,
      statusIndex: slot.index,
      document,
    });
    const credential = stored ? await repository.find(tenant.id, id) : await repository.findForBadge(tenant.id, input.userId, badge.key);
    if (credential) return credential;
  }
  throw new Error(`No free status list index for a credential after ${ATTEMPTS} attempts`);
}

function documentOf(
  input: BadgeCredentialsInput & { learner: Learner; badge: EarnedBadge<BadgeStandingOf> },
  id: string,
  slot: { listNumber: number; index: number },
) {
  const { tenant, badge } = input;
  // The tenant's document, in its first language, as a certificate's.
  const texts = serverTexts(tenant.settings.locales[0] ?? 'fr');
  const medalNames = {
    bronze: texts.text('credential.medals.bronze'),
    silver: texts.text('credential.medals.silver'),
    gold: texts.text('credential.medals.gold'),
  };
  const subject = badge.kind === 'pi' ? texts.text('credential.badge.pi') : badge.subject;
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
    name: texts.text('credential.badge.name', { level: medalNames[badge.level], subject }),
    learner: { name: displayName(input.learner), email: input.learner.email, salt: randomBytes(16).toString('hex') },
    achievement: {
      id: `urn:uuid:${nameBasedUuid(`${tenant.id}:${badge.key}`, ACHIEVEMENT_NAMESPACE)}`,
      type: 'Badge',
      title: texts.text('credential.badge.name', { level: medalNames[badge.level], subject }),
      description: texts.text(`credential.badge.description.${badge.kind}`, facts),
      criteria: texts.text(`credential.badge.criteria.${badge.kind}`, facts),
    },
    competencies: badge.kind === 'competency' && badge.refId !== null ? [{ id: badge.refId, title: badge.subject }] : [],
    score: null,
    medal: { label: texts.text('credential.medal'), name: medalNames[badge.level], names: [medalNames.bronze, medalNames.silver, medalNames.gold] },
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
