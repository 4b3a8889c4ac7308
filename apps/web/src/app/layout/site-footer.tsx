import { statementCompliance } from '@espace/domain/accessibility/compliance-state';
import { parseHelpContact } from '@espace/domain/admin/contact-address';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { useTranslation } from '../../lib/i18n/use-translation';
import './site-footer.css';
import { paths } from '../../lib/paths';

/** The tenant's help entry: its address to write to, or its help page; nothing when it has none. */
function HelpEntry() {
  const { t } = useTranslation();
  const contact = parseHelpContact(useFeatureSwitches().helpContact ?? '');
  if (contact === null) return null;
  return (
    <li>
      {contact.kind === 'email' ? (
        <a href={`mailto:${contact.address}`}>{t('layout.footer.helpEmail', { address: contact.address })}</a>
      ) : (
        <a href={contact.href}>{t('layout.footer.help')}</a>
      )}
    </li>
  );
}

/**
 * The footer of every screen but the lesson player and the embeds (docs/product/screens-and-routes.md#site-footer): the
 * accessibility statement, named with its state as the RGAA words it, the tenant's legal texts and its help entry.
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
          <HelpEntry />
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
