import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignInForm } from './sign-in-form';
import './sign-in.css';

/** Why the user was sent here, set by whoever redirected (e.g. an expired session). */
export interface SignInNotice {
  notice?: 'auth.session.expired';
}

/** The app composes the tenant's logo and language switch in, so this feature needs no other feature. */
export function SignInScreen({ logo, languageSwitch }: { logo: ReactNode; languageSwitch: ReactNode }) {
  const { t } = useTranslation();
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  return (
    <div className="sign-in">
      <header className="sign-in__bar">{languageSwitch}</header>
      <main className="sign-in__main" id="main-content" tabIndex={-1}>
        <div className="sign-in__card">
          <div className="sign-in__logo">{logo}</div>
          <h1>{t('auth.signIn.title')}</h1>
          {notice && (
            <p className="alert alert--info" role="status">
              {t(notice)}
            </p>
          )}
          <SignInForm />
        </div>
      </main>
    </div>
  );
}
