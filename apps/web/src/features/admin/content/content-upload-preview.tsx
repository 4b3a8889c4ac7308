import type { ContentImportPreview } from '@espace/contracts/admin-content';
import type { ReactNode, Ref } from 'react';
import { ContentText } from '../../../components/lesson-content/content-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type PageGroup, splitPageList } from './content-preview-pages';
import { PackageIssueTable } from './package-issue-table';

type PageChange = 'added' | 'changed' | 'removed';
const pageChanges: readonly PageChange[] = ['added', 'changed', 'removed'];

/**
 * What importing a checked package would do (docs/administration.md#content), before anything is
 * written: a new program with its courses and pages, or the next version of a program with the
 * pages it adds, changes and removes, the courses it adds or takes out, and the learners who will
 * meet the changes; then its warnings, and `children` (the buttons that publish it or drop it).
 */
export function ContentUploadPreview({
  preview,
  headingRef,
  children,
}: {
  preview: ContentImportPreview;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const correction = preview.correctedProgramId !== null;
  return (
    <section className="admin-preview" aria-labelledby="content-preview-title">
      <h3 id="content-preview-title" className="admin-preview__title" tabIndex={-1} ref={headingRef}>
        <ContentText
          text={
            correction
              ? t('admin.content.preview.correctionTitle', { version: preview.currentVersion + 1, name: preview.programName })
              : t('admin.content.preview.newTitle', { name: preview.programName })
          }
        />
      </h3>
      {correction ? <CorrectionFacts preview={preview} /> : <NewProgramFacts preview={preview} />}
      {preview.warnings.length > 0 && (
        <PackageIssueTable caption={t('admin.content.upload.warnings', { count: preview.warnings.length })} issues={preview.warnings} />
      )}
      {children}
    </section>
  );
}

function NewProgramFacts({ preview }: { preview: ContentImportPreview }) {
  const { t } = useTranslation();
  const pages = (count: number) => t('admin.content.preview.pages', { count });
  // Each course's pages, when the check listed them all.
  const complete = preview.pages.added.length === preview.changes.added;
  const pagesOf = (course: string) => preview.pages.added.filter((page) => page.course === course).length;
  return (
    <>
      <p>
        {t('admin.content.preview.newIntro', {
          courses: t('admin.content.preview.courses', { count: preview.courses.added.length }),
          pages: pages(preview.changes.added),
        })}
      </p>
      {preview.courses.added.length > 0 && (
        <ul className="admin-preview__courses" aria-label={t('admin.content.preview.coursesOfPackage')}>
          {preview.courses.added.map((course, index) => (
            <li key={`${course}-${index}`}>{complete ? t('admin.content.preview.coursePages', { title: course, pages: pages(pagesOf(course)) }) : course}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function CorrectionFacts({ preview }: { preview: ContentImportPreview }) {
  const { t } = useTranslation();
  const { changes, courses } = preview;
  const learners = changes.learnersAffected;
  const anyPage = pageChanges.some((change) => changes[change] > 0);
  return (
    <>
      <p>{t('admin.content.preview.correctionIntro', { current: preview.currentVersion })}</p>
      <p className="admin-preview__learners">
        {learners === 0 ? t('admin.content.preview.noLearner') : t('admin.content.preview.learners', { count: learners })}
      </p>
      {!anyPage && <p>{t('admin.content.preview.noPageChange')}</p>}
      {pageChanges.map((change) => changes[change] > 0 && <PageList key={change} change={change} count={changes[change]} pages={preview.pages[change]} />)}
      {courses.added.length > 0 && (
        <div className="admin-preview__group">
          <h4>{t('admin.content.preview.coursesAdded', { count: courses.added.length })}</h4>
          <CourseTitles titles={courses.added} />
        </div>
      )}
      {courses.removed.length > 0 && (
        <div className="admin-preview__group">
          <h4>{t('admin.content.preview.coursesRemoved', { count: courses.removed.length })}</h4>
          <p>{t('admin.content.preview.coursesRemovedHint')}</p>
          <CourseTitles titles={courses.removed} />
        </div>
      )}
    </>
  );
}

function CourseTitles({ titles }: { titles: readonly string[] }) {
  return (
    <ul className="admin-preview__courses">
      {titles.map((title, index) => (
        <li key={`${title}-${index}`}>{title}</li>
      ))}
    </ul>
  );
}

/** The pages of one kind of change, by course: the first few at once, the rest behind a disclosure. */
function PageList({ change, count, pages }: { change: PageChange; count: number; pages: ContentImportPreview['pages'][PageChange] }) {
  const { t } = useTranslation();
  const { first, rest, restCount, unlisted } = splitPageList(pages, count);
  return (
    <div className="admin-preview__group">
      <h4>{t(`admin.content.preview.${change}`, { count })}</h4>
      <PageGroups groups={first} />
      {restCount > 0 && (
        <details className="admin-preview__more">
          <summary>{t('admin.content.preview.more', { count: restCount })}</summary>
          <PageGroups groups={rest} />
        </details>
      )}
      {unlisted > 0 && <p>{t('admin.content.preview.unlisted', { count: unlisted })}</p>}
    </div>
  );
}

function PageGroups({ groups }: { groups: readonly PageGroup[] }) {
  return (
    <ul className="admin-preview__pages">
      {groups.map((group, index) => (
        <li key={`${group.course}-${index}`}>
          <span className="admin-preview__course">{group.course}</span>
          <ul>
            {group.titles.map((title, at) => (
              <li key={`${title}-${at}`}>{title}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
