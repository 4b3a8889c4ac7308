import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import './sign-in.css';

/** The frame of the signed-out screens (/login, /reset): language, logo, one card, and the legal links. */
export function AuthShell({ logo, languageSwitch, children }: { logo: ReactNode; languageSwitch: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in">
      <header className="sign-in__bar">{languageSwitch}</header>
      <main className="sign-in__main" id="main-content" tabIndex={-1}>
        <div className="sign-in__card">
          <div className="sign-in__logo">{logo}</div>
          {children}
        </div>
      </main>
      <footer className="sign-in__footer">
        <nav aria-label={t('auth.portal.legal')}>
          <Link to="/legal/mentions">{t('legal.cgu')}</Link>
          <Link to="/legal/protection-des-donnees">{t('legal.rgpd')}</Link>
        </nav>
      </footer>
    </div>
  );
}
