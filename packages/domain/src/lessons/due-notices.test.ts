import { describe, expect, it } from 'vitest';
import { effectiveDue } from './due-dates';
import { dueNotice, dueNoticeDays } from './due-notices';

const due = (dueOn: string) => effectiveDue(dueOn, null);

describe('dueNotice', () => {
  it.each([
    // Paris is UTC+1 in winter: 23:30 UTC is already the next day there.
    ['2026-12-09T12:00:00Z', '2026-12-12', 'dueSoon'],
    ['2026-12-08T22:59:59Z', '2026-12-12', null],
    ['2026-12-08T23:00:00Z', '2026-12-12', 'dueSoon'],
    ['2026-12-11T22:59:59Z', '2026-12-12', 'dueSoon'],
    // The due day itself: neither soon nor passed.
    ['2026-12-11T23:00:00Z', '2026-12-12', null],
    ['2026-12-12T22:59:59Z', '2026-12-12', null],
    // Late after midnight in Paris.
    ['2026-12-12T23:00:00Z', '2026-12-12', 'overdue'],
    ['2026-12-15T22:59:59Z', '2026-12-12', 'overdue'],
    ['2026-12-15T23:00:00Z', '2026-12-12', null],
    // Summer time (UTC+2): midnight in Paris is 22:00 UTC.
    ['2026-07-07T21:59:59Z', '2026-07-11', null],
    ['2026-07-07T22:00:00Z', '2026-07-11', 'dueSoon'],
    ['2026-07-11T22:00:00Z', '2026-07-11', 'overdue'],
    // Across the change to summer time (29 March 2026): still whole days in Paris.
    ['2026-03-28T22:59:59Z', '2026-04-01', null],
    ['2026-03-28T23:00:00Z', '2026-04-01', 'dueSoon'],
    ['2026-03-31T22:00:00Z', '2026-03-31', 'overdue'],
    ['2026-03-31T21:59:59Z', '2026-03-31', null],
    // And back to winter time (25 October 2026).
    ['2026-10-24T21:59:59Z', '2026-10-28', null],
    ['2026-10-24T22:00:00Z', '2026-10-28', 'dueSoon'],
    ['2026-10-27T23:00:00Z', '2026-10-27', 'overdue'],
    ['2026-10-27T22:59:59Z', '2026-10-27', null],
  ])('at %s, due %s → %s', (now, dueOn, expected) => {
    expect(dueNotice(due(dueOn), false, new Date(now))).toBe(expected);
  });

  it('tells nothing of a course that is over, nor of one without a due date', () => {
    expect(dueNotice(due('2026-12-12'), true, new Date('2026-12-10T12:00:00Z'))).toBeNull();
    expect(dueNotice(due('2026-12-12'), true, new Date('2026-12-13T12:00:00Z'))).toBeNull();
    expect(dueNotice(null, false, new Date('2026-12-10T12:00:00Z'))).toBeNull();
  });

  it('counts the extension: the class day passed, the learner’s is soon', () => {
    expect(dueNotice(effectiveDue('2026-12-05', '2026-12-12'), false, new Date('2026-12-10T12:00:00Z'))).toBe('dueSoon');
  });
});

describe('dueNoticeDays', () => {
  it('spans every day dueNotice may tell, in Paris', () => {
    expect(dueNoticeDays(new Date('2026-12-10T12:00:00Z'))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(dueNoticeDays(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-12-29', to: '2027-01-04' });
  });

  it('holds every day told and none outside', () => {
    const now = new Date('2026-03-28T23:30:00Z');
    const { from, to } = dueNoticeDays(now);
    for (let offset = -10; offset <= 10; offset += 1) {
      const day = new Date(Date.parse('2026-03-29T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);
      if (dueNotice(due(day), false, now) !== null) expect(day >= from && day <= to).toBe(true);
    }
    expect(dueNotice(due(from), false, now)).toBe('overdue');
    expect(dueNotice(due(to), false, now)).toBe('dueSoon');
  });
});
