import type { LessonPage } from '@espace/contracts/lessons';
import { type OutlinePageMark, outlinePageMark, sectionProgress } from '@espace/domain/lessons/lesson-outline';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type IconState = 'answered' | 'seen' | 'todo' | 'locked';

/** The icon of a page's mark: a check for every answered page (seen, scored or done). */
const iconOf = (mark: OutlinePageMark): IconState => {
  if (mark.kind === 'started') return 'seen';
  if (mark.kind === 'todo' || mark.kind === 'locked') return mark.kind;
  return 'answered';
};

function StateIcon({ state }: { state: IconState | 'current' }) {
  const paths = {
    answered: <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" />,
    seen: <circle cx="8" cy="8" r="4" fill="currentColor" />,
    todo: <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />,
    locked: <path d="M5 7V5a3 3 0 016 0v2M4 7h8v6H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />,
    current: <path d="M5 3l6 5-6 5z" fill="currentColor" />,
  };
  return (
    <svg className="course-tree__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {paths[state]}
    </svg>
  );
}

/**
 * The burger panel: the lesson's sections and pages in course order, each section with its
 * progress and each page with its mark (outlinePageMark: « vue », its points, « Faite »…); the
 * pages the learner may open again (answered or started, nothing undone before them) are links,
 * the page on screen is marked. It reads the page's own outline: no other call.
 */
export function CourseTreePanel({ id, page, onOpen }: { id: string; page: LessonPage; onOpen: () => void }) {
  const { t } = useTranslation();
  const hasLinks = page.outline.some((section) => section.pages.some((entry) => entry.nodeId !== page.nodeId && entry.reachable && entry.pageId !== null));
  return (
    // The tree scrolls on its own beside the page: without a link in it (a new lesson), it takes the
    // focus itself so a keyboard can scroll it (axe scrollable-region-focusable).
    <nav id={id} className="course-tree" aria-label={t('lessonPlayer.tree.label')} tabIndex={hasLinks ? undefined : 0}>
      <h2 className="course-tree__course" lang={page.course.language}>
        {page.course.title}
      </h2>
      <p className="course-tree__order">{t('lessonPlayer.tree.order')}</p>
      <ol className="course-tree__sections">
        {page.outline.map((section, sectionIndex) => (
          <li key={section.id ?? `section-${sectionIndex}`}>
            <h3 className="course-tree__section" lang={section.title === null ? undefined : page.course.language}>
              {section.title ?? t('lessonPlayer.tree.section', { index: sectionIndex + 1 })}
            </h3>
            <p className="course-tree__progress">{t('lessonPlayer.tree.progress', sectionProgress(section))}</p>
            <ol className="course-tree__pages">
              {section.pages.map((entry) => {
                const current = entry.nodeId === page.nodeId;
                const mark = outlinePageMark(entry);
                const state = iconOf(mark);
                const title = entry.title ?? t('lessonPlayer.tree.untitled');
                const label = current ? t('lessonPlayer.tree.state.current') : t(`lessonPlayer.tree.state.${mark.kind}`, mark);
                const body = (
                  <>
                    <StateIcon state={current ? 'current' : state} />
                    <span className="course-tree__title" lang={entry.title === null ? undefined : page.course.language}>
                      {title}
                    </span>
                    <span className="course-tree__state">{label}</span>
                  </>
                );
                return (
                  <li
                    key={entry.nodeId}
                    className={`course-tree__page course-tree__page--${current ? 'current' : state}`}
                    aria-current={current ? 'step' : undefined}
                  >
                    {!current && entry.reachable && entry.pageId !== null ? (
                      <Link className="course-tree__link" to={paths.lesson.page.getHref({ id: page.lessonId, pageId: entry.pageId })} onClick={onOpen}>
                        {body}
                      </Link>
                    ) : (
                      <span className="course-tree__link course-tree__link--static">{body}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
