import type { MyClassWithLessons } from '@espace/contracts/classes';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ClassDates } from '../../../components/class-dates';
import { ProgramPanel } from './program-panel';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** One class (session) of the learner with its programs; `tools` holds per-class actions such as contacting a teacher. */
export function ClassCard({ schoolClass, tools }: { schoolClass: MyClassWithLessons; tools?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const programs = [...schoolClass.classPrograms].sort(byOrder);
  const lessons = schoolClass.lessons ?? [];
  return (
    <article className="class-card" aria-labelledby={headingId}>
      <header className="class-card__header">
        <div className="class-card__heading">
          <h2 id={headingId}>{schoolClass.name}</h2>
          <ClassDates startAt={schoolClass.startAt} expireAt={schoolClass.expireAt} texts="home.dates" className="class-card__dates" />
        </div>
        {schoolClass.expired && <span className="badge">{t('home.expired')}</span>}
        {tools}
      </header>
      <ul className="program-list" aria-label={t('home.programs', { name: schoolClass.name })}>
        {programs.map((classProgram) => (
          <ProgramPanel key={classProgram.id} classId={schoolClass.id} classProgram={classProgram} lessons={lessons} />
        ))}
      </ul>
    </article>
  );
}
