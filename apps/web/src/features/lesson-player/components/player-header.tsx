import type { LessonPage } from '@espace/contracts/lessons';
import { isLessonEnded } from '@espace/domain/lessons/progress';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LessonTimer } from './lesson-timer';
import { destinations } from '../../../lib/destinations';

export interface PlayerHeaderProps {
  page: LessonPage;
  treeId: string;
  treeOpen: boolean;
  onToggleTree: () => void;
  onTimerEnd: () => void;
  onHints: () => void;
  onResources: () => void;
  calculatorOpen: boolean;
  onToggleCalculator: () => void;
}

function BurgerIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
      <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The player's header (docs/product/screens-and-routes.md#header-and-tools): the course tree toggle,
 * the course and section the page belongs to, the timer, the way out, the lesson's progress as a
 * bar, and the page's tools (resources, hints, calculator).
 */
export function PlayerHeader({
  page,
  treeId,
  treeOpen,
  onToggleTree,
  onTimerEnd,
  onHints,
  onResources,
  calculatorOpen,
  onToggleCalculator,
}: PlayerHeaderProps) {
  const { t } = useTranslation();
  const hasHints = page.blockType === 'exercice' && page.hints.messages.length + page.hints.remaining > 0;
  // An ended lesson reviewed runs no clock, whatever time its limits would leave (docs/product/lessons.md#timers).
  const ended = isLessonEnded(page.lesson);
  const pageTimed = page.results === null && page.remainingSeconds !== null;
  const remaining = ended ? null : pageTimed ? page.remainingSeconds : page.lesson.remainingSeconds;
  const limit = pageTimed ? page.timeLimit : page.lesson.timeLimit;
  const percent = Math.round(Math.min(Math.max(page.lesson.progression, 0), 1) * 100);
  const position = t('lessonPlayer.page.position', { position: page.position + 1, count: page.count });
  const hasTools = page.resourcesCount > 0 || hasHints || page.tools.calculator;
  return (
    <header className="player-header">
      <div className="player-header__bar">
        <button type="button" className="button button--ghost player-header__burger" aria-expanded={treeOpen} aria-controls={treeId} onClick={onToggleTree}>
          <BurgerIcon />
          <span className="player-header__burger-text">{t('lessonPlayer.tree.toggle')}</span>
        </button>
        <p className="player-header__course">
          <span className="player-header__course-title" lang={page.course.language}>
            {page.course.title}
          </span>
          {page.sectionTitle && page.sectionTitle !== page.course.title ? (
            <span className="player-header__section" lang={page.course.language}>
              {page.sectionTitle}
            </span>
          ) : null}
        </p>
        <LessonTimer key={`${page.id}:${remaining ?? 'none'}`} remainingSeconds={remaining} limitSeconds={limit} onComplete={onTimerEnd} />
        {page.blockType === 'tincan' ? null : (
          <Link to={destinations.home.href} className="button button--ghost player-header__home">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" focusable="false">
              <path d="M11 4L6 9l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="player-header__home-text">{t(destinations.home.backKey)}</span>
          </Link>
        )}
      </div>
      <div className="player-progress">
        <div
          className="player-progress__track"
          role="progressbar"
          aria-label={t('lessonPlayer.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent} %`}
        >
          <span className="player-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="player-progress__position">{position}</p>
      </div>
      {hasTools ? (
        <div className="player-tools" role="group" aria-label={t('lessonPlayer.toolbar.label')}>
          {page.resourcesCount > 0 ? (
            <button type="button" className="button button--ghost" onClick={onResources}>
              {t('lessonPlayer.toolbar.resources', { count: page.resourcesCount })}
            </button>
          ) : null}
          {hasHints ? (
            <button type="button" className="button button--ghost" onClick={onHints}>
              {t('lessonPlayer.toolbar.hints')}
            </button>
          ) : null}
          {page.tools.calculator ? (
            <button type="button" className="button button--ghost" aria-pressed={calculatorOpen} onClick={onToggleCalculator}>
              {t('lessonPlayer.toolbar.calculator')}
            </button>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
