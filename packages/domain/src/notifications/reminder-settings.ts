/**
 * A tenant's automatic reminders (docs/trainers.md#automatic-reminders), as its admin sets them: four
 * rules, each on or off with its number of days. Kept apart from the rules' logic (reminders.ts) so
 * the tenant switches, which the web's first screen reads, carry no more than this shape.
 */

/** The rules, in the order the settings screen lists them. */
export const reminderRules = ['notStarted', 'inactive', 'dueSoon', 'overdue'] as const;
export type ReminderRule = (typeof reminderRules)[number];

interface ReminderSetting {
  enabled: boolean;
  /** Not started this many days after the course opened; no activity for this many days; due in this many days; this many days past its day. */
  days: number;
}
export type ReminderSettings = Record<ReminderRule, ReminderSetting>;

/**
 * The days each rule may take, and what it takes until the admin changes it. An overdue reminder
 * starts at 2: the day after a due day is the due-date notice's own (« En retard », told to every
 * learner), and a reminder never falls on a day the learner is told something else of that course.
 */
export const reminderDays: Record<ReminderRule, { min: number; max: number; initial: number }> = {
  notStarted: { min: 1, max: 60, initial: 3 },
  inactive: { min: 1, max: 60, initial: 7 },
  dueSoon: { min: 1, max: 60, initial: 2 },
  overdue: { min: 2, max: 60, initial: 2 },
};

/** Every rule off, at its initial days: the conservative value of a tenant's reminders. */
export const remindersOff: ReminderSettings = {
  notStarted: { enabled: false, days: reminderDays.notStarted.initial },
  inactive: { enabled: false, days: reminderDays.inactive.initial },
  dueSoon: { enabled: false, days: reminderDays.dueSoon.initial },
  overdue: { enabled: false, days: reminderDays.overdue.initial },
};

/** Whether `days` is a whole number within the rule's bounds. */
export const isReminderDays = (rule: ReminderRule, days: number): boolean =>
  Number.isInteger(days) && days >= reminderDays[rule].min && days <= reminderDays[rule].max;
