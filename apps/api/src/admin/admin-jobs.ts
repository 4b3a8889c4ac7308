import type { AdminJob, AdminJobs, JobState } from '@espace/contracts/admin-jobs';
import { jobStates } from '@espace/contracts/admin-jobs';
import { AppError, NotFoundError } from '../http/app-error';
import type { JobQueue } from '../jobs/job-queue';
import type { JobRecord, JobsRepository, PgBossState } from '../jobs/jobs-repository';

/** The jobs the admin's page lists: the most recent; the counts cover them all. */
const LISTED = 100;

const stateOf: Record<PgBossState, JobState> = {
  created: 'waiting',
  retry: 'retrying',
  active: 'running',
  completed: 'done',
  cancelled: 'cancelled',
  failed: 'failed',
};

const present = (job: JobRecord, queue: JobQueue): AdminJob => ({
  id: job.id,
  kind: job.kind,
  state: stateOf[job.state],
  label: queue.labelOf(job.kind, job.data),
  attempts: job.attempts,
  maxAttempts: job.retryLimit + 1,
  error: job.error,
  createdAt: job.createdAt.toISOString(),
  nextAttemptAt: job.state === 'created' || job.state === 'retry' ? job.startAfter.toISOString() : null,
  finishedAt: job.completedAt?.toISOString() ?? null,
});

/** The tenant's background jobs, newest first, and how many stand in each state (docs/architecture.md#background-jobs). */
export async function listJobs({ tenantId, jobs, queue }: { tenantId: string; jobs: JobsRepository; queue: JobQueue }): Promise<AdminJobs> {
  const [items, counted] = await Promise.all([jobs.recent(tenantId, LISTED), jobs.countByState(tenantId)]);
  const counts = Object.fromEntries(jobStates.map((state) => [state, 0])) as Record<JobState, number>;
  for (const [state, count] of counted) counts[stateOf[state]] += count;
  return { items: items.map((job) => present(job, queue)), counts };
}

/**
 * Runs a job that failed for good once more (one more attempt, at once). Another tenant's job is
 * 404, as no job is; one that has not failed is JOB_NOT_FAILED.
 */
export async function retryJob({ tenantId, id, jobs, queue }: { tenantId: string; id: string; jobs: JobsRepository; queue: JobQueue }): Promise<AdminJob> {
  const job = await jobs.find(tenantId, id);
  if (job === undefined) throw new NotFoundError();
  if (job.state !== 'failed') throw new AppError('JOB_NOT_FAILED');
  await queue.retry(job.kind, job.id);
  const retried = await jobs.find(tenantId, id);
  if (retried === undefined) throw new NotFoundError();
  return present(retried, queue);
}
