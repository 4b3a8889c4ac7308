import { randomBytes } from 'node:crypto';
import { certificateScore, medalOf } from '@espace/domain/dashboard/scores';
import { displayName } from '@espace/domain/display-name';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Points } from '@espace/domain/dashboard/scores';
import type { Tenant } from '../contexts/context-repository';
import { serverTexts } from '../i18n/server-texts';
import type { CredentialsRepository, StoredCredential } from './credentials-repository';
import type { Issuer } from './issuer';
import { issueCredential, medalNames } from './issue-credential';
import { achievementCredential } from './open-badge';

/** What a certificate shows, with what decides whether it may be issued (the certificates area reads it: certificates-repository.ts). */
export interface CertificateFacts {
  lessonId: string;
  userId: string;
  state: LessonState;
  progress: PageProgress | null;
  certificationRef: string | null;
  score: Points;
  endedAt: Date | null;
  startedAt: Date | null;
  /** `erased`: the account is erased (docs/privacy.md#erasure), its credential names no one. */
  learner: { firstname: string | null; lastname: string | null; username: string | null; email: string; erased: boolean };
  courseId: string;
  courseTitle: string;
  courseDescription: string | null;
  /** The competencies the course's blocks train, in the competencies' order: what the certificate attests. */
  competencies: { id: string; title: string }[];
  className: string;
  programName: string;
}

export interface CertificateCredentialInput {
  tenant: Tenant;
  certificate: CertificateFacts & { certificationRef: string };
  issuer: Issuer;
  repository: CredentialsRepository;
}

/**
 * The Open Badges credential of a certificate earned (docs/credentials.md#issuing), issued the first
 * time anyone needs it (the learner's list, a download, a verification by code) and kept as issued:
 * valid from the day the lesson ended, whenever it was signed. Idempotent: of two issuings at once,
 * the first stored wins and both answer it.
 */
export async function certificateCredentialOf(input: CertificateCredentialInput): Promise<StoredCredential> {
  const { tenant, certificate, repository } = input;
  const existing = await repository.findForCertificate(tenant.id, certificate.lessonId, certificate.certificationRef);
  if (existing) return existing;
  return issueCredential({
    tenant,
    issuer: input.issuer,
    repository,
    row: { userId: certificate.userId, lessonId: certificate.lessonId, certificationRef: certificate.certificationRef, badge: null },
    document: (id, slot) => documentOf(tenant, certificate, id, slot, input.issuer),
    stored: () => repository.findForCertificate(tenant.id, certificate.lessonId, certificate.certificationRef),
  });
}

function documentOf(
  tenant: Tenant,
  certificate: CertificateFacts & { certificationRef: string },
  id: string,
  slot: { listNumber: number; index: number },
  issuer: Issuer,
) {
  // The tenant's document, in its first language, whoever asks first.
  const texts = serverTexts(tenant.settings.locales[0] ?? 'fr');
  const medal = medalOf(certificate.score);
  const medals = medalNames(texts);
  return achievementCredential({
    credentialId: id,
    issuer: issuer.factsOf(tenant),
    earnedAt: certificate.endedAt ?? certificate.startedAt ?? new Date(),
    name: texts.text('credential.name', { kind: texts.text(`credential.kind.${tenant.settings.certificationType}`), course: certificate.courseTitle }),
    learner: certificate.learner.erased
      ? { accountId: certificate.userId, salt: randomBytes(16).toString('hex') }
      : { name: displayName(certificate.learner), email: certificate.learner.email, salt: randomBytes(16).toString('hex') },
    achievement: {
      id: `urn:uuid:${certificate.courseId}`,
      type: 'Certificate',
      title: certificate.courseTitle,
      description: certificate.courseDescription,
      criteria: texts.text('credential.criteria', { course: certificate.courseTitle, program: certificate.programName, tenant: tenant.name }),
    },
    competencies: certificate.competencies,
    score: { value: certificateScore(certificate.score), label: texts.text('credential.score') },
    medal: medal === 'none' ? null : { label: texts.text('credential.medal'), name: medals[medal], names: medals.all },
    status: slot,
  });
}
