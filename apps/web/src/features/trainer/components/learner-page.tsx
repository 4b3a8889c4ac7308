import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useClassLearner } from '../api/trainer-api';
import { LearnerLessons } from './learner-lessons';
import { LearnerLogbookSection } from './learner-logbook';
import { ResetProgramButton } from './reset-program-button';
import { TimeAccommodationForm } from './time-accommodation-form';
import { ClassDueDates } from './class-due-dates';
import { LearnerAttestation } from './learner-attestation';
import '../../../components/staff/staff.css';
import './trainer.css';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../lib/paths';
import { usePersonName } from '../../../lib/use-person-name';

/** A learner in a class: their lessons and pages, a reset per program, their time accommodation, their log-book. */
export function LearnerPage() {
  const { t } = useTranslation();
  const personName = usePersonName();
  const errorText = useErrorText();
  const { classId = '', userId = '' } = useParams();
  const learner = useClassLearner(classId, userId);
  const data = learner.data;
  return (
    <div className="trainer-page">
      <QueryStatus query={learner} loading={t('trainer.learner.loading')} errorText={(error) => errorText(error).message} />
      {data && (
        <>
          <p className="staff-back">
            <Link to={paths.trainer.class.getHref({ classId: data.class.id })}>{t('trainer.learner.back', { name: data.class.name })}</Link>
          </p>
          <header className="trainer-header">
            <div>
              <h1>{personName(data.learner.displayName)}</h1>
              <p className="trainer-header__dates">{data.learner.email}</p>
            </div>
            <div className="trainer-header__actions">
              {data.classPrograms.map((classProgram) => (
                <ResetProgramButton key={classProgram.id} classId={data.class.id} learner={data.learner} classProgram={classProgram} />
              ))}
            </div>
          </header>
          <section className="trainer-section" aria-labelledby="learner-lessons">
            <h2 id="learner-lessons">{t('trainer.learner.lessons')}</h2>
            <LearnerLessons lessons={data.lessons} />
          </section>
          <TimeAccommodationForm classId={data.class.id} userId={data.learner.id} learnerName={personName(data.learner.displayName)} />
          <ClassDueDates classId={data.class.id} learner={{ id: data.learner.id, name: personName(data.learner.displayName) }} />
          <LearnerLogbookSection classId={data.class.id} userId={data.learner.id} />
          <LearnerAttestation classId={data.class.id} userId={data.learner.id} />
        </>
      )}
    </div>
  );
}
