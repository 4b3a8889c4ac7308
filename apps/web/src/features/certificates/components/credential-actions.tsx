import type { CertificatesResponse } from '@espace/contracts/certificates';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

type Row = CertificatesResponse['items'][number];

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

/** A certificate's credential, for its owner: its public page, its file, LinkedIn (docs/credentials.md). */
export function CredentialActions({ row, organisation }: { row: Row & { credential: NonNullable<Row['credential']> }; organisation: string }) {
  const { t } = useTranslation();
  const course = row.course.title;
  if (row.credential.revokedAt !== null) return null;
  // An available certificate has ended: its date is when it was earned.
  const earnedAt = row.endedAt ?? row.startedAt;
  const shareUrl = new URL(row.credential.sharePath, window.location.origin).href;
  return (
    <ul className="certificates__actions">
      <li>
        <Link className="standalone-link" to={row.credential.sharePath} aria-label={t('credentials.actions.shareNamed', { course })}>
          {t('credentials.actions.share')}
        </Link>
      </li>
      <li>
        <a className="standalone-link" href={row.credential.documentUrl} download aria-label={t('credentials.actions.downloadNamed', { course })}>
          {t('credentials.actions.download')}
        </a>
      </li>
      <li>
        <a
          className="standalone-link"
          href={`/api/credentials/${encodeURIComponent(row.credential.id)}.png`}
          download
          aria-label={t('credentials.actions.badgeNamed', { course })}
        >
          {t('credentials.actions.badge')}
        </a>
      </li>
      {earnedAt && (
        <li>
          <a
            className="standalone-link"
            href={linkedInAddToProfile({
              name: course,
              organisation,
              issuedAt: new Date(earnedAt),
              url: shareUrl,
              code: row.certificationRef,
            })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('credentials.actions.linkedInNamed', { course })}
          >
            {t('credentials.actions.linkedIn')}
          </a>
        </li>
      )}
    </ul>
  );
}
