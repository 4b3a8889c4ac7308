import type { ResultPage } from '@espace/contracts/lesson-results';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';

/**
 * The exercise and activity pages of an ended lesson, in course order: how each went, in words
 * and an icon (never colour alone), its points, and « Revoir » for an answered exercise.
 */
export function ResultsPagesList({ lessonId, pages, language }: { lessonId: string; pages: readonly ResultPage[]; language: string }) {
  const { t } = useTranslation();
  if (pages.length === 0) return <p className="results-pages__none">{t('lessonPlayer.results.noExercise')}</p>;
  return (
    <ol className="results-pages">
      {pages.map((entry) => {
        const title = entry.title ?? t('lessonPlayer.tree.untitled');
        return (
          <li key={entry.nodeId} className={`results-page results-page--${entry.outcome}`}>
            <span className="results-page__icon" aria-hidden="true" />
            <span className="results-page__name">
              <span className="results-page__title" lang={entry.title === null ? undefined : language}>
                {title}
              </span>
              {entry.sectionTitle === null ? null : (
                <span className="results-page__section" lang={language}>
                  {entry.sectionTitle}
                </span>
              )}
            </span>
            <span className="results-page__outcome">{t(`lessonPlayer.results.outcome.${entry.outcome}`)}</span>
            <span className="results-page__points">{entry.score !== null && entry.score.max > 0 ? t('lessonPlayer.results.points', entry.score) : null}</span>
            {entry.reviewable && entry.pageId !== null ? (
              <Link
                className="button button--ghost results-page__review"
                to={paths.lesson.review.getHref({ id: lessonId, pageId: entry.pageId })}
                aria-label={t('lessonPlayer.results.reviewPage', { title })}
              >
                {t('lessonPlayer.results.review')}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
