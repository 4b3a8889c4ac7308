import type { AdminUsersQuery } from '@espace/contracts/admin';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useAdminUsers } from './admin-users-api';
import { ErasureRequests } from './erasure-requests';
import { AdminSearchField, useAdminListSearch } from '../components/admin-list-search';
import { AdminPagination } from '../components/admin-pagination';
import { AdminSections, useAdministersTenant } from '../components/admin-sections';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import { paths } from '../../../lib/paths';
import { usePersonName } from '../../../lib/use-person-name';

const states = ['all', 'active', 'deactivated', 'erased'] as const;

/** The tenant's users (docs/administration.md#users): search by name, username or address, filter by state, 50 a page. */
export function UsersPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const personName = usePersonName();
  const administersTenant = useAdministersTenant();
  const errorText = useErrorText();
  const searchId = useId();
  const { typed, search, page, setPage, type, restart } = useAdminListSearch();
  const [state, setState] = useState<AdminUsersQuery['state']>('all');
  const users = useAdminUsers({ search, state, page });
  return (
    <div className="admin-page">
      <h1>{t('admin.users.title')}</h1>
      <AdminSections />
      {/* A company admin reaches their companies' members and gives no administration: their intro says so. */}
      <p className="admin-intro">{t(administersTenant ? 'admin.users.intro' : 'admin.users.introCompany')}</p>
      <ErasureRequests administersTenant={administersTenant} />
      <div className="admin-filters" role="search">
        <AdminSearchField id={searchId} label={t('admin.users.search')} hint={t('admin.users.searchHint')} value={typed} onChange={type} />
        <div className="field">
          <label htmlFor={`${searchId}-state`}>{t('admin.users.state')}</label>
          <select
            id={`${searchId}-state`}
            className="control"
            value={state}
            onChange={(event) => {
              setState(event.target.value as AdminUsersQuery['state']);
              restart();
            }}
          >
            {states.map((option) => (
              <option key={option} value={option}>
                {t(`admin.users.states.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryStatus query={users} loading={t('admin.users.loading')} errorText={(error) => errorText(error).message} />
      {users.data !== undefined && (
        <>
          <p className="admin-count" aria-live="polite">
            {t('admin.users.count', { count: users.data.total })}
          </p>
          {users.data.items.length === 0 ? (
            <p>{t('admin.users.empty')}</p>
          ) : (
            <ul className="admin-users" aria-label={t('admin.users.list')}>
              {users.data.items.map((user) => (
                <li key={user.id} className="admin-users__row">
                  <Link className="admin-users__name" to={paths.admin.user.getHref({ userId: user.id })}>
                    {personName(user.displayName)}
                  </Link>
                  <span className="admin-users__detail">{user.email === '' ? t('admin.users.noEmail') : user.email}</span>
                  {user.username !== null && <span className="admin-users__detail">{user.username}</span>}
                  {user.invitationSentAt !== null && (
                    <span className="admin-users__detail">{t('admin.users.invitationPending', { date: dateTime(user.invitationSentAt, '') })}</span>
                  )}
                  <span className="admin-users__badges">
                    {user.roles.includes('admin') && <span className="admin-state admin-state--available">{t('admin.users.adminBadge')}</span>}
                    {user.deactivatedAt !== null && <span className="admin-state admin-state--disabled">{t('admin.users.deactivatedBadge')}</span>}
                    {user.erasedAt !== null && <span className="admin-state admin-state--disabled">{t('admin.users.erasedBadge')}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <AdminPagination label={t('admin.users.pagination')} page={users.data.page} pageCount={users.data.pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
