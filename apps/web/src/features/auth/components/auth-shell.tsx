import type { ReactNode } from 'react';
import './sign-in.css';

/** The frame of the signed-out screens (/login, /reset): language, logo, one card; the legal links are in the site footer (app/layout/site-footer.tsx). */
export function AuthShell({ logo, languageSwitch, children }: { logo: ReactNode; languageSwitch: ReactNode; children: ReactNode }) {
  return (
    <div className="sign-in">
      <header className="sign-in__bar">{languageSwitch}</header>
      <main className="sign-in__main" id="main-content" tabIndex={-1}>
        <div className="sign-in__card">
          <div className="sign-in__logo">{logo}</div>
          {children}
        </div>
      </main>
    </div>
  );
}
