import type { AdminCredentialsQuery, IssuedCredential } from '@espace/contracts/credentials';
import { useId, useRef, useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCertificationType } from '../components/certification-type';
import { AdminSearchField, useAdminListSearch } from '../components/admin-list-search';
import { AdminPagination } from '../components/admin-pagination';
import { AdminSections } from '../components/admin-sections';
import { useAdminCredentials } from './admin-credentials-api';
import { credentialContext } from './credential-context';
import { CredentialsTable } from './credentials-table';
import { RevokeCredentialDialog } from './revoke-credential-dialog';
import { SigningKeyPanel } from './signing-key-panel';
import '../components/admin.css';
import './credentials.css';

/**
 * The credentials the tenant issued (docs/credentials.md#revoking): searched by learner, course or
 * code, 50 a page, newest first; each one's public page, and « Révoquer » for a valid one; the key
 * that signs them, and a new one on request.
 */
export function CredentialsPage() {
  const { t } = useTranslation();
  const context = useCertificationType();
  const errorText = useErrorText();
  const searchId = useId();
  const { typed, search, page, setPage, type, restart } = useAdminListSearch();
  const [kind, setKind] = useState<AdminCredentialsQuery['kind']>('certificates');
  const credentials = useAdminCredentials({ search, page, kind });
  // The list's own words: certificates (or attestations), or badges.
  const listContext = kind === 'badges' ? 'Badge' : context;
  const [revoking, setRevoking] = useState<IssuedCredential | null>(null);
  const [said, setSaid] = useState('');
  // Each row's « Page publique » link: where the focus goes once its « Révoquer » is gone.
  const publicLinks = useRef(new Map<string, HTMLAnchorElement>());
  const lastRevoked = useRef<string | null>(null);
  return (
    <div className="admin-page">
      <h1>{t('admin.credentials.title', { context })}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.credentials.intro', { context })}</p>
      <section className="admin-panel" aria-labelledby="credentials-list-title">
        <h2 id="credentials-list-title">{t('admin.credentials.list', { context: listContext })}</h2>
        <div className="admin-filters" role="search">
          <AdminSearchField
            id={searchId}
            label={t('admin.credentials.search', { context: listContext })}
            hint={t('admin.credentials.searchHint')}
            value={typed}
            onChange={type}
          />
          {(credentials.data?.badgesIssued === true || kind === 'badges') && (
            <div className="field">
              <label htmlFor={`${searchId}-kind`}>{t('admin.credentials.kind')}</label>
              <select
                id={`${searchId}-kind`}
                className="control"
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value === 'badges' ? 'badges' : 'certificates');
                  restart();
                }}
              >
                <option value="certificates">{t('admin.credentials.kinds.certificates', { context })}</option>
                <option value="badges">{t('admin.credentials.kinds.badges')}</option>
              </select>
            </div>
          )}
        </div>
        <QueryStatus query={credentials} loading={t('admin.credentials.loading', { context: listContext })} errorText={(error) => errorText(error).message} />
        <p className="admin-status" role="status">
          {said}
        </p>
        {credentials.data !== undefined && (
          <>
            <p className="admin-count" aria-live="polite">
              {t('admin.credentials.count', { count: credentials.data.total, context: listContext })}
            </p>
            {credentials.data.items.length === 0 ? (
              <p>{t(search === '' ? 'admin.credentials.empty' : 'admin.credentials.noneFound', { context: listContext })}</p>
            ) : (
              <CredentialsTable
                items={credentials.data.items}
                badges={kind === 'badges'}
                publicLinkRef={(credentialId, link) => {
                  if (link === null) publicLinks.current.delete(credentialId);
                  else publicLinks.current.set(credentialId, link);
                }}
                onRevoke={(credential) => {
                  setSaid('');
                  lastRevoked.current = credential.id;
                  setRevoking(credential);
                }}
              />
            )}
            <AdminPagination
              label={t('admin.credentials.pagination', { context: listContext })}
              page={credentials.data.page}
              pageCount={credentials.data.pageCount}
              onPage={setPage}
            />
          </>
        )}
      </section>
      {credentials.data !== undefined && <SigningKeyPanel signingKey={credentials.data.signingKey} />}
      <RevokeCredentialDialog
        credential={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(credential) => {
          setRevoking(null);
          setSaid(
            t('admin.credentials.revoked', { name: credential.learner.name, course: credential.course, context: credentialContext(credential, context) }),
          );
        }}
        focusAfter={() => (lastRevoked.current === null ? null : (publicLinks.current.get(lastRevoked.current) ?? null))}
      />
    </div>
  );
}
