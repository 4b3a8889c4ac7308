import type { LearnerInClass } from '@espace/contracts/trainer';
import { formatDuration } from '@espace/domain/display/duration';
import { scorePercent } from '@espace/domain/lessons/progress';
import { wholePercent } from '@espace/domain/trainer/roster';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/score/progress-bar';

type Lesson = LearnerInClass['lessons'][number];

function LessonPages({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  return (
    <ol className="learner-pages" aria-label={t('trainer.learner.pages', { course: lesson.courseTitle })}>
      {lesson.pages.map((page, index) => {
        const title = page.title ?? t('trainer.learner.page.untitled', { number: index + 1 });
        return (
          <li key={page.nodeId} className="learner-pages__page">
            <span className="learner-pages__title">{title}</span>
            <span className={`learner-pages__state learner-pages__state--${page.progress ?? 'none'}`}>{t(`trainer.learner.page.${page.progress ?? 'notOpened'}`)}</span>
            <span className="learner-pages__score">{page.score === null ? '' : t('trainer.learner.page.points', page.score)}</span>
            {page.answered && page.pageId !== null ? (
              <Link className="learner-pages__correct" to={`/correction/${lesson.id}/page/${page.pageId}`} aria-label={t('trainer.learner.page.correctNamed', { page: title })}>
                {t('trainer.learner.page.correct')}
              </Link>
            ) : (
              <span className="learner-pages__correct" />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The learner's lessons, each with its figures and its pages in course order; answered pages open in the correction screen. */
export function LearnerLessons({ lessons }: { lessons: LearnerInClass['lessons'] }) {
  const { t, i18n } = useTranslation();
  if (lessons.length === 0) return <p>{t('trainer.learner.noLesson')}</p>;
  return (
    <ul className="learner-lessons">
      {lessons.map((lesson) => (
        <li key={lesson.id} className="staff-card">
          <h3 className="staff-card__title">{lesson.courseTitle}</h3>
          <dl className="staff-facts">
            <div>
              <dt>{t('trainer.learner.state')}</dt>
              <dd>{t(`score.state.${lesson.state}`)}</dd>
            </div>
            <div>
              <dt>{t('trainer.learner.progress')}</dt>
              <dd className="trainer-progress">
                <ProgressBar fraction={lesson.progression} label={t('trainer.learner.progressOf', { course: lesson.courseTitle })} />
                <span>{t('trainer.percent', { percent: wholePercent(lesson.progression) })}</span>
              </dd>
            </div>
            <div>
              <dt>{t('trainer.learner.score')}</dt>
              <dd>{lesson.score.max > 0 ? t('trainer.percent', { percent: scorePercent(lesson.score) }) : t('trainer.roster.noLesson')}</dd>
            </div>
            <div>
              <dt>{t('trainer.learner.timeSpent')}</dt>
              <dd>{formatDuration(lesson.timeSpent, i18n.language)}</dd>
            </div>
          </dl>
          {lesson.pages.length > 0 && <LessonPages lesson={lesson} />}
        </li>
      ))}
    </ul>
  );
}
