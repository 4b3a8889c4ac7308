import type { LessonPage } from '@espace/contracts/lessons';
import { forwardRef, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePlayerAnnouncer } from './player-announcer';

type Translate = ReturnType<typeof useTranslation>['t'];

/** What an answered page's result says: whether it was right (or its activity done), and the points; null words before an answer. */
function resultOf(page: LessonPage, t: Translate) {
  const activity = page.blockType === 'tincan';
  const scoring = activity || page.blockType === 'exercice' ? (page.results?.scoring ?? null) : null;
  const kind = activity ? 'activity' : (page.results?.kind ?? 'none');
  const words =
    page.results === null || scoring === null
      ? null
      : activity
        ? t('lessonPlayer.result.activityDone')
        : page.state === 'SKIPPED'
          ? t('errors.LESSON_PAGE_SKIPPED.title')
          : t(`lessonPlayer.result.kind.${kind}`);
  const points = words !== null && scoring !== null && scoring.max > 0 ? t('lessonPlayer.result.points', scoring) : null;
  return { words, points, kind };
}

const spoken = (words: string | null, points: string | null) => (words === null ? null : [words, points].filter(Boolean).join('. '));

/** The words the lesson's announcer says for an answered page's result ("Bonne réponse. 100 / 100 points"), null when it has none. */
export function resultAnnouncement(page: LessonPage, t: Translate): string | null {
  const { words, points } = resultOf(page, t);
  return spoken(words, points);
}

/**
 * An answered page's result under its rows: for an exercise, whether it was right, in
 * words and an icon, the points earned, and the legend of the correction marks; for a tincan page
 * its activity completed, that it is done, with the score the activity gave (docs/xapi.md). Its
 * words are announced when the result arrives, by the lesson's announcer, which outlives the page
 * (WCAG 4.1.3): Next may replace the page at once. It stays on the page until the learner moves
 * on, and takes the focus when the Check button it replaces had it (use-step-focus.ts).
 */
export const PageResult = forwardRef<HTMLElement, { page: LessonPage; onLegend: () => void }>(function PageResult({ page, onLegend }, ref) {
  const { t } = useTranslation();
  const announcer = usePlayerAnnouncer();
  const { words, points, kind } = resultOf(page, t);
  const activity = page.blockType === 'tincan';

  // Said when the result arrives on screen, not for a page opened already answered.
  const shownAnswered = useRef(words !== null);
  const said = spoken(words, points);
  useEffect(() => {
    if (said !== null && !shownAnswered.current) announcer.announceResult(said);
    shownAnswered.current = said !== null;
  }, [said, announcer]);

  return (
    <section
      ref={ref}
      className={`page-result page-result--${words !== null ? kind : 'empty'}`}
      aria-label={t('lessonPlayer.result.label')}
      tabIndex={-1}
      hidden={words === null}
      data-focus-return="result"
    >
      {words !== null ? (
        <>
          <p className="page-result__kind">
            <span className="page-result__icon" aria-hidden="true" />
            {words}
          </p>
          {points ? <p className="page-result__points">{points}</p> : null}
          {activity ? null : (
            <button type="button" className="button button--ghost page-result__legend" onClick={onLegend}>
              {t('lessonPlayer.toolbar.legend')}
            </button>
          )}
        </>
      ) : null}
    </section>
  );
});
