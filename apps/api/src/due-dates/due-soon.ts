import type { DueSoon } from '@espace/contracts/due-dates';
import { dayIn, DUE_SOON_DAYS, dueThisWeek } from '@espace/domain/lessons/due-dates';
import type { DueDatesRepository } from './due-dates-repository';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Home's « Cette semaine »: the learner's unfinished courses due within the week, in every class open to them (one query). */
export async function listDueSoon(input: { tenantId: string; userId: string; now: Date; dueDates: DueDatesRepository }): Promise<DueSoon> {
  const today = dayIn(input.now);
  const candidates = await input.dueDates.dueBetween(input.tenantId, input.userId, today, addDays(today, DUE_SOON_DAYS));
  return {
    items: dueThisWeek(candidates, input.now).flatMap(({ lessonId, courseTitle, programName, className, due }) =>
      due === null ? [] : [{ lessonId, courseTitle, programName, className, due }],
    ),
  };
}
