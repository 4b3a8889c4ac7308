import { dueNotice, dueNoticeDays } from '@espace/domain/lessons/due-notices';
import type { NewNotification } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';
import { LEARNERS_A_STEP, paced, slicesOf } from '../jobs/paced';
import { notifyAll } from '../notifications/notify';
import type { DueDatesRepository } from './due-dates-repository';

/**
 * The daily due-date pass of one tenant (docs/trainers.md#due-dates): each learner is told of their
 * unfinished courses due within 3 days and of those whose day has passed. It reads and tells class
 * by class, a slice of its learners at a time, each read a paced step (jobs/paced.ts), so that no
 * statement of the pass holds the database long, however large the class; `notifyAll` tells in batches. Each notification's key (lesson and due day) stores
 * it once, so a pass run again, or by two processes at once, tells nothing twice. Answers how many
 * it found to tell.
 */
export async function tellDueDates(input: {
  tenantId: string;
  now: Date;
  database: Queryable;
  dueDates: DueDatesRepository;
  learnersAStep?: number;
}): Promise<number> {
  const { from, to } = dueNoticeDays(input.now);
  let told = 0;
  for (const { classId, learnerIds } of await paced(() => input.dueDates.classesWithDueDates(input.tenantId))) {
    for (const learners of slicesOf(learnerIds, input.learnersAStep ?? LEARNERS_A_STEP)) {
      const candidates = await paced(() => input.dueDates.dueNoticeCandidates(input.tenantId, classId, learners, from, to));
      const notices = candidates.flatMap(({ userId, lessonId, courseTitle, ended, due }): NewNotification[] => {
        const notice = dueNotice(due, ended, input.now);
        if (notice === null || due === null) return [];
        const params = { lessonId, course: courseTitle, dueOn: due.dueOn };
        return [notice === 'dueSoon' ? { userId, kind: 'course.due-soon', params } : { userId, kind: 'course.overdue', params }];
      });
      await notifyAll(input.database, input.tenantId, notices);
      told += notices.length;
    }
  }
  return told;
}
