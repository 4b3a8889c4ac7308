import type { IssuedCredential } from '@espace/contracts/credentials';
import { useId, useRef, useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCertificationType } from '../components/certification-type';
import { AdminSearchField, useAdminListSearch } from '../components/admin-list-search';
import { AdminPagination } from '../components/admin-pagination';
import { AdminSections } from '../components/admin-sections';
import { useAdminCredentials } from './admin-credentials-api';
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
  const { typed, search, page, setPage, type } = useAdminListSearch();
  const credentials = useAdminCredentials({ search, page });
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
        <h2 id="credentials-list-title">{t('admin.credentials.list', { context })}</h2>
        <div className="admin-filters" role="search">
          <AdminSearchField
            id={searchId}
            label={t('admin.credentials.search', { context })}
            hint={t('admin.credentials.searchHint')}
            value={typed}
            onChange={type}
          />
        </div>
        <QueryStatus query={credentials} loading={t('admin.credentials.loading', { context })} errorText={(error) => errorText(error).message} />
        <p className="admin-status" role="status">
          {said}
        </p>
        {credentials.data !== undefined && (
          <>
            <p className="admin-count" aria-live="polite">
              {t('admin.credentials.count', { count: credentials.data.total, context })}
            </p>
            {credentials.data.items.length === 0 ? (
              <p>{t(search === '' ? 'admin.credentials.empty' : 'admin.credentials.noneFound')}</p>
            ) : (
              <CredentialsTable
                items={credentials.data.items}
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
              label={t('admin.credentials.pagination', { context })}
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
          setSaid(t('admin.credentials.revoked', { name: credential.learner.name, course: credential.course, context }));
        }}
        focusAfter={() => (lastRevoked.current === null ? null : (publicLinks.current.get(lastRevoked.current) ?? null))}
      />
    </div>
  );
}
