import { statementCompliance } from '@espace/domain/accessibility/compliance-state';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import './site-footer.css';
import { paths } from '../../lib/paths';

/**
 * The footer of every screen but the lesson player and the embeds (docs/accessibility.md): the
 * accessibility statement, named with its state as the RGAA words it, and the tenant's legal texts.
 */
function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('layout.footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.accessibility.getHref()}>{t('layout.footer.accessibility', { context: statementCompliance })}</Link>
          </li>
          <li>
            <Link to={paths.legal.mentions.getHref()}>{t('legal.cgu')}</Link>
          </li>
          <li>
            <Link to={paths.legal.dataProtection.getHref()}>{t('legal.rgpd')}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

/** A screen with the site footer under it, the screen taking the window's height the footer leaves. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="site-frame">
      <div className="site-frame__screen">{children}</div>
      <SiteFooter />
    </div>
  );
}
