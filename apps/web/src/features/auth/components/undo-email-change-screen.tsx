import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/errors/api-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { undoEmailChangeOnce } from '../api/email-change-undo';
import { useForceLogout } from '../api/logout';
import { paths } from '../../../lib/paths';

type Outcome = { kind: 'checking' } | { kind: 'undone' } | { kind: 'refused'; messageKey: string };

function refusalKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'auth.undoEmailChange.expired';
  if (error instanceof ApiError && error.status === 409) return 'auth.undoEmailChange.taken';
  return 'auth.undoEmailChange.invalid';
}

/**
 * /annulation-email#<token>: the link mailed to the address an account gave up. Using it puts that
 * address back and ends every session of the account, this browser's included; the page then
 * offers a new password, which is what a user whose account was taken needs next. The token is read
 * from the fragment (never sent to a server by the browser) and then removed from the address bar.
 */
export function UndoEmailChangeScreen() {
  const { t } = useTranslation();
  const forceLogout = useForceLogout();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? { kind: 'refused', messageKey: 'auth.undoEmailChange.invalid' } : { kind: 'checking' });

  useEffect(() => {
    if (token === '') return;
    void navigate(location.pathname, { replace: true });
    undoEmailChangeOnce(token).then(
      () => {
        forceLogout();
        setOutcome({ kind: 'undone' });
      },
      (error: unknown) => setOutcome({ kind: 'refused', messageKey: refusalKey(error) }),
    );
    // Once per token: the address bar's change must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <>
      <h1>{t('auth.undoEmailChange.title')}</h1>
      <div className="sign-in__stack">
        <div role="status">
          {outcome.kind === 'checking' && <p className="page-status">{t('auth.undoEmailChange.checking')}</p>}
          {outcome.kind === 'undone' && (
            <div className="alert alert--success">
              <p>{t('auth.undoEmailChange.done')}</p>
              <p>{t('auth.undoEmailChange.advice')}</p>
            </div>
          )}
        </div>
        {outcome.kind === 'refused' && (
          <div className="alert alert--error" role="alert">
            <p>{t(outcome.messageKey)}</p>
            <p>{t('auth.undoEmailChange.help')}</p>
          </div>
        )}
        {outcome.kind === 'undone' && (
          <>
            <Link to={paths.reset.getHref()} className="button button--primary button--block">
              {t('auth.undoEmailChange.newPassword')}
            </Link>
            <p>
              <Link className="standalone-link" to={paths.login.getHref()}>
                {t('auth.undoEmailChange.signIn')}
              </Link>
            </p>
          </>
        )}
        {outcome.kind === 'refused' && (
          <Link to={paths.login.getHref()} className="button button--primary button--block">
            {t('auth.undoEmailChange.signIn')}
          </Link>
        )}
      </div>
    </>
  );
}
