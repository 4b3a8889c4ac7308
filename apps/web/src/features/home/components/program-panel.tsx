import type { MyClassWithLessons, MyLesson } from '@espace/contracts/classes';
import { programResetRefusal } from '@espace/domain/lessons/program-reset';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/score/progress-bar';
import { CourseRow } from './course-row';
import { ResetProgramButton } from './reset-program-button';
import { paths } from '../../../lib/paths';

type ClassProgram = MyClassWithLessons['classPrograms'][number];

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** A program of a class: its courses in order with the learner's lessons, the program's progress, reset and review. */
export function ProgramPanel({ classId, classProgram, lessons }: { classId: string; classProgram: ClassProgram; lessons: readonly MyLesson[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { program } = classProgram;
  const mine = lessons.filter((lesson) => lesson.classProgramId === classProgram.id);
  const shown = [...program.courses].sort(byOrder).flatMap((course) => {
    const lesson = mine.find((candidate) => candidate.courseId === course.id);
    // A HIDDEN lesson is not on the learner's screens (docs/product/lessons.md#lesson-states).
    return lesson?.state === 'HIDDEN' ? [] : [{ course, lesson }];
  });
  const progress = mean(mine.filter((lesson) => lesson.state !== 'HIDDEN').map((lesson) => lesson.progression));
  const started = mine.some((lesson) => lesson.startedAt !== null);
  const ended = mine.length > 0 && mine.every((lesson) => lesson.ended || lesson.state === 'HIDDEN');
  const closed = program.state !== 'PUBLISHED';
  // The server refuses a reset while the program or one of the learner's courses is closed: Home does not offer it then.
  const resettable =
    programResetRefusal(
      mine.map((lesson) => {
        const course = program.courses.find((candidate) => candidate.id === lesson.courseId);
        return { state: lesson.state, title: course?.title ?? '', programState: program.state, courseState: course?.state ?? 'PUBLISHED' };
      }),
    ) === null;
  return (
    <li className="program" aria-labelledby={headingId}>
      <div className="program__header">
        <div className="program__heading">
          <h3 id={headingId}>{program.name}</h3>
          <p className="program__count">{t('home.courseCount', { count: shown.length })}</p>
          {closed && <p className="program__closed">{t('home.program.closed')}</p>}
        </div>
        {mine.length > 0 && (
          <div className="program__progress">
            <ProgressBar fraction={progress} label={t('home.program.progressOf', { name: program.name })} />
            <span className="course-row__percent">{t('home.lesson.percent', { percent: Math.round(progress * 100) })}</span>
          </div>
        )}
        <div className="program__tools">
          {ended && classProgram.reviewed && <span className="program__reviewed">{t('home.program.reviewed')}</span>}
          {ended && !classProgram.reviewed && (
            <Link
              className="button button--ghost"
              to={paths.evaluation.getHref({ type: 'Program', id: program.id }, { classId })}
              aria-label={t('home.program.reviewNamed', { name: program.name })}
            >
              {t('home.program.review')}
            </Link>
          )}
          {started && resettable && <ResetProgramButton classProgramId={classProgram.id} programName={program.name} />}
        </div>
      </div>
      {shown.length > 0 ? (
        <ul className="course-list" aria-label={t('home.courses', { name: program.name })}>
          {shown.map(({ course, lesson }) => (
            <CourseRow
              key={course.id}
              title={course.title}
              lesson={lesson}
              window={classProgram.openingBoundaries}
              content={{ programState: program.state, courseState: course.state }}
              due={course.due}
            />
          ))}
        </ul>
      ) : (
        <p className="program__empty">{t('home.noCourse')}</p>
      )}
    </li>
  );
}
