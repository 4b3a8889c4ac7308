import type { CertificatesResponse } from '@espace/contracts/certificates';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * LinkedIn's « Add to profile » address for a certification (its public parameters: name,
 * organisation, month and year of issue, the share page and the code). The share page's address
 * is this page's own origin: the tenant's, as the learner reached it.
 */
export function linkedInAddToProfile(input: { name: string; organisation: string; issuedAt: Date; url: string; code: string }): string {
  const search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    organizationName: input.organisation,
    issueYear: String(input.issuedAt.getUTCFullYear()),
    issueMonth: String(input.issuedAt.getUTCMonth() + 1),
    certUrl: input.url,
    certId: input.code,
  });
  return `https://www.linkedin.com/profile/add?${search.toString()}`;
}

/** A credential as its owner's lists give it: a certificate's, and a badge's the same. */
type OwnCredential = NonNullable<CertificatesResponse['items'][number]['credential']>;

interface CredentialActionsProps {
  /** What the credential attests, as the actions' accessible names and LinkedIn name it: a certificate's course, a badge's name as issued. */
  name: string;
  /** Its texts: a certificate's, or a badge's (the `_Badge` variants). */
  kind: 'certificate' | 'badge';
  credential: OwnCredential;
  /** When it was earned (ISO); LinkedIn is offered only with it. */
  earnedAt: string | null;
  /** LinkedIn's certId: a certificate's verification code, a badge's credential id (a badge has no code). */
  code: string;
  organisation: string;
}

/** A credential, for its owner: its public page, its file, its badge image, LinkedIn (docs/credentials.md). Nothing once revoked. */
export function CredentialActions({ name, kind, credential, earnedAt, code, organisation }: CredentialActionsProps) {
  const { t } = useTranslation();
  if (credential.revokedAt !== null) return null;
  // A certificate's texts name its course, a badge's its name.
  const named = { course: name, badge: name, context: kind === 'badge' ? 'Badge' : undefined };
  const shareUrl = new URL(credential.sharePath, window.location.origin).href;
  return (
    <ul className="certificates__actions">
      <li>
        <Link className="standalone-link" to={credential.sharePath} aria-label={t('credentials.actions.shareNamed', named)}>
          {t('credentials.actions.share', named)}
        </Link>
      </li>
      <li>
        <a className="standalone-link" href={credential.documentUrl} download aria-label={t('credentials.actions.downloadNamed', named)}>
          {t('credentials.actions.download', named)}
        </a>
      </li>
      <li>
        <a
          className="standalone-link"
          href={`/api/credentials/${encodeURIComponent(credential.id)}.png`}
          download
          aria-label={t('credentials.actions.badgeNamed', named)}
        >
          {t('credentials.actions.badge', named)}
        </a>
      </li>
      {earnedAt && (
        <li>
          <a
            className="standalone-link"
            href={linkedInAddToProfile({ name, organisation, issuedAt: new Date(earnedAt), url: shareUrl, code })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('credentials.actions.linkedInNamed', named)}
          >
            {t('credentials.actions.linkedIn', named)}
          </a>
        </li>
      )}
    </ul>
  );
}
