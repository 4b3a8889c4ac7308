import type { CertificatesResponse } from '@espace/contracts/certificates';
import type { SignedLink } from '@espace/contracts/files';
import { certificateScore, medalOf } from '@espace/domain/dashboard/scores';
import { displayName } from '@espace/domain/display-name';
import { canDownloadCertificate, scoreRatio } from '@espace/domain/lessons/progress';
import { ownAssetName } from '../contexts/context-assets';
import type { ContextRepository, Tenant } from '../contexts/context-repository';
import { credentialOfCertificate, issuableCertificate, medalColours } from '../credentials/credentials';
import type { CredentialsRepository, StoredCredential } from '../credentials/credentials-repository';
import type { Issuer } from '../credentials/issuer';
import type { LearnerLessonRow, LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { lessonProgressions } from '../dashboard/lesson-progressions';
import { type SignedLinks, signedPath } from '../files/signed-links';
import { AppError, NotFoundError } from '../http/app-error';
import { serverTexts } from '../i18n/server-texts';
import { onFirstUse } from '../on-first-use';
import { renderCertificatePdf } from './certificate-pdf';
import type { CertificateFacts, CertificatesRepository } from './certificates-repository';

/** Certificates exist only where the tenant grants certification access (docs/product/accounts.md#tenant-switches). */
function assertCertificationAccess(tenant: Tenant): void {
  if (!tenant.settings.certificationAccess) throw new AppError('Forbidden');
}

const certificatePath = (lessonId: string) => `/api/certificates/${lessonId}.pdf`;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * Every lesson of mine with a certificationRef, newest start first (docs/product/screens-and-routes.md#certificates),
 * each certificate earned with its credential (issued here the first time: docs/credentials.md#issuing).
 */
export async function listCertificates(input: {
  tenant: Tenant;
  userId: string;
  lessons: LearnerLessonsRepository;
  certificates: CertificatesRepository;
  issuer: Issuer;
  credentials: CredentialsRepository;
}): Promise<CertificatesResponse> {
  assertCertificationAccess(input.tenant);
  const lessons = await input.lessons.listCertifying(input.tenant.id, input.userId);
  const progressions = await lessonProgressions(input.tenant.id, lessons, input.lessons);
  const credentials = await credentialsOf(input, lessons);
  return {
    certificationType: input.tenant.settings.certificationType,
    items: lessons.map((lesson) => {
      const available = canDownloadCertificate(lesson);
      return {
        lessonId: lesson.id,
        certificationRef: lesson.certificationRef ?? '',
        course: { id: lesson.courseId, title: lesson.courseTitle },
        class: { id: lesson.classId, name: lesson.className },
        classProgram: { id: lesson.classProgramId, program: { id: lesson.programId, name: lesson.programName } },
        scoreRatio: Math.min(1, Math.max(0, scoreRatio(lesson.score))),
        score: certificateScore(lesson.score),
        percentProgression: Math.round(100 * (progressions.get(lesson.id) ?? 0)),
        startedAt: iso(lesson.startedAt),
        endedAt: iso(lesson.endedAt),
        available,
        certificateUrl: available ? certificatePath(lesson.id) : null,
        credential: credentialRow(credentials.get(`${lesson.id}:${lesson.certificationRef}`)),
      };
    }),
  };
}

/** The credentials of the certificates earned among `lessons`, by lesson and reference; those never issued are issued now, one by one (once each, ever). */
async function credentialsOf(
  input: { tenant: Tenant; userId: string; certificates: CertificatesRepository; issuer: Issuer; credentials: CredentialsRepository },
  lessons: readonly LearnerLessonRow[],
): Promise<Map<string, StoredCredential>> {
  const byCertificate = new Map(
    (await input.credentials.listForUser(input.tenant.id, input.userId, 'certificates')).map((stored) => [
      `${stored.lessonId}:${stored.certificationRef}`,
      stored,
    ]),
  );
  for (const lesson of lessons) {
    if (!canDownloadCertificate(lesson) || byCertificate.has(`${lesson.id}:${lesson.certificationRef}`)) continue;
    const certificate = issuableCertificate(input.tenant, await input.certificates.findForLearner(input.tenant.id, input.userId, lesson.id));
    if (certificate === null) continue;
    const stored = await credentialOfCertificate({ tenant: input.tenant, issuer: input.issuer, repository: input.credentials, certificate });
    byCertificate.set(`${stored.lessonId}:${stored.certificationRef}`, stored);
  }
  return byCertificate;
}

const credentialRow = (stored: StoredCredential | undefined) =>
  stored === undefined
    ? null
    : { id: stored.id, revokedAt: iso(stored.revokedAt), sharePath: `/credentials/${stored.id}`, documentUrl: `/api/credentials/${stored.id}.json` };

interface CertificateInput {
  tenant: Tenant;
  userId: string;
  lessonId: string;
  certificates: CertificatesRepository;
}

/**
 * The facts of one of my certificates that may be issued. Another learner's lesson and
 * an unknown one are both 404 (nothing tells them apart); a lesson not ended or without a
 * reference is 403 (the link exists only once ended: docs/product/lessons.md#lesson-states).
 */
async function issuedCertificate(input: CertificateInput): Promise<CertificateFacts & { certificationRef: string }> {
  assertCertificationAccess(input.tenant);
  const facts = await input.certificates.findForLearner(input.tenant.id, input.userId, input.lessonId);
  if (!facts) throw new NotFoundError();
  if (!canDownloadCertificate(facts) || facts.certificationRef === null) throw new AppError('Forbidden');
  return { ...facts, certificationRef: facts.certificationRef };
}

/** A signed link to the PDF of one of my certificates, for a plain download link (docs/security.md "Signed links"). */
export async function certificateLink(input: CertificateInput & { links: SignedLinks }): Promise<SignedLink> {
  const facts = await issuedCertificate(input);
  const signed = input.links.sign({ kind: 'certificate', tenantId: input.tenant.id, userId: input.userId, targetId: facts.lessonId });
  return { url: signedPath(certificatePath(facts.lessonId), signed), expiresAt: signed.expiresAt.toISOString() };
}

/** sharp (libvips) turns the tenant's images into the PNG a PDF embeds: loaded with the first certificate. */
const sharp = onFirstUse(async () => (await import('sharp')).default);

/**
 * One of the tenant's own image files (its logo, its signature), as a PNG of at most 240 px high:
 * three times the height it is printed at. An image that cannot be read leaves its place empty
 * rather than refusing the learner their certificate.
 */
export async function printableImage(contexts: ContextRepository, tenantId: string, url: string | null): Promise<Uint8Array | null> {
  const name = ownAssetName(tenantId, url);
  const asset = name === null ? undefined : await contexts.findAsset(tenantId, name);
  if (asset === undefined) return null;
  try {
    return await (await sharp())(Buffer.from(asset.content), { density: 300 }).resize({ height: 240, withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}

/** The PDF of one of my certificates, checked at every download (a signed link's user may have lost it since). */
export async function certificatePdf(input: CertificateInput & { origin: string; contexts: ContextRepository }): Promise<Uint8Array> {
  const facts = await issuedCertificate(input);
  const { tenant } = input;
  // In the tenant's first language: a certificate is the tenant's document, whoever downloads it.
  const texts = serverTexts(tenant.settings.locales[0] ?? 'fr');
  const kind = tenant.settings.certificationType;
  const medal = medalOf(facts.score);
  const [logo, signature] = await Promise.all([
    printableImage(input.contexts, tenant.id, tenant.assets.logos.main),
    printableImage(input.contexts, tenant.id, tenant.assets.signature),
  ]);
  const verificationUrl = `${input.origin}/verify/${facts.certificationRef}`;
  const score = texts.text('certificatePdf.score', { score: certificateScore(facts.score) });
  return renderCertificatePdf({
    language: texts.locale,
    title: texts.text('credential.name', { kind: texts.text(`credential.kind.${kind}`), course: facts.courseTitle }),
    heading: texts.text(`credential.kind.${kind}`),
    issuerName: tenant.name,
    primaryColour: tenant.metas.colours.primary,
    logo: logo && { png: logo, alt: texts.text('certificatePdf.logo', { tenant: tenant.name }) },
    signature: signature && { png: signature, alt: texts.text('certificatePdf.signature', { tenant: tenant.name }) },
    awardedTo: texts.text('certificatePdf.awardedTo', { context: kind }),
    learner: displayName(facts.learner),
    forCourse: texts.text('certificatePdf.forCourse'),
    course: facts.courseTitle,
    // A class is often named after its program (« Hiver 2026 — Relation client »): the program is then not said twice.
    programAndClass: facts.className.includes(facts.programName) ? facts.className : `${facts.programName} — ${facts.className}`,
    competencies:
      facts.competencies.length === 0
        ? null
        : texts.text('certificatePdf.competencies', {
            list: new Intl.ListFormat(texts.locale, { type: 'conjunction' }).format(facts.competencies.map((competency) => competency.title)),
          }),
    result: medal === 'none' ? score : `${score} · ${texts.text(`certificatePdf.medals.${medal}`)}`,
    medalColour: medal === 'none' ? null : medalColours[medal],
    issuedOn: texts.text('certificatePdf.issuedOn', {
      context: kind,
      date: texts.date(facts.endedAt ?? facts.startedAt ?? new Date(0), { dateStyle: 'long', timeZone: 'UTC' }),
    }),
    issuedBy: texts.text('certificatePdf.issuedBy', { tenant: tenant.name }),
    verifyLabel: texts.text('certificatePdf.verify'),
    verificationUrl,
    codeLine: texts.text('certificatePdf.code', { code: facts.certificationRef }),
    qrCodeAlt: texts.text('certificatePdf.qrCode', { url: verificationUrl }),
  });
}
