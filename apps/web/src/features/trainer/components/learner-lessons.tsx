import type { LearnerInClass } from '@espace/contracts/trainer';
import { formatDuration } from '@espace/domain/display/duration';
import { scorePercent } from '@espace/domain/lessons/progress';
import { wholePercent } from '@espace/domain/trainer/roster';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/score/progress-bar';
import { useDateTime } from '../../../lib/use-date-time';
import { useCourseNames } from './use-course-names';
import { paths } from '../../../lib/paths';

type Lesson = LearnerInClass['lessons'][number];
type Page = Omit<Lesson['pages'][number], 'pageId'> & { pageId?: string | null };

/** A list of pages with their state and points; those of the current attempt that were answered open in the correction screen. */
function LessonPages({ lessonId, pages, label }: { lessonId: string; pages: readonly Page[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className="learner-pages" aria-label={label}>
      {pages.map((page, index) => {
        const title = page.title ?? t('trainer.learner.page.untitled', { number: index + 1 });
        return (
          <li key={page.nodeId} className="learner-pages__page">
            <span className="learner-pages__title">{title}</span>
            <span className={`learner-pages__state learner-pages__state--${page.progress ?? 'none'}`}>
              {t(`trainer.learner.page.${page.progress ?? 'notOpened'}`)}
            </span>
            <span className="learner-pages__score">{page.score === null ? '' : t('trainer.learner.page.points', page.score)}</span>
            {page.answered && typeof page.pageId === 'string' ? (
              <Link
                className="learner-pages__correct"
                to={paths.correctionPage.getHref({ lessonId, pageId: page.pageId })}
                aria-label={t('trainer.learner.page.correctNamed', { page: title })}
              >
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

/** The attempts resets ended, oldest first, each folded under its number, end and points. */
function EarlierAttempts({ lesson, courseName }: { lesson: Lesson; courseName: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <div className="learner-attempts">
      {lesson.earlierAttempts.map((attempt) => {
        const name = t('trainer.learner.attempt.name', { number: attempt.number });
        return (
          <details key={attempt.number} className="learner-attempt">
            <summary>
              {t('trainer.learner.attempt.summary', {
                name,
                ended:
                  attempt.endedAt === null
                    ? t('trainer.learner.attempt.endedUnknown')
                    : t('trainer.learner.attempt.ended', { date: dateTime(attempt.endedAt, '') }),
                points: attempt.score.max > 0 ? t('trainer.learner.page.points', attempt.score) : t('trainer.learner.attempt.noPoints'),
              })}
            </summary>
            {attempt.pages.length > 0 ? (
              <LessonPages lessonId={lesson.id} pages={attempt.pages} label={t('trainer.learner.attempt.pages', { name, course: courseName })} />
            ) : (
              <p>{t('trainer.learner.attempt.empty')}</p>
            )}
          </details>
        );
      })}
    </div>
  );
}

/**
 * The learner's lessons, each with its figures and its pages in course order (answered pages open
 * in the correction screen), then the attempts resets ended.
 */
export function LearnerLessons({ lessons }: { lessons: LearnerInClass['lessons'] }) {
  const { t, i18n } = useTranslation();
  // Two programs sharing a course title: each lesson is named with its program, as the roster's columns are.
  const courseName = useCourseNames(lessons.map((lesson) => ({ id: lesson.id, title: lesson.courseTitle, programName: lesson.programName })));
  if (lessons.length === 0) return <p>{t('trainer.learner.noLesson')}</p>;
  return (
    <ul className="learner-lessons">
      {lessons.map((lesson) => (
        <li key={lesson.id} className="staff-card">
          <h3 className="staff-card__title">{courseName(lesson.id, lesson.courseTitle)}</h3>
          <dl className="staff-facts">
            <div>
              <dt>{t('trainer.learner.state')}</dt>
              <dd>{t(`score.state.${lesson.state}`)}</dd>
            </div>
            <div>
              <dt>{t('trainer.learner.progress')}</dt>
              <dd className="trainer-progress">
                <ProgressBar fraction={lesson.progression} label={t('trainer.learner.progressOf', { course: courseName(lesson.id, lesson.courseTitle) })} />
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
          {lesson.earlierAttempts.length > 0 && (
            <p className="learner-attempts__current">{t('trainer.learner.attempt.current', { number: lesson.earlierAttempts.length + 1 })}</p>
          )}
          {lesson.pages.length > 0 && (
            <LessonPages lessonId={lesson.id} pages={lesson.pages} label={t('trainer.learner.pages', { course: courseName(lesson.id, lesson.courseTitle) })} />
          )}
          {lesson.earlierAttempts.length > 0 && <EarlierAttempts lesson={lesson} courseName={courseName(lesson.id, lesson.courseTitle)} />}
        </li>
      ))}
    </ul>
  );
}
