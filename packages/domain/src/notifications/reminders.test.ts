import { describe, expect, it } from 'vitest';
import { effectiveDue } from '../lessons/due-dates';
import { type ReminderRule, type ReminderSettings, remindersOff } from './reminder-settings';
import { anyReminderOn, type ReminderCourse, reminderFor, reminderSpans } from './reminders';

/** Every rule on at the given days (the others at their initial days). */
const on = (days: Partial<Record<ReminderRule, number>> = {}): ReminderSettings => ({
  notStarted: { enabled: true, days: days.notStarted ?? 3 },
  inactive: { enabled: true, days: days.inactive ?? 7 },
  dueSoon: { enabled: true, days: days.dueSoon ?? 2 },
  overdue: { enabled: true, days: days.overdue ?? 2 },
});
const only = (rule: ReminderRule, days: number): ReminderSettings => ({ ...remindersOff, [rule]: { enabled: true, days } });

/** A course available since 1 December 2026 (noon in Paris), not started, no due date, open. */
const course = (changes: Partial<ReminderCourse> = {}): ReminderCourse => ({
  userId: 'u1',
  lessonId: 'l1',
  course: 'Sécurité',
  state: 'AVAILABLE',
  started: false,
  ended: false,
  availableSince: new Date('2026-12-01T11:00:00Z'),
  lastActivityAt: null,
  due: null,
  programState: 'PUBLISHED',
  courseState: 'PUBLISHED',
  window: { from: '2026-11-01T00:00:00Z', to: '2027-06-30T00:00:00Z' },
  classClosed: false,
  told: [],
  ...changes,
});
const at = (instant: string) => new Date(instant);
const kindAndDays = (reminder: ReturnType<typeof reminderFor>) => reminder && [reminder.kind, 'days' in reminder.params ? reminder.params.days : undefined];

describe('reminderFor: not started', () => {
  it.each([
    // Paris is UTC+1 in winter: the 4th begins at 23:00 UTC on the 3rd.
    ['2026-12-03T22:59:59Z', null],
    ['2026-12-03T23:00:00Z', ['reminder.not-started', '3']],
    ['2026-12-20T12:00:00Z', ['reminder.not-started', '19']],
  ])('available on 1 December, 3 days: at %s → %o', (now, expected) => {
    expect(kindAndDays(reminderFor(course(), only('notStarted', 3), at(now)))).toEqual(expected);
  });

  it('counts from the window’s opening when the course became available before it', () => {
    const later = course({ window: { from: '2026-12-10T08:00:00Z', to: null } });
    expect(reminderFor(later, only('notStarted', 3), at('2026-12-12T12:00:00Z'))).toBeNull();
    expect(kindAndDays(reminderFor(later, only('notStarted', 3), at('2026-12-13T12:00:00Z')))).toEqual(['reminder.not-started', '3']);
  });

  it('counts Paris days across the change to summer time and back', () => {
    // 29 March 2026: 23 hours. Available at 23:30 on the 28th in Paris, a day later at 00:00 on the 30th.
    const spring = course({ availableSince: at('2026-03-28T22:30:00Z'), window: { from: null, to: null } });
    expect(reminderFor(spring, only('notStarted', 2), at('2026-03-29T21:59:59Z'))).toBeNull();
    expect(kindAndDays(reminderFor(spring, only('notStarted', 2), at('2026-03-29T22:00:00Z')))).toEqual(['reminder.not-started', '2']);
    // 25 October 2026: 25 hours. Available at 00:30 on the 25th in Paris (22:30 UTC on the 24th).
    const autumn = course({ availableSince: at('2026-10-24T22:30:00Z'), window: { from: null, to: null } });
    expect(reminderFor(autumn, only('notStarted', 1), at('2026-10-25T22:59:59Z'))).toBeNull();
    expect(kindAndDays(reminderFor(autumn, only('notStarted', 1), at('2026-10-25T23:00:00Z')))).toEqual(['reminder.not-started', '1']);
  });

  it('says nothing of a course started', () => {
    expect(reminderFor(course({ started: true, lastActivityAt: at('2026-12-19T10:00:00Z') }), only('notStarted', 3), at('2026-12-20T12:00:00Z'))).toBeNull();
  });
});

describe('reminderFor: no activity', () => {
  const started = (lastActivityAt: string) => course({ started: true, lastActivityAt: at(lastActivityAt) });
  it.each([
    ['2026-12-08T22:59:59Z', null],
    ['2026-12-08T23:00:00Z', ['reminder.inactive', '7']],
  ])('last active on 2 December, 7 days: at %s → %o', (now, expected) => {
    expect(kindAndDays(reminderFor(started('2026-12-02T16:00:00Z'), only('inactive', 7), at(now)))).toEqual(expected);
  });

  it('says nothing of a course not started, nor counts the time before the window opened again', () => {
    expect(reminderFor(course(), only('inactive', 1), at('2026-12-20T12:00:00Z'))).toBeNull();
    const reopened = course({ started: true, lastActivityAt: at('2026-06-01T10:00:00Z'), window: { from: '2026-12-18T00:00:00Z', to: null } });
    expect(reminderFor(reopened, only('inactive', 7), at('2026-12-20T12:00:00Z'))).toBeNull();
  });
});

describe('reminderFor: due soon and overdue', () => {
  const due = (classDay: string, extension: string | null = null) =>
    course({ started: true, lastActivityAt: at('2026-12-09T10:00:00Z'), due: effectiveDue(classDay, extension) });
  const told = (kind: 'course.due-soon' | 'course.overdue', dueOn: string) => [{ kind, key: `l1:${dueOn}`, at: at('2026-11-30T23:30:00Z') }];

  it.each([
    // Due on the 12th, 2 days before: from the 10th (Paris) to the 11th; never on the day itself.
    ['2026-12-09T12:00:00Z', null],
    ['2026-12-09T23:00:00Z', ['reminder.due-soon', '2']],
    ['2026-12-11T12:00:00Z', ['reminder.due-soon', '1']],
    ['2026-12-12T12:00:00Z', null],
  ])('due on 12 December, 2 days before: at %s → %o', (now, expected) => {
    const course = { ...due('2026-12-12'), told: told('course.due-soon', '2026-12-12') };
    expect(kindAndDays(reminderFor(course, only('dueSoon', 2), at(now)))).toEqual(expected);
  });

  it.each([
    ['2026-12-13T12:00:00Z', null],
    ['2026-12-14T12:00:00Z', ['reminder.overdue', '2']],
    ['2027-01-30T12:00:00Z', ['reminder.overdue', '49']],
  ])('due on 12 December, 2 days past: at %s → %o', (now, expected) => {
    const course = { ...due('2026-12-12'), told: told('course.overdue', '2026-12-12') };
    expect(kindAndDays(reminderFor(course, only('overdue', 2), at(now)))).toEqual(expected);
  });

  it('counts the learner’s extension: the class’s day passed, theirs is soon', () => {
    const extended = { ...due('2026-12-05', '2026-12-12'), told: told('course.due-soon', '2026-12-12') };
    expect(reminderFor(extended, only('overdue', 2), at('2026-12-10T12:00:00Z'))).toBeNull();
    const reminder = reminderFor(extended, on(), at('2026-12-10T12:00:00Z'));
    expect(reminder).toEqual({ userId: 'u1', kind: 'reminder.due-soon', params: { lessonId: 'l1', course: 'Sécurité', days: '2', dueOn: '2026-12-12' } });
  });

  it('waits while the due-date notice of that day is still to tell (the notice pass may come after)', () => {
    // The 10th: the notice « À terminer d’ici 3 jours » of the 12th is due and not told yet.
    expect(reminderFor(due('2026-12-12'), only('dueSoon', 2), at('2026-12-10T12:00:00Z'))).toBeNull();
    // Told for another day (before an extension): still to tell for this one.
    expect(reminderFor({ ...due('2026-12-12'), told: told('course.due-soon', '2026-12-11') }, only('dueSoon', 2), at('2026-12-10T12:00:00Z'))).toBeNull();
  });
});

describe('reminderFor: when it says nothing', () => {
  const now = at('2026-12-20T12:00:00Z');
  const due = course({ due: effectiveDue('2026-12-15', null), told: [{ kind: 'course.overdue', key: 'l1:2026-12-15', at: at('2026-12-16T01:00:00Z') }] });

  it.each<[string, Partial<ReminderCourse>]>([
    ['finished', { ended: true }],
    ['locked', { state: 'LOCKED' }],
    ['expired', { state: 'EXPIRED' }],
    ['hidden', { state: 'HIDDEN' }],
    ['its course closed', { courseState: 'CLOSED' }],
    ['its program archived', { programState: 'ARCHIVED' }],
    ['its class closed', { classClosed: true }],
    ['its window not open yet', { window: { from: '2027-01-01T00:00:00Z', to: null } }],
    ['its window over', { window: { from: null, to: '2026-12-19T00:00:00Z' } }],
  ])('a course %s', (_, changes) => {
    expect(reminderFor({ ...due, ...changes }, on(), now)).toBeNull();
    expect(reminderFor(due, on(), now)).not.toBeNull();
  });

  it('with every rule off', () => {
    expect(reminderFor(due, remindersOff, now)).toBeNull();
  });

  it('on a day the learner was told something else of that course (Paris days)', () => {
    const toldAt = (instant: string) => ({ ...due, told: [...due.told, { kind: 'lesson.opened' as const, key: 'l1', at: at(instant) }] });
    expect(reminderFor(toldAt('2026-12-19T23:00:00Z'), on(), now)).toBeNull();
    expect(reminderFor(toldAt('2026-12-19T22:59:59Z'), on(), now)).not.toBeNull();
  });
});

describe('reminderFor: several rules', () => {
  const now = at('2026-12-20T12:00:00Z');
  const late = course({ due: effectiveDue('2026-12-15', null), told: [{ kind: 'course.overdue', key: 'l1:2026-12-15', at: at('2026-12-16T01:00:00Z') }] });

  it('tells the most pressing that applies, once each: the others wait for the next days', () => {
    expect(kindAndDays(reminderFor(late, on(), now))).toEqual(['reminder.overdue', '5']);
    const afterOverdue = { ...late, told: [...late.told, { kind: 'reminder.overdue' as const, key: 'l1', at: at('2026-12-18T01:00:00Z') }] };
    expect(kindAndDays(reminderFor(afterOverdue, on(), now))).toEqual(['reminder.not-started', '19']);
    const afterBoth = { ...afterOverdue, told: [...afterOverdue.told, { kind: 'reminder.not-started' as const, key: 'l1', at: at('2026-12-19T01:00:00Z') }] };
    expect(reminderFor(afterBoth, on(), now)).toBeNull();
  });
});

describe('reminderSpans', () => {
  it('selects nothing for a rule off', () => {
    expect(reminderSpans(remindersOff, at('2026-12-10T12:00:00Z'))).toEqual({ notStartedBefore: null, inactiveBefore: null, dueSoon: null, overdueUpTo: null });
    expect(anyReminderOn(remindersOff)).toBe(false);
    expect(anyReminderOn(only('inactive', 7))).toBe(true);
  });

  it('holds every course a rule tells, in Paris days', () => {
    const settings = on({ notStarted: 3, inactive: 5, dueSoon: 4, overdue: 2 });
    for (const now of [at('2026-12-10T12:00:00Z'), at('2026-12-31T23:30:00Z'), at('2026-03-29T00:30:00Z'), at('2026-10-25T01:30:00Z')]) {
      const spans = reminderSpans(settings, now);
      for (let hours = 0; hours < 24 * 8; hours += 1) {
        const instant = new Date(now.getTime() - hours * 3_600_000);
        const fresh = course({ availableSince: instant, window: { from: null, to: null } });
        if (reminderFor(fresh, settings, now) !== null) expect(instant < spans.notStartedBefore!, `${now.toISOString()} ${instant.toISOString()}`).toBe(true);
        const idle = course({ started: true, lastActivityAt: instant, window: { from: null, to: null } });
        if (reminderFor(idle, settings, now) !== null) expect(instant < spans.inactiveBefore!).toBe(true);
      }
      for (let offset = -10; offset <= 10; offset += 1) {
        const day = new Date(Date.parse(now.toISOString().slice(0, 10)) + offset * 86_400_000).toISOString().slice(0, 10);
        const dated = course({
          started: true,
          lastActivityAt: now,
          due: effectiveDue(day, null),
          told: [
            { kind: 'course.due-soon', key: `l1:${day}`, at: at('2020-01-01T00:00:00Z') },
            { kind: 'course.overdue', key: `l1:${day}`, at: at('2020-01-01T00:00:00Z') },
          ],
        });
        const reminder = reminderFor(dated, settings, now);
        if (reminder?.kind === 'reminder.due-soon') expect(day >= spans.dueSoon!.from && day <= spans.dueSoon!.to).toBe(true);
        if (reminder?.kind === 'reminder.overdue') expect(day <= spans.overdueUpTo!).toBe(true);
      }
    }
  });
});
