import { type AdminJob, jobStates } from '@espace/contracts/admin-jobs';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useAdminJobs, useRetryJob } from '../api/jobs-api';
import { AdminSections } from './admin-sections';
import '../../../components/staff/staff.css';
import './admin.css';
import './jobs.css';

/**
 * The tenant's background jobs (docs/architecture.md#background-jobs): mails and learner imports,
 * how many wait, run, wait for a new attempt or failed, the most recent ones with why the last
 * attempt failed; a job that failed for good can be run again.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const jobs = useAdminJobs();
  const retry = useRetryJob();
  return (
    <div className="admin-page">
      <h1>{t('admin.jobs.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.jobs.intro')}</p>
      <QueryStatus query={jobs} loading={t('admin.jobs.loading')} errorText={(error) => errorText(error).message} />
      {jobs.data !== undefined && (
        <section className="admin-panel" aria-labelledby="jobs-counts">
          <h2 id="jobs-counts">{t('admin.jobs.counts')}</h2>
          <dl className="jobs-counts">
            {jobStates.map((state) => (
              <div key={state} className="jobs-counts__item">
                <dt>{t(`admin.jobs.state.${state}`)}</dt>
                <dd>{jobs.data.counts[state] ?? 0}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {retry.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(retry.error).message}
        </p>
      )}
      {jobs.data?.items.length === 0 && <p>{t('admin.jobs.empty')}</p>}
      {jobs.data !== undefined && jobs.data.items.length > 0 && (
        <section className="admin-panel" aria-labelledby="jobs-list">
          <h2 id="jobs-list">{t('admin.jobs.list')}</h2>
          <ol className="staff-cards staff-cards--single">
            {jobs.data.items.map((job) => (
              <JobItem key={job.id} job={job} retrying={retry.isPending && retry.variables === job.id} onRetry={() => retry.mutate(job.id)} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function JobItem({ job, retrying, onRetry }: { job: AdminJob; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const title = t(`admin.jobs.kind.${job.kind}`, { label: job.label });
  return (
    <li className="staff-card jobs-item" aria-label={title}>
      <p className="staff-card__title jobs-item__title">{title}</p>
      <p className={`jobs-item__state jobs-item__state--${job.state}`}>{t(`admin.jobs.badge.${job.state}`)}</p>
      <dl className="jobs-item__facts">
        <div>
          <dt>{t('admin.jobs.createdAt')}</dt>
          <dd>
            <time dateTime={job.createdAt}>{dateTime(job.createdAt, '')}</time>
          </dd>
        </div>
        <div>
          <dt>{t('admin.jobs.attempts')}</dt>
          <dd>{t('admin.jobs.attemptsOf', { made: job.attempts, max: job.maxAttempts })}</dd>
        </div>
        {job.nextAttemptAt !== null && (
          <div>
            <dt>{t('admin.jobs.nextAttemptAt')}</dt>
            <dd>
              <time dateTime={job.nextAttemptAt}>{dateTime(job.nextAttemptAt, '')}</time>
            </dd>
          </div>
        )}
        {job.finishedAt !== null && (
          <div>
            <dt>{t('admin.jobs.finishedAt')}</dt>
            <dd>
              <time dateTime={job.finishedAt}>{dateTime(job.finishedAt, '')}</time>
            </dd>
          </div>
        )}
        {job.error !== null && (
          <div>
            <dt>{t('admin.jobs.error')}</dt>
            <dd className="jobs-item__error">{job.error}</dd>
          </div>
        )}
      </dl>
      {job.state === 'failed' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={retrying}
          onClick={onRetry}
          aria-label={t('admin.jobs.retryNamed', { job: title })}
        >
          {t('admin.jobs.retry')}
        </button>
      )}
    </li>
  );
}
