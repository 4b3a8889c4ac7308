import type { ContentState } from '../content/content-states';
import { addDays, type CourseDue, dayIn, daysSince, dueState } from '../lessons/due-dates';
import { dueNotice } from '../lessons/due-notices';
import type { LessonState } from '../lessons/lesson-state';
import { openToLearner } from '../lessons/open-to-learner';
import type { DateWindow } from '../opening-window';
import { type NewNotification, type NotificationKind, notificationRules } from './notification-kinds';
import { type ReminderRule, reminderRules, type ReminderSettings } from './reminder-settings';

/**
 * A tenant's automatic reminders (docs/trainers.md#automatic-reminders): what the daily pass tells a
 * learner of a course they can play now and have not finished. Each rule is told at most once per
 * learner and course (its kind and the lesson are the notification's key), and a course is told at
 * most one thing a day: a reminder waits for a day on which the learner was told nothing else of it.
 */

/** The notification each rule tells. */
export const reminderKinds = {
  notStarted: 'reminder.not-started',
  inactive: 'reminder.inactive',
  dueSoon: 'reminder.due-soon',
  overdue: 'reminder.overdue',
} as const satisfies Record<ReminderRule, NotificationKind>;

/** What tells a learner something of one course: a day with one of these is that course's day told. */
export const courseMessageKinds: readonly NotificationKind[] = ['lesson.opened', 'course.due-soon', 'course.overdue', ...Object.values(reminderKinds)];

/** The most pressing first: of two rules due the same day, the first is told, the other waits for the next. */
const byUrgency: readonly ReminderRule[] = ['overdue', 'dueSoon', 'notStarted', 'inactive'];

/** A learner's course as the pass sees it. */
export interface ReminderCourse {
  userId: string;
  lessonId: string;
  course: string;
  state: LessonState;
  /** They opened a page of it. */
  started: boolean;
  /** Finished or skipped. */
  ended: boolean;
  /** When the lesson last became playable for them: given, unlocked, reopened or reset. */
  availableSince: Date;
  /** Their latest moment in it (a page opened or answered, else the start); null before they start. */
  lastActivityAt: Date | null;
  due: CourseDue | null;
  programState: ContentState;
  courseState: ContentState;
  /** The class program's opening window. */
  window: DateWindow;
  /** The class is over (`classes.expired`). */
  classClosed: boolean;
  /** What they were told of this course (courseMessageKinds), and when. */
  told: readonly { kind: NotificationKind; key: string; at: Date }[];
}

const later = (instant: Date, from: string | null) => (from !== null && Date.parse(from) > instant.getTime() ? new Date(from) : instant);

/** A reminder's days, counted from the day `since` falls on: the window's opening counts as the start when later. */
const daysFrom = (course: ReminderCourse, since: Date, now: Date) => daysSince(later(since, course.window.from), now);

type Check = (course: ReminderCourse, days: number, now: Date) => NewNotification | null;

/** Each rule: whether it applies at `now` with its number of days, and what it then tells. */
const checks: Record<ReminderRule, Check> = {
  notStarted: (course, days, now) => {
    if (course.started) return null;
    const since = daysFrom(course, course.availableSince, now);
    return since >= days
      ? { userId: course.userId, kind: reminderKinds.notStarted, params: { lessonId: course.lessonId, course: course.course, days: String(since) } }
      : null;
  },
  inactive: (course, days, now) => {
    if (!course.started) return null;
    const since = daysFrom(course, course.lastActivityAt ?? course.availableSince, now);
    return since >= days
      ? { userId: course.userId, kind: reminderKinds.inactive, params: { lessonId: course.lessonId, course: course.course, days: String(since) } }
      : null;
  },
  dueSoon: (course, days, now) => {
    const state = dueState(course.due, course.ended, now);
    if ((state.kind !== 'dueSoon' && state.kind !== 'upcoming') || state.daysLeft < 1 || state.daysLeft > days) return null;
    const params = { lessonId: course.lessonId, course: course.course, days: String(state.daysLeft), dueOn: state.due.dueOn };
    return { userId: course.userId, kind: reminderKinds.dueSoon, params };
  },
  overdue: (course, days, now) => {
    const state = dueState(course.due, course.ended, now);
    if (state.kind !== 'late' || state.daysLate < days) return null;
    const params = { lessonId: course.lessonId, course: course.course, days: String(state.daysLate), dueOn: state.due.dueOn };
    return { userId: course.userId, kind: reminderKinds.overdue, params };
  },
};

/** The learner can play it now: open to learners, their lesson available, not finished. */
function playableNow(course: ReminderCourse, now: Date): boolean {
  if (course.classClosed || course.ended || course.state !== 'AVAILABLE') return false;
  return openToLearner({ programState: course.programState, courseState: course.courseState, window: course.window }, now).kind === 'open';
}

/** The due-date notice of the course's day is told today and was not yet (the due-date pass may run after this one). */
function noticePending(course: ReminderCourse, now: Date): boolean {
  const notice = dueNotice(course.due, course.ended, now);
  if (notice === null || course.due === null) return false;
  const kind = notice === 'dueSoon' ? 'course.due-soon' : 'course.overdue';
  const { key } = notificationRules({ userId: course.userId, kind, params: { lessonId: course.lessonId, course: course.course, dueOn: course.due.dueOn } });
  return !course.told.some((told) => told.kind === kind && told.key === key);
}

/**
 * The reminder to tell of a course at `now` under the tenant's settings, or null: none for a course
 * the learner cannot play now or has finished, none on a day something else of it is told, and of
 * the rules on and not yet told of it, the most pressing that applies.
 */
export function reminderFor(course: ReminderCourse, settings: ReminderSettings, now: Date): NewNotification | null {
  if (!playableNow(course, now)) return null;
  const today = dayIn(now);
  if (course.told.some((told) => dayIn(told.at) === today) || noticePending(course, now)) return null;
  for (const rule of byUrgency) {
    const setting = settings[rule];
    if (!setting.enabled || course.told.some((told) => told.kind === reminderKinds[rule])) continue;
    const reminder = checks[rule](course, setting.days, now);
    if (reminder !== null) return reminder;
  }
  return null;
}

/** What a pass's query selects for each rule on, before reminderFor decides: null for a rule off. */
export interface ReminderSpans {
  /** Courses not started that became playable before this instant. */
  notStartedBefore: Date | null;
  /** Courses started whose latest activity is before this instant. */
  inactiveBefore: Date | null;
  /** Due days in this span (both included). */
  dueSoon: { from: string; to: string } | null;
  /** Due days up to this one. */
  overdueUpTo: string | null;
}

/**
 * The spans a pass at `now` selects, a little wider than the rules (reminderFor decides): an instant
 * on a day N days before today, in the due dates' zone, is before UTC midnight of the day after it,
 * which that zone (ahead of UTC) reaches first.
 */
export function reminderSpans(settings: ReminderSettings, now: Date): ReminderSpans {
  const today = dayIn(now);
  const on = (rule: ReminderRule) => (settings[rule].enabled ? settings[rule].days : null);
  const before = (days: number | null) => (days === null ? null : new Date(`${addDays(today, 1 - days)}T00:00:00Z`));
  const dueSoon = on('dueSoon');
  const overdue = on('overdue');
  return {
    notStartedBefore: before(on('notStarted')),
    inactiveBefore: before(on('inactive')),
    dueSoon: dueSoon === null ? null : { from: addDays(today, 1), to: addDays(today, dueSoon) },
    overdueUpTo: overdue === null ? null : addDays(today, -overdue),
  };
}

/** Whether any rule is on: a pass with none has nothing to look for. */
export const anyReminderOn = (settings: ReminderSettings): boolean => reminderRules.some((rule) => settings[rule].enabled);
