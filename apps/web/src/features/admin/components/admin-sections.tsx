import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The administration screens, as links under the page's header (docs/administration.md); the current one is marked aria-current. */
export function AdminSections() {
  const { t } = useTranslation();
  return (
    <nav className="admin-sections" aria-label={t('admin.sections')}>
      <ul>
        <li>
          <NavLink to="/formateur/administration/codes">{t('admin.section.codes')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/utilisateurs">{t('admin.section.users')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/journal">{t('admin.section.journal')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/reglages">{t('admin.section.settings')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
