import type { IssuedCredential } from '@espace/contracts/credentials';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCertificationType } from '../components/certification-type';
import { useDateTime } from '../../../lib/use-date-time';
import { credentialContext } from './credential-context';
import { usePersonName } from '../../../lib/use-person-name';

interface CredentialsTableProps {
  items: IssuedCredential[];
  /** Badges' credentials: named by the badge, without a code. */
  badges: boolean;
  /** Each row's « Page publique » link as it mounts (null as it goes). */
  publicLinkRef: (credentialId: string, link: HTMLAnchorElement | null) => void;
  onRevoke: (credential: IssuedCredential) => void;
}

/** One page of credentials: a table on a wide screen, a card a row on a phone, each cell named by its column (credentials.css). */
export function CredentialsTable({ items, badges, publicLinkRef, onRevoke }: CredentialsTableProps) {
  const { t } = useTranslation();
  const personName = usePersonName();
  const certificationType = useCertificationType();
  const dateTime = useDateTime();
  const column = (name: 'learner' | 'course' | 'badge' | 'code' | 'issuedAt' | 'state' | 'actions') => t(`admin.credentials.column.${name}`);
  const achievement = badges ? column('badge') : column('course');
  return (
    <table className="admin-table admin-credentials">
      <caption className="visually-hidden">{t('admin.credentials.list', { context: badges ? 'Badge' : certificationType })}</caption>
      <thead>
        <tr>
          <th scope="col">{column('learner')}</th>
          <th scope="col">{achievement}</th>
          {!badges && <th scope="col">{column('code')}</th>}
          <th scope="col">{column('issuedAt')}</th>
          <th scope="col">{column('state')}</th>
          <th scope="col">{column('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((credential) => {
          const names = { name: personName(credential.learner.name), course: credential.course };
          const context = credentialContext(credential, certificationType);
          return (
            <tr key={credential.id}>
              <th scope="row" data-label={column('learner')}>
                {/* One block beside the column's name on a phone, however many lines. */}
                <div>
                  <span className="admin-credentials__learner">{names.name}</span>
                  {credential.learner.email !== '' && <span className="admin-credentials__email">{credential.learner.email}</span>}
                </div>
              </th>
              <td data-label={achievement}>{credential.course}</td>
              {!badges && (
                <td data-label={column('code')}>
                  <code className="admin-code">{credential.code}</code>
                </td>
              )}
              <td data-label={column('issuedAt')}>
                <time dateTime={credential.issuedAt}>{dateTime(credential.issuedAt, '')}</time>
              </td>
              <td data-label={column('state')}>
                {credential.revokedAt === null ? (
                  <span className="admin-state admin-state--available">{t('admin.credentials.valid')}</span>
                ) : (
                  <div>
                    <span className="admin-credentials__revoked">
                      {t('admin.credentials.revokedOn', { date: dateTime(credential.revokedAt, ''), context })}
                    </span>
                    {credential.revocationReason !== null && (
                      <span className="admin-credentials__reason">{t('admin.credentials.reason', { reason: credential.revocationReason })}</span>
                    )}
                  </div>
                )}
              </td>
              <td data-label={column('actions')}>
                <span className="admin-credentials__actions">
                  <a
                    ref={(link) => publicLinkRef(credential.id, link)}
                    href={credential.sharePath}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t('admin.credentials.publicPageNamed', { ...names, context })}
                  >
                    {t('admin.credentials.publicPage')}
                  </a>
                  {credential.revokedAt === null && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('admin.credentials.revokeNamed', { ...names, context })}
                      onClick={() => onRevoke(credential)}
                    >
                      {t('admin.credentials.revoke')}
                    </button>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
