import type { MyLesson } from '@espace/contracts/classes';
import type { CourseDueContract } from '@espace/contracts/due-dates';
import type { ContentStatesOf } from '@espace/domain/lessons/open-to-learner';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { type LessonCardStatus, lessonCardStatus } from '@espace/domain/lessons/lesson-card-status';
import type { DateWindow } from '@espace/domain/opening-window';
import { scorePercent } from '@espace/domain/lessons/progress';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Medal } from '../../../components/score/medal';
import { ProgressBar } from '../../../components/score/progress-bar';
import { DueNote } from './due-note';
import { LessonStateIcon } from './lesson-state-icon';
import { paths } from '../../../lib/paths';

const iconState: Record<LessonCardStatus['kind'], MyLesson['state']> = {
  upcoming: 'LOCKED',
  locked: 'LOCKED',
  start: 'AVAILABLE',
  continue: 'AVAILABLE',
  done: 'DONE',
  expired: 'EXPIRED',
  timeUp: 'SKIPPED',
  closed: 'LOCKED',
};

/** The one thing the learner can do with the lesson now, or why there is nothing to do. */
function LessonAction({ status, lesson, title, programClosed }: { status: LessonCardStatus; lesson: MyLesson; title: string; programClosed: boolean }) {
  const { t, i18n } = useTranslation();
  if (status.kind === 'start' || status.kind === 'continue') {
    return (
      <Link
        className="button button--primary course-row__button"
        to={paths.lesson.root.getHref({ id: lesson.id })}
        aria-label={t(`home.lesson.${status.kind}Named`, { title })}
      >
        {t(`home.lesson.${status.kind}`)}
      </Link>
    );
  }
  if (status.kind === 'upcoming') {
    const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(status.opensAt));
    return <span className="course-row__note">{t('home.lesson.opensOn', { date })}</span>;
  }
  if (status.kind === 'locked') return <span className="course-row__note">{t('home.lesson.lockedWhy')}</span>;
  // A closed program says it once, above its courses; a course closed alone says it on its row.
  if (status.kind === 'closed' && !programClosed) return <span className="course-row__note">{t('home.lesson.closedWhy')}</span>;
  return null;
}

/** A course of a program with the learner's lesson, read left to right: state, title, progress, result, action. */
export function CourseRow({
  title,
  lesson,
  window,
  content,
  due = null,
}: {
  title: string;
  lesson: MyLesson | undefined;
  window: DateWindow;
  content: ContentStatesOf;
  /** The learner's due date for the course (theirs when extended). */
  due?: CourseDueContract | null;
}) {
  const { t } = useTranslation();
  // The moment the row was shown: Home refetches when a class opens (use-refresh-at-start.ts).
  const [now] = useState(() => new Date());
  if (!lesson) {
    return (
      <li className="course-row">
        <span className="course-row__title">{title}</span>
        <span className="course-row__note">{t('home.noLesson')}</span>
      </li>
    );
  }
  const status = lessonCardStatus({ ...lesson, ...content }, window, now);
  const percent = Math.round(lesson.progression * 100);
  // Closed content keeps what the learner achieved on screen, finished or not.
  const scored =
    lesson.scoring.global.max > 0 &&
    (status.kind === 'done' || status.kind === 'expired' || status.kind === 'timeUp' || (status.kind === 'closed' && lesson.startedAt !== null));
  return (
    <li className={`course-row course-row--${status.kind}`}>
      <span className="course-row__title">{title}</span>
      <span className="course-row__due">
        <DueNote due={due} ended={lesson.ended} now={now} />
      </span>
      <span className={`lesson-state lesson-state--${status.kind}`}>
        <LessonStateIcon state={iconState[status.kind]} />
        {t(`home.lesson.status.${status.kind}`)}
      </span>
      <span className="course-row__progress">
        <ProgressBar fraction={lesson.progression} label={t('home.lesson.progressOf', { title })} />
        <span className="course-row__percent">{t('home.lesson.percent', { percent })}</span>
      </span>
      <span className="course-row__score">
        {scored && (
          <>
            {t('home.lesson.score', { percent: scorePercent(lesson.scoring.global) })} <Medal ratio={lesson.scoreRatio} />
          </>
        )}
      </span>
      <span className="course-row__action">
        <LessonAction status={status} lesson={lesson} title={title} programClosed={content.programState !== 'PUBLISHED'} />
      </span>
    </li>
  );
}
