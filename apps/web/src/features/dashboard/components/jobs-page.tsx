import { useTranslation } from '../../../lib/i18n/use-translation';
import { ProgressBar } from '../../../components/score/progress-bar';
import { useLevels } from '../api/get-levels';
import { iconUrl } from '../../../components/pictures/pictures';
import { IconMask } from '../../../components/pictures/icon-mask';
import { QueryState } from './query-state';

/** The jobs tab (docs/product/scoring-and-badges.md#job-score): the themes (course categories) with the learner's score out of 100. */
export function JobsPage() {
  const { t } = useTranslation();
  const levels = useLevels();
  return (
    <QueryState query={levels}>
      {({ jobs }) =>
        jobs.length === 0 ? (
          <p>{t('dashboard.jobs.empty')}</p>
        ) : (
          <ul className="job-list" aria-label={t('dashboard.jobs.label')}>
            {jobs.map((job) => (
              <li key={job.id} className="job">
                <IconMask url={iconUrl(job.icon, 'jobs')} />
                <span className="job__title">{job.title}</span>
                <ProgressBar fraction={job.ratio} label={t('dashboard.jobs.scoreOf', { title: job.title })} />
                <span className="job__score">{t('dashboard.jobs.score', { score: job.score })}</span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
