import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useSharedCredential } from '../api/certificates';
import { CredentialChecks } from './credential-checks';
import { credentialContext } from './credential-context';
import './certificates.css';

/**
 * Public /credentials/:credentialId, the page a learner shares (docs/credentials.md): what the
 * credential (a certificate or a badge) attests, verified as it is shown (« Vérifier » checks it
 * again), and its file.
 */
export function CredentialPage({ credentialId }: { credentialId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const shared = useSharedCredential(credentialId);
  const credential = shared.data?.credential ?? null;
  // Until the credential is known, its page speaks of a certificate; a badge's, once known, of a badge.
  const context = credentialContext(credential);
  return (
    <main className="verify credential-page" aria-labelledby={headingId}>
      {shared.isPending && (
        <>
          <h1 id={headingId}>{t('credentials.page.title')}</h1>
          <p role="status">{t('credentials.verify.checking')}</p>
        </>
      )}
      {shared.isError && (
        <>
          <h1 id={headingId}>{t('credentials.page.title')}</h1>
          <div className="alert alert--error" role="alert">
            <p className="alert__title">
              {shared.error instanceof ApiError && shared.error.status === 404 ? t('credentials.verify.unknown') : errorText(shared.error).title}
            </p>
            <p>{shared.error instanceof ApiError && shared.error.status === 404 ? t('credentials.page.unknownDetail') : errorText(shared.error).message}</p>
          </div>
        </>
      )}
      {shared.data && (
        <>
          <p className="credential-page__issuer">{credential?.issuer.name}</p>
          <h1 id={headingId}>{credential?.achievement.name ?? t('credentials.page.title', { context })}</h1>
          {credential?.learner && <p className="credential-page__learner">{t('credentials.page.awardedTo', { learner: credential.learner })}</p>}
          <CredentialChecks verification={shared.data} />
          <div className="credential-page__actions">
            <button type="button" className="button button--primary" aria-busy={shared.isFetching} onClick={() => void shared.refetch()}>
              {t('credentials.page.verify')}
            </button>
            <a className="button button--secondary" href={`/api/credentials/${encodeURIComponent(credentialId)}.json`} download>
              {t('credentials.page.download', { context })}
            </a>
            <a className="button button--secondary" href={`/api/credentials/${encodeURIComponent(credentialId)}.png`} download>
              {t('credentials.page.badgePng')}
            </a>
            <a className="button button--secondary" href={`/api/credentials/${encodeURIComponent(credentialId)}.svg`} download>
              {t('credentials.page.badgeSvg')}
            </a>
          </div>
          <p className="credential-page__explain">{t('credentials.page.explain', { context })}</p>
        </>
      )}
      <Link className="standalone-link" to={paths.verify.getHref()}>
        {t('credentials.page.verifyAnother', { context })}
      </Link>
    </main>
  );
}
