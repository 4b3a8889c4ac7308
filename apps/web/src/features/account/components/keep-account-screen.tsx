import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { readToken, subscribeToSession } from '../../../lib/session-storage';
import { keepAccountOnce } from '../api/account-retention';

type Outcome = { kind: 'keeping' } | { kind: 'kept' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/** A token the server knows no more (404) or that is no token (400): the link, not the moment, is at fault. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /garder-mon-compte#<token>: the page the retention mail's « Garder mon compte » opens, signed in
 * or not (docs/privacy.md#retention). Opening it is the click: it keeps the account at once, then
 * says so and leads to sign in (or Home, for whoever is signed in here). The token is read from the
 * fragment (never sent to a server by the browser) and then removed from the address bar.
 */
export function KeepAccountScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSyncExternalStore(subscribeToSession, () => readToken() !== null);
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? { kind: 'invalid' } : { kind: 'keeping' });

  const send = () =>
    keepAccountOnce(token).then(
      () => setOutcome({ kind: 'kept' }),
      (error: unknown) => setOutcome(isInvalidLink(error) ? { kind: 'invalid' } : { kind: 'failed', message: errorText(error).message }),
    );

  useEffect(() => {
    if (token === '') return;
    void navigate(location.pathname, { replace: true });
    void send();
    // Once per token: the address bar's change must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const retry = () => {
    setOutcome({ kind: 'keeping' });
    void send();
  };

  return (
    <>
      <h1>{t('account.keepAccount.title')}</h1>
      {/* The auth shell's stack (sign-in.css), which frames this page. */}
      <div className="sign-in__stack">
        <div role="status">
          {outcome.kind === 'keeping' && <p className="page-status">{t('account.keepAccount.keeping')}</p>}
          {outcome.kind === 'kept' && (
            <div className="alert alert--success">
              <p className="alert__title">{t('account.keepAccount.kept')}</p>
              <p>{t('account.keepAccount.keptDetail')}</p>
            </div>
          )}
        </div>
        {outcome.kind === 'invalid' && (
          <div className="alert alert--error" role="alert">
            <p className="alert__title">{t('account.keepAccount.invalid')}</p>
            <p>{t('account.keepAccount.invalidDetail')}</p>
          </div>
        )}
        {outcome.kind === 'failed' && (
          <>
            <div className="alert alert--error" role="alert">
              <p>{outcome.message}</p>
            </div>
            <button type="button" className="button button--primary button--block" onClick={retry}>
              {t('account.keepAccount.retry')}
            </button>
          </>
        )}
        {outcome.kind !== 'keeping' && (
          <Link
            to={signedIn ? paths.home.getHref() : paths.login.getHref()}
            className={outcome.kind === 'failed' ? 'button button--secondary button--block' : 'button button--primary button--block'}
          >
            {t(signedIn ? 'account.keepAccount.home' : 'account.keepAccount.signIn')}
          </Link>
        )}
      </div>
    </>
  );
}
