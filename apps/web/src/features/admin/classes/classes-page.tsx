import { type ClassListFilter, classListFilters } from '@espace/domain/admin/class-vocabulary';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useAdminClasses } from './admin-classes-api';
import { AdminSearchField, useAdminListSearch } from '../components/admin-list-search';
import { AdminPagination } from '../components/admin-pagination';
import { AdminSections } from '../components/admin-sections';
import { useClassPeriodText } from './class-period-text';
import { CreateClassForm } from './create-class-form';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import './admin-classes.css';
import { paths } from '../../../lib/paths';

/** The tenant's classes (docs/administration.md#classes): search by name, filter by period, 50 a page; create one. */
export function ClassesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const periodText = useClassPeriodText();
  const searchId = useId();
  const { typed, search, page, setPage, type, restart } = useAdminListSearch();
  const [filter, setFilter] = useState<ClassListFilter>('all');
  const classes = useAdminClasses({ search, filter, page });
  return (
    <div className="admin-page">
      <h1>{t('admin.classes.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.classes.intro')}</p>
      <CreateClassForm />
      <section className="admin-panel" aria-labelledby="classes-list-title">
        <h2 id="classes-list-title">{t('admin.classes.list')}</h2>
        <div className="admin-filters" role="search">
          <AdminSearchField id={searchId} label={t('admin.classes.search')} value={typed} onChange={type} />
          <div className="field">
            <label htmlFor={`${searchId}-filter`}>{t('admin.classes.filter')}</label>
            <select
              id={`${searchId}-filter`}
              className="control"
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as ClassListFilter);
                restart();
              }}
            >
              {classListFilters.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.classes.filters.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryStatus query={classes} loading={t('admin.classes.loading')} errorText={(error) => errorText(error).message} />
        {classes.data !== undefined && (
          <>
            <p className="admin-count" aria-live="polite">
              {t('admin.classes.count', { count: classes.data.total })}
            </p>
            {classes.data.items.length === 0 ? (
              <p>{t('admin.classes.empty')}</p>
            ) : (
              <ul className="admin-users" aria-label={t('admin.classes.found')}>
                {classes.data.items.map((klass) => (
                  <li key={klass.id} className="admin-users__row">
                    <Link className="admin-users__name" to={paths.admin.class.getHref({ classId: klass.id })}>
                      {klass.name}
                    </Link>
                    <span className="admin-users__detail">{periodText(klass)}</span>
                    {klass.company !== null && <span className="admin-users__detail">{t('admin.classes.ofCompany', { company: klass.company.name })}</span>}
                    <span className="admin-users__detail">
                      {[
                        t('admin.classes.learners', { count: klass.learnerCount }),
                        t('admin.classes.teachers', { count: klass.teacherCount }),
                        t('admin.classes.programs', { count: klass.programCount }),
                      ].join(', ')}
                    </span>
                    {klass.closed && <span className="admin-state admin-state--disabled">{t('admin.classes.closedBadge')}</span>}
                  </li>
                ))}
              </ul>
            )}
            <AdminPagination label={t('admin.classes.pagination')} page={classes.data.page} pageCount={classes.data.pageCount} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
