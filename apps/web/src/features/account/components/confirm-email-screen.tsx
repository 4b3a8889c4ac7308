import type { AddressLinkOutcome } from '@espace/contracts/accounts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/errors/api-error';
import { confirmEmailOnce, useForgetMe } from '../api/email-verification';
import { paths } from '../../../lib/paths';

type Outcome = { kind: 'checking' } | { kind: 'done'; messageKey: string } | { kind: 'refused'; messageKey: string };

const doneKey: Record<AddressLinkOutcome, string> = {
  confirmed: 'auth.confirmEmail.confirmed',
  changed: 'auth.confirmEmail.changed',
  approved: 'auth.confirmEmail.approved',
};

function refusalKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'auth.confirmEmail.expired';
  if (error instanceof ApiError && error.status === 409) return 'auth.confirmEmail.taken';
  return 'auth.confirmEmail.invalid';
}

/**
 * /confirmation-email#<token>: a link mailed about an address, which proves it, puts it on the
 * account, or approves a change (docs/product/accounts.md#e-mail-address). The token is read from
 * the fragment (never sent to a server by the browser) and then removed from the address bar.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const forgetMe = useForgetMe();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? { kind: 'refused', messageKey: 'auth.confirmEmail.invalid' } : { kind: 'checking' });

  useEffect(() => {
    if (token === '') return;
    void navigate(location.pathname, { replace: true });
    confirmEmailOnce(token).then(
      ({ outcome: done }) => {
        forgetMe();
        setOutcome({ kind: 'done', messageKey: doneKey[done] });
      },
      (error: unknown) => setOutcome({ kind: 'refused', messageKey: refusalKey(error) }),
    );
    // Once per token: the address bar's change must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <>
      <h1>{t('auth.confirmEmail.title')}</h1>
      {/* The auth shell's stack (sign-in.css), which frames this page. */}
      <div className="sign-in__stack">
        <div role="status">
          {outcome.kind === 'checking' && <p className="page-status">{t('auth.confirmEmail.checking')}</p>}
          {outcome.kind === 'done' && <p className="alert alert--success">{t(outcome.messageKey)}</p>}
        </div>
        {outcome.kind === 'refused' && (
          <div className="alert alert--error" role="alert">
            <p>{t(outcome.messageKey)}</p>
            <p>{t('auth.confirmEmail.askAgain')}</p>
          </div>
        )}
        {outcome.kind !== 'checking' && (
          <Link to={paths.home.getHref()} className="button button--primary button--block">
            {t('auth.confirmEmail.continue')}
          </Link>
        )}
      </div>
    </>
  );
}
