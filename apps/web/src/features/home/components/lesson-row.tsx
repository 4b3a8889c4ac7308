import type { MyLesson } from '@espace/contracts/dashboard';
import { scorePercent } from '@espace/domain/lessons/progress';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Medal } from '../../../components/score/medal';
import { ProgressBar } from '../../../components/score/progress-bar';
import { LessonStateIcon } from './lesson-state-icon';

/** Only an open lesson can be played: started ones continue, the others start. */
function LessonAction({ lesson, title }: { lesson: MyLesson; title: string }) {
  const { t } = useTranslation();
  if (lesson.state !== 'AVAILABLE' || lesson.ended) return null;
  const key = lesson.startedAt === null ? 'home.lesson.start' : 'home.lesson.continue';
  return (
    <Link className="button button--primary lesson-row__action" to={`/session/${encodeURIComponent(lesson.id)}`} aria-label={t(`${key}Named`, { title })}>
      {t(key)}
    </Link>
  );
}

/** A course of a program with the learner's lesson: state, progress, score, medal and the way in. */
export function LessonRow({ title, lesson }: { title: string; lesson: MyLesson | undefined }) {
  const { t } = useTranslation();
  if (!lesson) {
    return (
      <li className="lesson-row">
        <span className="lesson-row__title">{title}</span>
      </li>
    );
  }
  const percent = Math.round(lesson.progression * 100);
  const scored = lesson.scoring.global.max > 0;
  return (
    <li className="lesson-row">
      <span className="lesson-row__title">{title}</span>
      <span className={`lesson-state lesson-state--${lesson.state.toLowerCase()}`}>
        <LessonStateIcon state={lesson.state} />
        {t(`score.state.${lesson.state}`)}
      </span>
      <span className="lesson-row__progress">
        <ProgressBar fraction={lesson.progression} label={t('home.lesson.progressOf', { title })} />
        <span className="lesson-row__percent">{t('home.lesson.percent', { percent })}</span>
      </span>
      {scored && (
        <span className="lesson-row__score">
          {t('home.lesson.score', { percent: scorePercent(lesson.scoring.global) })} <Medal ratio={lesson.scoreRatio} />
        </span>
      )}
      <LessonAction lesson={lesson} title={title} />
    </li>
  );
}
