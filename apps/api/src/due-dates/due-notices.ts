import { dayIn } from '@espace/domain/lessons/due-dates';
import { dueNotice, dueNoticeDays } from '@espace/domain/lessons/due-notices';
import type { NewNotification } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { notify } from '../notifications/notify';
import type { DueDatesRepository } from './due-dates-repository';

/** The daily pass of one tenant: the day (in the due dates' zone) it was queued for, which makes its key. */
export interface DueNoticesJob {
  contextId: string;
  day: string;
}

/**
 * The daily due-date pass of one tenant (docs/trainers.md#due-dates): each learner is told of their
 * unfinished courses due within 3 days and of those whose day has passed. One query finds them and
 * one statement tells them; each notification's key (lesson and due day) stores it once, so a pass
 * run again, or by two processes at once, tells nothing twice. Answers how many it found to tell.
 */
export async function tellDueDates(input: { tenantId: string; now: Date; database: Queryable; dueDates: DueDatesRepository }): Promise<number> {
  const { from, to } = dueNoticeDays(input.now);
  const candidates = await input.dueDates.dueNoticeCandidates(input.tenantId, from, to);
  const notices = candidates.flatMap(({ userId, lessonId, courseTitle, ended, due }): NewNotification[] => {
    const notice = dueNotice(due, ended, input.now);
    if (notice === null || due === null) return [];
    const params = { lessonId, course: courseTitle, dueOn: due.dueOn };
    return [notice === 'dueSoon' ? { userId, kind: 'course.due-soon', params } : { userId, kind: 'course.overdue', params }];
  });
  await notify(input.database, input.tenantId, notices);
  return notices.length;
}

/**
 * Queues today's pass of each tenant. Every process does so every hour: the job's key (tenant and
 * day) lets the first one of the day in and refuses the others, so each tenant's pass runs once a
 * day, soon after midnight in the due dates' zone, whichever processes are up.
 */
export async function queueDueNotices(jobs: JobQueue, tenantIds: readonly string[], now: Date): Promise<void> {
  const day = dayIn(now);
  for (const contextId of tenantIds) await jobs.send<DueNoticesJob>('due-date-notices', { contextId, day }, { key: `${contextId}:${day}` });
}
