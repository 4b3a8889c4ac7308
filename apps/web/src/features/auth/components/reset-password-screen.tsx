import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useForceLogout } from '../api/logout';
import { useResetLink } from '../hooks/use-reset-link';
import { NewPasswordForm, type PasswordLinkTexts } from './new-password-form';
import { RecoverForm } from './recover-form';
import { paths } from '../../../lib/paths';

/** The reset success message stays 7 s (docs/product/errors.md#token-links). */
const resetSuccessMs = 7000;

/**
 * /reset/:token: whose password the link resets, then the new-password form; success signs out everywhere.
 * An invitation's link (/bienvenue#token) is the same one-time link under a welcoming title.
 */
export function ResetPasswordScreen({ token, texts = 'reset' }: { token: string; texts?: PasswordLinkTexts }) {
  const { t } = useTranslation();
  const { state, refuse } = useResetLink(token);
  const forceLogout = useForceLogout();
  const [done, setDone] = useState(false);
  const [successShown, setSuccessShown] = useState(false);

  useEffect(() => {
    if (!successShown) return undefined;
    const timer = setTimeout(() => setSuccessShown(false), resetSuccessMs);
    return () => clearTimeout(timer);
  }, [successShown]);

  return (
    <>
      <h1>{t(`auth.${texts}.title`)}</h1>
      {/* Always in the page, so the success is announced when its text appears. */}
      <div role="status">{successShown && <p className="alert alert--info">{t(`auth.${texts}.success`)}</p>}</div>
      {state.kind === 'checking' && <p className="page-status">{t('auth.reset.checking')}</p>}
      {state.kind === 'refused' && (
        <>
          <div className="alert alert--error" role="alert">
            <p>{t(state.messageKey)}</p>
          </div>
          <p>
            <Link className="standalone-link" to={paths.reset.getHref()}>
              {t('auth.reset.newLink')}
            </Link>
          </p>
        </>
      )}
      {state.kind === 'valid' && !done && (
        <>
          <p>{t(`auth.${texts}.account`, { name: state.user.displayName, email: state.user.email })}</p>
          <NewPasswordForm
            token={token}
            texts={texts}
            onDone={() => {
              forceLogout();
              setDone(true);
              setSuccessShown(true);
            }}
            onLinkRefused={(error) => {
              forceLogout();
              refuse(error);
            }}
          />
        </>
      )}
      {(done || state.kind === 'refused') && (
        <Link to={paths.login.getHref()} className="button button--primary button--block">
          {t('auth.reset.signIn')}
        </Link>
      )}
    </>
  );
}

/** /reset/ without a token: ask for a link. */
export function RecoverScreen() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('auth.recover.title')}</h1>
      <RecoverForm />
      <p className="auth-portal__modes">
        <Link to={paths.login.getHref()}>{t('auth.portal.toSignIn')}</Link>
      </p>
    </>
  );
}
