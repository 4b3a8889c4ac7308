import type { AdminCourse, AdminProgram } from '@espace/contracts/admin-content';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useAdminPrograms } from './content-api';
import { AdminSearchField, useAdminListSearch } from '../components/admin-list-search';
import { AdminPagination } from '../components/admin-pagination';
import { ProgramVersionHistory } from './content-program-versions';
import { ContentRename } from './content-rename';
import { ContentStateControl } from './content-state-control';
import { paths } from '../../../lib/paths';

/**
 * The tenant's programs, newest first, 20 a page and searched by name, with their courses, states,
 * versions and blocks (docs/administration.md#content); each program and course renamed and moved
 * from the version on screen.
 */
export function ContentPrograms() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const searchId = useId();
  const { typed, search, page, setPage, type } = useAdminListSearch();
  const programs = useAdminPrograms({ search, page });
  // After a 412 the list is read again: its versions are then the ones the next change names.
  const reload = () => programs.refetch();
  return (
    <section className="admin-panel" aria-labelledby="content-programs-title">
      <h2 id="content-programs-title">{t('admin.content.programs.title')}</h2>
      <div className="admin-filters" role="search">
        <AdminSearchField id={searchId} label={t('admin.content.programs.search')} value={typed} onChange={type} />
      </div>
      <QueryStatus query={programs} loading={t('admin.content.programs.loading')} errorText={(error) => errorText(error).message} />
      {programs.data !== undefined && (
        <>
          <p className="admin-count" aria-live="polite">
            {t('admin.content.programs.count', { count: programs.data.total })}
          </p>
          {programs.data.items.length === 0 ? (
            <p>{search === '' ? t('admin.content.programs.empty') : t('admin.content.programs.noMatch')}</p>
          ) : (
            <ul className="staff-cards staff-cards--single">
              {programs.data.items.map((program) => (
                <ProgramCard key={program.id} program={program} onReload={reload} />
              ))}
            </ul>
          )}
          <AdminPagination label={t('admin.content.programs.pagination')} page={programs.data.page} pageCount={programs.data.pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ProgramCard({ program, onReload }: { program: AdminProgram; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const titleId = `program-${program.id}`;
  return (
    <li className="staff-card" aria-labelledby={titleId}>
      <h3 className="admin-card__title" id={titleId}>
        {program.name}
      </h3>
      <ContentStateControl kind="program" id={program.id} name={program.name} state={program.state} version={program.version} onReload={onReload}>
        <ContentRename kind="program" id={program.id} name={program.name} version={program.version} onReload={onReload} />
      </ContentStateControl>
      <ProgramVersionHistory programId={program.id} name={program.name} />
      {program.courses.length === 0 ? (
        <p>{t('admin.content.programs.noCourse')}</p>
      ) : (
        <ul className="admin-courses" aria-label={t('admin.content.programs.courses', { name: program.name })}>
          {program.courses.map((course) => (
            <CourseRow key={course.id} course={course} onReload={onReload} />
          ))}
        </ul>
      )}
    </li>
  );
}

function CourseRow({ course, onReload }: { course: AdminCourse; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <li className="admin-course">
      <h4 className="admin-course__title">{course.title}</h4>
      <ContentStateControl kind="course" id={course.id} name={course.title} state={course.state} version={course.version} onReload={onReload}>
        <ContentRename kind="course" id={course.id} name={course.title} version={course.version} onReload={onReload} />
      </ContentStateControl>
      <details className="admin-course__blocks">
        <summary>{t('admin.content.programs.blocks', { count: course.blocks.length })}</summary>
        {course.blocks.length === 0 ? (
          <p>{t('admin.content.programs.noBlock')}</p>
        ) : (
          <ol aria-label={t('admin.content.programs.blocksOf', { title: course.title })}>
            {course.blocks.map((block) => (
              <li key={block.id}>
                <span className="admin-course__block">{block.title}</span>
                <a
                  href={paths.preview.getBlockHref(block.id)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('admin.content.programs.previewNamed', { title: block.title })}
                >
                  {t('admin.content.programs.preview')}
                </a>
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}
