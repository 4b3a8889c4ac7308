import { parseUnsubscribeToken } from '@espace/contracts/mail-preferences';
import type { NotificationKind } from '@espace/domain/notifications/notification-kinds';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { unsubscribe } from '../api/mail-preferences';
import './account.css';

type Step = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; kinds: NotificationKind[] } | { kind: 'refused'; message: string };

/**
 * /desabonnement#<token>: the page a mail's unsubscribe link opens, signed in or not
 * (docs/product/screens-and-routes.md#unsubscribe). It says which e-mails it stops (the kinds the
 * token names), stops them with one button, then points to the profile, where they are set again.
 * The token is read from the fragment (never sent to a server by the browser) and then removed
 * from the address bar.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  const named = parseUnsubscribeToken(token);
  // A link cut or altered in the mail says so before anything is sent, as the API would.
  const [step, setStep] = useState<Step>(() =>
    named === null ? { kind: 'refused', message: t('errors.UNSUBSCRIBE_LINK_INVALID.message') } : { kind: 'asking' },
  );

  useEffect(() => {
    if (token !== '') void navigate(location.pathname, { replace: true });
    // Once: the address bar's change must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stop = () => {
    setStep({ kind: 'sending' });
    unsubscribe(token).then(
      ({ kinds }) => setStep({ kind: 'done', kinds }),
      (error: unknown) => setStep({ kind: 'refused', message: errorText(error).message }),
    );
  };
  const kindList = (kinds: readonly NotificationKind[]) => (
    <ul className="unsubscribe__kinds">
      {kinds.map((kind) => (
        <li key={kind}>{t(`account.mailPreferences.kinds.${kind}`)}</li>
      ))}
    </ul>
  );

  return (
    <>
      <h1>{t('account.unsubscribe.title')}</h1>
      {/* The auth shell's stack (sign-in.css), which frames this page. */}
      <div className="sign-in__stack">
        {named !== null && (step.kind === 'asking' || step.kind === 'sending') && (
          <>
            <p>{t('account.unsubscribe.stops')}</p>
            {kindList(named.kinds)}
            <BusyButton type="button" className="button button--primary button--block" busy={step.kind === 'sending'} onClick={stop}>
              {t('account.unsubscribe.confirm')}
            </BusyButton>
          </>
        )}
        <div role="status">
          {step.kind === 'done' && (
            <div className="alert alert--success">
              <p className="alert__title">{t('account.unsubscribe.done')}</p>
              {kindList(step.kinds)}
              <p>{t('account.unsubscribe.undo')}</p>
            </div>
          )}
        </div>
        {step.kind === 'refused' && (
          <div className="alert alert--error" role="alert">
            <p>{step.message}</p>
          </div>
        )}
        {(step.kind === 'done' || step.kind === 'refused') && (
          <Link to={paths.account.getHref()} className="button button--secondary button--block">
            {t('account.unsubscribe.toProfile')}
          </Link>
        )}
      </div>
    </>
  );
}
