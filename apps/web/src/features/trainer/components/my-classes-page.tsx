import type { TrainerClass } from '@espace/contracts/trainer';
import { classPeriods } from '@espace/domain/trainer/class-period';
import { wholePercent } from '@espace/domain/trainer/roster';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/score/progress-bar';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useFollowedClasses } from '../api/trainer-api';
import { AttentionPanel, type RemindLearner } from './attention-panel';
import { ComposeMessageDialog } from './compose-message-dialog';
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

/** A reminder being written: to whom, the prepared text the trainer starts from, and the button that opened it (the focus goes back there). */
type Reminder = [...Parameters<RemindLearner>, HTMLElement | null];

/**
 * "Mes classes": who needs the trainer today (« À suivre aujourd'hui », each « Relancer » opening
 * the message to the learner with its prepared reminder), then the classes they follow, current,
 * then upcoming, then past.
 */
export function MyClassesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const classes = useFollowedClasses();
  const [reminder, setReminder] = useState<Reminder | null>(null);
  return (
    <div className="trainer-page">
      <h1>{t('trainer.classes.title')}</h1>
      <AttentionPanel
        onRemind={(learner, prepared) => setReminder([learner, prepared, document.activeElement instanceof HTMLElement ? document.activeElement : null])}
      />
      {reminder !== null && (
        <ComposeMessageDialog
          classId={reminder[0].classId}
          recipients={{ kind: 'learners', learners: [{ id: reminder[0].id, displayName: reminder[0].displayName }] }}
          initialSubject={reminder[1].subject}
          initialBody={reminder[1].body}
          onClose={() => setReminder(null)}
          returnFocusTo={() => reminder[2]}
        />
      )}
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
