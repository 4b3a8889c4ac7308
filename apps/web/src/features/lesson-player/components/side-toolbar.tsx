import type { LessonPage } from '@espace/contracts/lessons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LessonTimer } from './lesson-timer';

export interface SideToolbarProps {
  page: LessonPage;
  treeId: string;
  treeOpen: boolean;
  onToggleTree: () => void;
  onTimerEnd: () => void;
  onHints: () => void;
  onLegend: () => void;
  onResources: () => void;
  calculatorOpen: boolean;
  onToggleCalculator: () => void;
}

/** SPEC §2 side toolbar: the course tree toggle, the timer, and the page's tools. */
export function SideToolbar({ page, treeId, treeOpen, onToggleTree, onTimerEnd, onHints, onLegend, onResources, calculatorOpen, onToggleCalculator }: SideToolbarProps) {
  const { t } = useTranslation();
  const hasHints = page.hints.messages.length + page.hints.remaining > 0;
  const remaining = page.results === null && page.remainingSeconds !== null ? page.remainingSeconds : page.lesson.remainingSeconds;
  return (
    <aside className="side-toolbar" aria-label={t('lessonPlayer.toolbar.label')}>
      <button type="button" className="button button--ghost side-toolbar__burger" aria-expanded={treeOpen} aria-controls={treeId} onClick={onToggleTree}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{t('lessonPlayer.tree.toggle')}</span>
      </button>
      <LessonTimer key={`${page.id}:${remaining ?? 'none'}`} remainingSeconds={remaining} onComplete={onTimerEnd} />
      {page.resourcesCount > 0 ? (
        <button type="button" className="button button--ghost" onClick={onResources}>
          {t('lessonPlayer.toolbar.resources', { count: page.resourcesCount })}
        </button>
      ) : null}
      {hasHints && page.blockType === 'exercice' ? (
        <button type="button" className="button button--ghost" onClick={onHints}>
          {t('lessonPlayer.toolbar.check')}
        </button>
      ) : null}
      {page.results !== null && page.blockType === 'exercice' ? (
        <button type="button" className="button button--ghost" onClick={onLegend}>
          {t('lessonPlayer.toolbar.legend')}
        </button>
      ) : null}
      {page.tools.calculator ? (
        <button type="button" className="button button--ghost" aria-pressed={calculatorOpen} onClick={onToggleCalculator}>
          {t('lessonPlayer.toolbar.calculator')}
        </button>
      ) : null}
      {page.blockType === 'tincan' ? null : (
        <Link to="/" className="button button--ghost side-toolbar__home">
          {t('lessonPlayer.toolbar.dashboard')}
        </Link>
      )}
    </aside>
  );
}
