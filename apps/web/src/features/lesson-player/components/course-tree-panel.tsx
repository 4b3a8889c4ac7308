import { useTranslation } from 'react-i18next';
import type { LessonTree } from '../api/get-lesson-tree';

/** The burger panel: the lesson's sections and pages with each one's progress, the current page marked. */
export function CourseTreePanel({ id, tree, currentNodeId }: { id: string; tree: LessonTree | undefined; currentNodeId: string }) {
  const { t } = useTranslation();
  return (
    <nav id={id} className="course-tree" aria-label={t('lessonPlayer.tree.label')}>
      {tree === undefined ? (
        <p role="status">{t('lessonPlayer.tree.loading')}</p>
      ) : (
        <ol className="course-tree__sections">
          {tree.sections.map((section, sectionIndex) => (
            <li key={section.id ?? `section-${sectionIndex}`}>
              <p className="course-tree__section">{section.title ?? t('lessonPlayer.tree.section', { index: sectionIndex + 1 })}</p>
              <ol className="course-tree__pages">
                {section.pages.map((slot) => (
                  <li key={slot.nodeId} className={`course-tree__page course-tree__page--${(slot.progress ?? 'new').toLowerCase()}`} aria-current={slot.nodeId === currentNodeId ? 'step' : undefined}>
                    <span>{slot.title ?? t('lessonPlayer.tree.untitled')}</span>
                    <span className="course-tree__progress">{t(`lessonPlayer.tree.progress.${slot.progress ?? 'NEW'}`)}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
