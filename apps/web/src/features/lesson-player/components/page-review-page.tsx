import type { LessonPage } from '@espace/contracts/lessons';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CorrectionLegend } from '../../../components/lesson-content/correction-legend';
import { PageContent } from '../../../components/lesson-content/page-content';
import { storedAnswers } from '../../../components/lesson-content/stored-answers';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { usePageReview } from '../api/lesson-results';
import './lesson-player.css';

const ignoreAnswer = () => undefined;

/** What the reviewed page's result says: the answer's kind and its points. */
function ReviewResult({ page }: { page: LessonPage }) {
  const { t } = useTranslation();
  const results = page.results;
  if (results === null) return <p className="page-review__result">{t('lessonPlayer.review.notAnswered')}</p>;
  const words = page.state === 'SKIPPED' ? t('errors.LESSON_PAGE_SKIPPED.title') : t(`lessonPlayer.result.kind.${results.kind ?? 'none'}`);
  return (
    <p className={`page-review__result page-result--${results.kind ?? 'none'}`}>
      <span className="page-result__icon" aria-hidden="true" />
      {words}
      {results.scoring.max > 0 ? <span className="page-review__points">{t('lessonPlayer.result.points', results.scoring)}</span> : null}
    </p>
  );
}

/**
 * Route /session/:id/resultats/page/:pageId (docs/product/lessons.md#results): a page of an ended
 * lesson reviewed from its results, read only: the learner's answers with the correction marks, the
 * expected answers among them, then their legend and the way back. No timer, no ping, nothing sent.
 */
export function PageReviewPage() {
  const { t } = useTranslation();
  const { id = '', pageId = '' } = useParams();
  const navigate = useNavigate();
  const { data: page, error } = usePageReview(id, pageId);
  const heading = useRef<HTMLHeadingElement>(null);
  const notEnded = errorCodeOf(error) === 'LESSON_NOT_ENDED';
  useEffect(() => {
    if (notEnded) void navigate(paths.lesson.root.getHref({ id }), { replace: true });
  }, [notEnded, id, navigate]);
  useEffect(() => {
    if (page) heading.current?.focus();
  }, [page]);
  // Another learner's lesson, a bad id: the route's full-page state (docs/product/errors.md#full-page-states).
  if (error && !notEnded) throw error;
  if (!page)
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.page.loading')}
      </p>
    );
  const title = page.nodeTitle ?? (page.content as { title?: string }).title ?? t('lessonPlayer.tree.untitled');
  const back = (
    <Link to={paths.lesson.results.getHref({ id })} className="button button--secondary">
      {t('lessonPlayer.review.back')}
    </Link>
  );
  return (
    <article className="page-review" aria-labelledby="page-review-title">
      <header className="page-review__header">
        {back}
        <p className="page-review__course" lang={page.course.language}>
          {page.course.title}
        </p>
        <h1 id="page-review-title" ref={heading} tabIndex={-1} lang={page.course.language}>
          {title}
        </h1>
        <p className="page-review__readonly">{t('lessonPlayer.review.readOnly')}</p>
        <ReviewResult page={page} />
      </header>
      <div lang={page.course.language}>
        <PageContent
          content={page.content as Parameters<typeof PageContent>[0]['content']}
          blockType={page.blockType}
          answers={storedAnswers(page.inputs)}
          onAnswer={ignoreAnswer}
          results={page.results}
          terms={page.terms}
          widgetData={{ course: page.course, sectionTitle: page.sectionTitle, figures: page.figures }}
          disabled
        />
      </div>
      {/* After the question: the marks are met in it first, then the legend explains them. */}
      {page.results ? (
        <section className="page-review__legend" aria-labelledby="page-review-legend">
          <h2 id="page-review-legend">{t('lessonPlayer.toolbar.legend')}</h2>
          <CorrectionLegend />
        </section>
      ) : null}
      <footer className="page-review__footer">{back}</footer>
    </article>
  );
}
