import type { MyClassWithLessons } from '@espace/contracts/classes';
import { pageCount } from '@espace/domain/pagination';
import { type ReactNode, useCallback, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useIsMobile } from '../../../lib/use-media-query';
import { useMyClasses } from '../api/get-my-classes';
import { useClassFilters } from '../hooks/use-class-filters';
import { useRefreshAtStart } from '../hooks/use-refresh-at-start';
import { ClassCard } from './class-card';
import { ClassFiltersBar } from './class-filters';
import { ClassPagination } from './class-pagination';
import { DueThisWeek } from './due-this-week';
import { HomeEmpty } from './home-empty';
import './home.css';

export interface HomePageProps {
  /** The tenant's demo video (settings.demoVideoUrl), offered on the empty state. */
  demoVideoUrl?: string | null;
  /** Per-class tools the app composes in (contacting a teacher when the tenant allows it). */
  classTools?: (schoolClass: MyClassWithLessons) => ReactNode;
}

function HomeClasses({ headingId, demoVideoUrl, classTools }: HomePageProps & { headingId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mobile = useIsMobile();
  const { filters, setSearchText, setPage, change } = useClassFilters();
  const classes = useMyClasses({ ...filters, mobile });
  const refetch = classes.refetch;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useRefreshAtStart(classes.data?.items.map((item) => item.startAt) ?? [], refresh);

  const filtering = filters.search !== undefined || filters.filter !== 'all' || filters.competencyId !== undefined || filters.programId !== undefined;
  const bar = <ClassFiltersBar filters={filters} onSearchText={setSearchText} onChange={change} />;
  if (classes.isPending) return <p role="status">{t('home.loading')}</p>;
  if (classes.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{t('home.error')}</p>
        <p>{errorText(classes.error).message}</p>
        <button type="button" className="button button--secondary" onClick={refresh}>
          {t('home.retry')}
        </button>
      </div>
    );
  }
  const { items } = classes.data;
  const total = classes.data.total ?? items.length;
  return (
    <>
      {total > 0 && <DueThisWeek />}
      {(filtering || total > 0) && bar}
      {items.length === 0 ? (
        <HomeEmpty headingId={`${headingId}-empty`} searching={filtering} demoVideoUrl={demoVideoUrl ?? null} />
      ) : (
        <ul className="class-list" aria-label={t('home.listLabel')} aria-busy={classes.isPlaceholderData}>
          {items.map((schoolClass) => (
            <li key={schoolClass.id}>
              <ClassCard schoolClass={schoolClass} tools={classTools?.(schoolClass)} />
            </li>
          ))}
        </ul>
      )}
      <ClassPagination page={classes.data.page ?? filters.page} pages={pageCount(total, classes.data.pageSize ?? 5)} onChange={setPage} />
    </>
  );
}

/** Home (docs/product/screens-and-routes.md#home): 'My courses', the learner's classes five per page with filters and search. */
export function HomePage(props: HomePageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="home">
      <div className="home__intro">
        <h1 id={headingId}>{t('home.title')}</h1>
        <p className="home__subtitle">{t('home.subtitle')}</p>
      </div>
      <HomeClasses headingId={headingId} {...props} />
    </div>
  );
}
