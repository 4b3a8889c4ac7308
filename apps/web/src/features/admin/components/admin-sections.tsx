import type { Me } from '@espace/contracts/user';
import { adminReachOf } from '@espace/domain/admin/admin-access';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Whether the signed-in admin administers the whole tenant, or only their companies' people and classes
 * (docs/administration.md#who-administers): read from the users/me answer the route guard loaded
 * before any administration screen renders (features do not import each other).
 */
export function useAdministersTenant(): boolean {
  const me = useQueryClient().getQueryData<Me>(queryKeys.me());
  return me !== undefined && adminReachOf(me)?.kind === 'tenant';
}

/**
 * The administration screens, as links under the page's header (docs/administration.md); the current
 * one is marked aria-current. A company admin sees only the screens of their companies' people and
 * classes (the import of learners into those classes included).
 */
export function AdminSections() {
  const { t } = useTranslation();
  const tenant = useAdministersTenant();
  if (!tenant) {
    return (
      <nav className="admin-sections" aria-label={t('admin.sections')}>
        <ul>
          <li>
            <NavLink to="/formateur/administration/utilisateurs">{t('admin.section.users')}</NavLink>
          </li>
          <li>
            <NavLink to="/formateur/administration/classes">{t('admin.section.classes')}</NavLink>
          </li>
          <li>
            <NavLink to="/formateur/administration/import">{t('admin.section.import')}</NavLink>
          </li>
        </ul>
      </nav>
    );
  }
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
          <NavLink to="/formateur/administration/classes">{t('admin.section.classes')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/contenus">{t('admin.section.content')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/import">{t('admin.section.import')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/journal">{t('admin.section.journal')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/reglages">{t('admin.section.settings')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/textes">{t('admin.section.texts')}</NavLink>
        </li>
        <li>
          <NavLink to="/formateur/administration/connexion">{t('admin.section.sso')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
