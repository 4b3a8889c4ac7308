import { addDays, type CourseDue, dayIn, dueState } from './due-dates';

/**
 * What the daily due-date pass tells a learner of a course they have not finished
 * (docs/trainers.md#due-dates): that it is due within DUE_NOTICE_DAYS_BEFORE days, and that its day
 * has passed. Each is told once per due day, so an extension moving the day tells it again.
 */

/** A course is told due soon from this many days before its day to the day before it. */
export const DUE_NOTICE_DAYS_BEFORE = 3;

/**
 * A passed day is told for this many days after it: a pass missed (every process down for a day)
 * still tells it, and a due date set long in the past is not told at all.
 */
const OVERDUE_NOTICE_DAYS_AFTER = 3;

export type DueNotice = 'dueSoon' | 'overdue';

/** The due days a pass at `now` may tell (both included): what its query selects, before `dueNotice` decides. */
export function dueNoticeDays(now: Date): { from: string; to: string } {
  const today = dayIn(now);
  return { from: addDays(today, -OVERDUE_NOTICE_DAYS_AFTER), to: addDays(today, DUE_NOTICE_DAYS_BEFORE) };
}

/**
 * What a pass at `now` tells of a course: due soon from DUE_NOTICE_DAYS_BEFORE days before its day
 * (in the due dates' zone) to the day before; overdue once its day is over, for
 * OVERDUE_NOTICE_DAYS_AFTER days; nothing on the day itself, nor for a course that is over.
 */
export function dueNotice(due: CourseDue | null, ended: boolean, now: Date): DueNotice | null {
  const state = dueState(due, ended, now);
  if (state.kind === 'late') return state.daysLate <= OVERDUE_NOTICE_DAYS_AFTER ? 'overdue' : null;
  if (state.kind === 'dueSoon' || state.kind === 'upcoming') return state.daysLeft >= 1 && state.daysLeft <= DUE_NOTICE_DAYS_BEFORE ? 'dueSoon' : null;
  return null;
}
