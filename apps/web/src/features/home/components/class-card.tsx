import type { MyClass } from '@espace/contracts/classes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassDates } from './class-dates';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export function ClassCard({ schoolClass }: { schoolClass: MyClass }) {
  const { t } = useTranslation();
  const headingId = useId();
  const programs = [...schoolClass.classPrograms].sort(byOrder);
  return (
    <article className="class-card" aria-labelledby={headingId}>
      <header className="class-card__header">
        <h2 id={headingId}>{schoolClass.name}</h2>
        {schoolClass.expired && <span className="badge">{t('home.expired')}</span>}
      </header>
      <ClassDates startAt={schoolClass.startAt} expireAt={schoolClass.expireAt} />
      <ul className="program-list" aria-label={t('home.programs', { name: schoolClass.name })}>
        {programs.map(({ id, program }) => (
          <li key={id} className="program">
            <h3>{program.name}</h3>
            <p className="program__count">{t('home.courseCount', { count: program.courses.length })}</p>
            {program.courses.length > 0 ? (
              <ul className="course-list" aria-label={t('home.courses', { name: program.name })}>
                {[...program.courses].sort(byOrder).map((course) => (
                  <li key={course.id}>{course.title}</li>
                ))}
              </ul>
            ) : (
              <p className="program__empty">{t('home.noCourse')}</p>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
