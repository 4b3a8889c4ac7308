import { pageOf } from '@espace/domain/pagination';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useMyClasses } from '../api/get-my-classes';
import { ClassCard } from './class-card';
import { ClassPagination } from './class-pagination';
import './home.css';

function HomeClasses({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const classes = useMyClasses();
  const [page, setPage] = useState(1);

  if (classes.isPending) return <p role="status">{t('home.loading')}</p>;
  if (classes.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{t('home.error')}</p>
        <p>{errorText(classes.error).message}</p>
        <button type="button" className="button button--secondary" onClick={() => void classes.refetch()}>
          {t('home.retry')}
        </button>
      </div>
    );
  }
  if (classes.data.items.length === 0) {
    return (
      <section className="home__empty" aria-labelledby={`${headingId}-empty`}>
        <h2 id={`${headingId}-empty`}>{t('home.empty.title')}</h2>
        <p>{t('home.empty.message')}</p>
      </section>
    );
  }
  const current = pageOf(classes.data.items, page);
  return (
    <>
      <ul className="class-list" aria-label={t('home.listLabel')}>
        {current.items.map((schoolClass) => (
          <li key={schoolClass.id}>
            <ClassCard schoolClass={schoolClass} />
          </li>
        ))}
      </ul>
      <ClassPagination page={current.page} pages={current.pages} onChange={setPage} />
    </>
  );
}

/** SPEC §2 Home: the dashboard headed 'My courses' with the learner's classes. */
export function HomePage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="home">
      <div className="home__intro">
        <h1 id={headingId}>{t('home.title')}</h1>
        <p className="home__subtitle">{t('home.subtitle')}</p>
      </div>
      <HomeClasses headingId={headingId} />
    </div>
  );
}
