import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import type { SessionEndNotice } from '../../../lib/session-storage';
import { useStaticRender } from '../../../lib/static-render';
import { ssoLoginUrl } from '../api/sso';
import { useSsoArrival } from '../hooks/use-sso-arrival';
import { RecoverForm } from './recover-form';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

/** The tenant's authentication switches (docs/product/accounts.md#tenant-switches), given by the app so this feature needs no other. */
export interface PortalSwitches {
  internal: boolean;
  sso: boolean;
  invitationCode: boolean;
  simplePasswordForInvitation: boolean;
}

/** Why the user was sent here, set by whoever redirected (e.g. an expired session). */
export interface SignInNotice {
  notice?: SessionEndNotice;
}

type Mode = 'signIn' | 'recover' | 'register';
const titleKeys: Record<Mode, string> = { signIn: 'auth.signIn.title', recover: 'auth.recover.title', register: 'auth.register.title' };
const switchKeys: Record<Mode, string> = { signIn: 'auth.portal.toSignIn', recover: 'auth.portal.toRecover', register: 'auth.portal.toRegister' };

/** Recovering a password only makes sense with passwords; registering only where the tenant hands out codes. */
function availableModes({ internal, invitationCode }: PortalSwitches): Mode[] {
  return ['signIn', ...(internal ? (['recover'] as const) : []), ...(invitationCode ? (['register'] as const) : [])];
}

/** /login (docs/product/screens-and-routes.md#sign-in-portal): one card switching between sign-in, recover and register, plus single sign-on. */
export function AuthPortal({ switches, contextId }: { switches: PortalSwitches; contextId: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  const sso = useSsoArrival();
  const [mode, setMode] = useState<Mode>('signIn');
  // Rendered by the server, the switches wait for the app rather than ignore a press.
  const staticRender = useStaticRender();
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // A switch replaces the whole card: focus goes to the new heading so a screen reader says where the user is.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [mode]);

  const choose = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="auth-portal__heading">
        {t(titleKeys[mode])}
      </h1>
      {notice && mode === 'signIn' && (
        <p className="alert alert--info" role="status">
          {t(notice)}
        </p>
      )}
      {sso.pending && <p role="status">{t('auth.portal.ssoSigningIn')}</p>}
      {sso.failed && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('auth.signIn.failed')}</p>
          <p>{sso.unverified ? t('auth.portal.ssoUnverified') : errorText(sso.error).message}</p>
        </div>
      )}
      {mode === 'signIn' && switches.internal && <SignInForm />}
      {mode === 'recover' && <RecoverForm />}
      {mode === 'register' && <RegisterForm simplePassword={switches.simplePasswordForInvitation} />}
      {mode === 'signIn' && switches.sso && contextId && (
        <a className="button button--secondary button--block auth-portal__sso" href={ssoLoginUrl(contextId)}>
          {t('auth.portal.sso')}
        </a>
      )}
      {availableModes(switches).length > 1 && (
        <div className="auth-portal__modes" role="group" aria-label={t('auth.portal.otherOptions')}>
          {availableModes(switches)
            .filter((other) => other !== mode)
            .map((other) => (
              <button key={other} type="button" className="button button--ghost" disabled={staticRender} onClick={() => choose(other)}>
                {t(switchKeys[other])}
              </button>
            ))}
        </div>
      )}
    </>
  );
}
