import { isDeepStrictEqual } from 'node:util';
import type { CredentialVerification, CredentialVerificationRequest } from '@espace/contracts/credentials';
import { canDownloadCertificate } from '@espace/domain/lessons/progress';
import type { Tenant } from '../contexts/context-repository';
import { serverTexts } from '../i18n/server-texts';
import { NotFoundError } from '../http/app-error';
import { badgeSvg, bakedPng, bakeSvg } from './badge-images';
import { type CertificateFacts, certificateCredentialOf } from './certificate-credentials';
import type { CredentialsRepository, StoredCredential } from './credentials-repository';
import type { Issuer } from './issuer';
import type { JsonObject } from './linked-data';
import { summarise, verifyDocument } from './verification';
import { isUuid } from '@espace/domain/uuid';

interface CredentialsInput {
  tenant: Tenant;
  issuer: Issuer;
  repository: CredentialsRepository;
}

/** A certificate that may be issued: the lesson ended with a reference, in a tenant that grants certificates. */
export function issuableCertificate(tenant: Tenant, facts: CertificateFacts | null | undefined): (CertificateFacts & { certificationRef: string }) | null {
  if (!tenant.settings.certificationAccess || !facts || !canDownloadCertificate(facts) || facts.certificationRef === null) return null;
  return { ...facts, certificationRef: facts.certificationRef };
}

/** The credential of one certificate, issued now if it never was. */
export const credentialOfCertificate = (input: CredentialsInput & { certificate: CertificateFacts & { certificationRef: string } }) =>
  certificateCredentialOf({ tenant: input.tenant, certificate: input.certificate, issuer: input.issuer, repository: input.repository });

/** The credential's id in its document (`urn:uuid:…`), when it has that form. */
const idOf = (document: JsonObject): string | null => {
  const match = typeof document.id === 'string' ? /^urn:uuid:([0-9a-f-]{36})$/i.exec(document.id) : null;
  return match?.[1] ?? null;
};

/**
 * Verifies what /verify is given (docs/credentials.md#verifying): a certificate's code or a
 * credential of this tenant (404 when unknown, as for a code today), or any credential file.
 */
export async function verifyCredential(
  input: CredentialsInput & {
    request: CredentialVerificationRequest;
    /** The certificate holding a code, in the tenant (the certificates area's read). */
    certificateByCode: (tenantId: string, code: string) => Promise<CertificateFacts | undefined | null>;
    now: Date;
  },
): Promise<CredentialVerification> {
  const { tenant, repository, request } = input;
  let stored: StoredCredential | undefined;
  let document: JsonObject;
  if ('code' in request) {
    const certificate = issuableCertificate(tenant, await input.certificateByCode(tenant.id, request.code.toUpperCase()));
    if (certificate === null) throw new NotFoundError();
    stored = await credentialOfCertificate({ ...input, certificate });
    document = stored.document;
  } else if ('credentialId' in request) {
    stored = await repository.find(tenant.id, request.credentialId);
    if (stored === undefined) throw new NotFoundError();
    document = stored.document;
  } else {
    document = request.credential;
    const id = idOf(document);
    // Its share page only when it is the very credential issued here, every field as issued.
    const candidate = id === null ? undefined : await repository.find(tenant.id, id);
    stored = candidate !== undefined && isDeepStrictEqual(candidate.document, document) ? candidate : undefined;
  }
  const verification = await verifyDocument(document, {
    portal: input.issuer.documents,
    now: input.now,
    revokedAt: async (credentialId) => (await repository.find(tenant.id, credentialId.replace(/^urn:uuid:/, '')))?.revokedAt ?? null,
  });
  return { ...verification, sharePath: stored === undefined ? null : `/credentials/${stored.id}` };
}

/** A credential's signed document, for its download: anyone with its share link may have it. */
export async function credentialDocument(input: Omit<CredentialsInput, 'issuer'> & { credentialId: string }): Promise<JsonObject> {
  const stored = await input.repository.find(input.tenant.id, input.credentialId);
  if (stored === undefined) throw new NotFoundError();
  return stored.document;
}

/** The credential a path is the public page of (`/credentials/{id}`), or null. */
export function sharedCredentialId(path: string): string | null {
  const id = path.startsWith('/credentials/') ? path.slice('/credentials/'.length) : '';
  return isUuid(id) ? id : null;
}

/**
 * A shared credential's link preview, in its tenant's first language: the course, who earned it and
 * who issued it. Read as issued; a revoked one says so. Null for an unknown one (the app says it).
 */
export async function credentialLinkPreview(input: {
  tenant: Tenant;
  credentialId: string;
  origin: string;
  repository: CredentialsRepository;
}): Promise<{ title: string; description: string; url: string; image: string | null } | null> {
  const stored = await input.repository.find(input.tenant.id, input.credentialId);
  if (stored === undefined) return null;
  const summary = summarise(stored.document);
  const texts = serverTexts(input.tenant.settings.locales[0] ?? 'fr');
  const logo = input.tenant.assets.logos.main;
  const facts = { course: summary.achievement.name ?? '', learner: summary.learner ?? '', issuer: summary.issuer.name ?? input.tenant.name };
  // A credential whose account is erased names no one (docs/credentials.md#erasure): its preview neither.
  const named = summary.learner !== null;
  const preview =
    stored.badge === null
      ? ({ valid: named ? 'credential.preview' : 'credential.previewUnnamed', revoked: 'credential.previewRevoked' } as const)
      : ({ valid: named ? 'credential.previewBadge' : 'credential.previewBadgeUnnamed', revoked: 'credential.previewBadgeRevoked' } as const);
  return {
    title: summary.name ?? facts.course,
    description: texts.text(stored.revokedAt === null ? preview.valid : preview.revoked, facts),
    url: `${input.origin}/credentials/${stored.id}`,
    image: logo === null ? null : new URL(logo, input.origin).href,
  };
}

/** The medals' colours, as the app draws them (web styles/palette.css): a badge's ring, a certificate's medal. */
export const medalColours = { gold: '#c99a06', silver: '#8a94a6', bronze: '#a0522d' } as const;

/**
 * A credential's badge image with the credential baked in (docs/credentials.md#badge-images), for
 * whoever has its share link: drawn from what the credential says, in its tenant's colour.
 */
export async function badgeImage(input: {
  tenant: Tenant;
  credentialId: string;
  format: 'png' | 'svg';
  repository: CredentialsRepository;
}): Promise<{ type: string; body: Buffer }> {
  const stored = await input.repository.find(input.tenant.id, input.credentialId);
  if (stored === undefined) throw new NotFoundError();
  const summary = summarise(stored.document);
  const texts = serverTexts(input.tenant.settings.locales[0] ?? 'fr');
  const medalName = summary.results.find((result) => result.label === texts.text('credential.medal'))?.value;
  const level = (['gold', 'silver', 'bronze'] as const).find((candidate) => texts.text(`credential.medals.${candidate}`) === medalName);
  const svg = badgeSvg({
    title: summary.achievement.name ?? '',
    kind: texts.text(`credential.kind.${stored.badge === null ? input.tenant.settings.certificationType : 'Badge'}`),
    issuer: summary.issuer.name ?? input.tenant.name,
    colour: input.tenant.metas.colours.primary,
    medal: level === undefined || medalName === undefined ? null : { name: medalName, colour: medalColours[level] },
  });
  const credential = JSON.stringify(stored.document);
  if (input.format === 'svg') return { type: 'image/svg+xml', body: Buffer.from(bakeSvg(svg, credential)) };
  return { type: 'image/png', body: await bakedPng(svg, credential) };
}
