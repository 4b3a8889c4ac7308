import type { TrainerClass } from '@espace/contracts/trainer';
import { classPeriods } from '@espace/domain/trainer/class-period';
import { wholePercent } from '@espace/domain/trainer/roster';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/score/progress-bar';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useFollowedClasses } from '../api/trainer-api';
import { ClassDates } from '../../../components/class-dates';
import '../../../components/staff/staff.css';
import './trainer.css';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../lib/paths';

function ClassCard({ klass }: { klass: TrainerClass }) {
  const { t } = useTranslation();
  const percent = (fraction: number) => t('trainer.percent', { percent: wholePercent(fraction) });
  return (
    <li className="staff-card">
      <h3 className="staff-card__title">
        <Link to={paths.trainer.class.getHref({ classId: klass.id })} aria-label={t('trainer.classes.open', { name: klass.name })}>
          {klass.name}
        </Link>
      </h3>
      <ClassDates startAt={klass.startAt} expireAt={klass.expireAt} texts="trainer.dates" className="staff-card__dates" />
      <dl className="staff-facts">
        <div>
          <dt>{t('trainer.classes.programs')}</dt>
          <dd>{klass.programs.length === 0 ? t('trainer.classes.noProgram') : klass.programs.map((program) => program.name).join(', ')}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('trainer.roster.column.learner')}</dt>
          <dd>{t('trainer.classes.learners', { count: klass.learnerCount })}</dd>
        </div>
        <div>
          <dt>{t('trainer.classes.averageProgress')}</dt>
          <dd className="trainer-progress">
            <ProgressBar fraction={klass.averageProgress} label={t('trainer.classes.averageProgressOf', { name: klass.name })} />
            <span>{percent(klass.averageProgress)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('trainer.classes.averageScore')}</dt>
          <dd>{klass.averageScore === null ? t('trainer.classes.noScore') : percent(klass.averageScore)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** "Mes classes": the classes the trainer follows, current, then upcoming, then past. */
export function MyClassesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const classes = useFollowedClasses();
  return (
    <div className="trainer-page">
      <h1>{t('trainer.classes.title')}</h1>
      <QueryStatus query={classes} loading={t('trainer.roster.loading')} errorText={(error) => errorText(error).message} />
      {classes.data?.length === 0 && <p>{t('trainer.classes.empty')}</p>}
      {classPeriods.map((period) => {
        const ofPeriod = classes.data?.filter((klass) => klass.period === period) ?? [];
        if (ofPeriod.length === 0) return null;
        return (
          <section key={period} aria-labelledby={`period-${period}`} className="trainer-section">
            <h2 id={`period-${period}`}>{t(`trainer.classes.period.${period}`)}</h2>
            <ul className="staff-cards">
              {ofPeriod.map((klass) => (
                <ClassCard key={klass.id} klass={klass} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
