import type { Me } from '@espace/contracts/user';
import { adminReachOf } from '@espace/domain/admin/admin-access';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { usePageDisclosure } from '../../../lib/use-page-disclosure';
import { paths } from '../../../lib/paths';
import { useCertificationType } from './certification-type';

/**
 * Whether the signed-in admin administers the whole tenant, or only their companies' people and classes
 * (docs/administration.md#who-administers): read from the users/me answer the route guard loaded
 * before any administration screen renders (features do not import each other).
 */
export function useAdministersTenant(): boolean {
  const me = useQueryClient().getQueryData<Me>(queryKeys.me());
  return me !== undefined && adminReachOf(me)?.kind === 'tenant';
}

const sectionsOfTenant = [
  'codes',
  'users',
  'classes',
  'content',
  'import',
  'credentials',
  'journal',
  'personalData',
  'jobs',
  'settings',
  'texts',
  'sso',
] as const;
const sectionsOfCompanies = ['users', 'classes', 'import'] as const;
type Section = (typeof sectionsOfTenant)[number];

const pathOf: Record<Section, string> = {
  codes: paths.admin.codes.getHref(),
  users: paths.admin.users.getHref(),
  classes: paths.admin.classes.getHref(),
  content: paths.admin.content.getHref(),
  import: paths.admin.import.getHref(),
  credentials: paths.admin.credentials.getHref(),
  journal: paths.admin.journal.getHref(),
  personalData: paths.admin.personalData.getHref(),
  jobs: paths.admin.jobs.getHref(),
  settings: paths.admin.settings.getHref(),
  texts: paths.admin.texts.getHref(),
  sso: paths.admin.sso.getHref(),
};

/**
 * The administration screens, as links under the page's header (docs/administration.md); the current
 * one is marked aria-current (NavLink: a class's page is under « Classes »). A company admin sees only
 * the screens of their companies' people and classes (the import of learners into those classes
 * included). Below the xs breakpoint (768 px) the links fold behind one button that names the current
 * section, as the header's « Menu » does (the same disclosure; CSS decides which shows).
 */
export function AdminSections() {
  const { t } = useTranslation();
  const tenant = useAdministersTenant();
  const { pathname } = useLocation();
  const listId = useId();
  const certificationType = useCertificationType();
  const { open, buttonRef, toggle } = usePageDisclosure();
  // « Certificats » or « Attestations », as the tenant calls them.
  const label = (section: Section) => t(`admin.section.${section}`, { context: certificationType });
  const sections = tenant ? sectionsOfTenant : sectionsOfCompanies;
  const current = sections.find((section) => pathname === pathOf[section] || pathname.startsWith(`${pathOf[section]}/`));
  return (
    <nav className="admin-sections" data-open={open} aria-label={t('admin.sections')}>
      <button
        ref={buttonRef}
        type="button"
        className="admin-sections__toggle button button--secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <span className="admin-sections__toggle-text">
          {current === undefined ? t('admin.sections') : t('admin.sectionsCurrent', { section: label(current) })}
        </span>
        <span className="admin-sections__toggle-icon" aria-hidden="true" />
      </button>
      <ul id={listId}>
        {sections.map((section) => (
          <li key={section}>
            <NavLink to={pathOf[section]}>{label(section)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
