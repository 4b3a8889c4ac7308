import type { NewNotification } from '@espace/domain/notifications/notification-kinds';
import type { ReminderSettings } from '@espace/domain/notifications/reminder-settings';
import { anyReminderOn, reminderFor, reminderSpans } from '@espace/domain/notifications/reminders';
import type { Queryable } from '../db/database';
import { LEARNERS_A_STEP, paced, slicesOf } from '../jobs/paced';
import { notifyAll } from '../notifications/notify';
import type { RemindersRepository } from './reminders-repository';

/**
 * The daily reminder pass of one tenant (docs/trainers.md#automatic-reminders): class by class, a
 * slice of its learners at a time, one query, a paced step (jobs/paced.ts), finds the courses its rules on may remind of, the domain rule
 * (reminderFor) picks what to tell, and `notifyAll` tells it in batches. Each reminder's key (its kind, the rule, and the lesson) stores it once: a
 * pass run again, by two processes at once, or after one stopped half-way, tells nothing twice.
 * Answers how many it found to tell.
 */
export async function tellReminders(input: {
  tenantId: string;
  settings: ReminderSettings;
  now: Date;
  database: Queryable;
  reminders: RemindersRepository;
  batchSize?: number;
  learnersAStep?: number;
}): Promise<number> {
  const { tenantId, settings, now, batchSize, learnersAStep = LEARNERS_A_STEP } = input;
  if (!anyReminderOn(settings)) return 0;
  const spans = reminderSpans(settings, now);
  let told = 0;
  for (const { classId, learnerIds } of await paced(() => input.reminders.openClasses(tenantId, now))) {
    for (const learners of slicesOf(learnerIds, learnersAStep)) {
      const courses = await paced(() => input.reminders.candidates(tenantId, classId, learners, spans, now));
      const reminders = courses.flatMap((course): NewNotification[] => {
        const reminder = reminderFor(course, settings, now);
        return reminder === null ? [] : [reminder];
      });
      await notifyAll(input.database, tenantId, reminders, batchSize);
      told += reminders.length;
    }
  }
  return told;
}
