import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysSince, dueState, dueThisWeek, effectiveDue, extensionRefusal, isDueDay } from './due-dates';

const due = (dueOn: string, extended = false) => ({ dueOn, extended, classDueOn: dueOn });

describe('effectiveDue', () => {
  it.each([
    [null, null, null],
    [null, '2026-12-20', null],
    ['2026-12-12', null, { dueOn: '2026-12-12', extended: false, classDueOn: '2026-12-12' }],
    ['2026-12-12', '2026-12-20', { dueOn: '2026-12-20', extended: true, classDueOn: '2026-12-12' }],
    // The class's day moved past the extension: the later day counts, and it is no extension any more.
    ['2026-12-22', '2026-12-20', { dueOn: '2026-12-22', extended: false, classDueOn: '2026-12-22' }],
    ['2026-12-12', '2026-12-12', { dueOn: '2026-12-12', extended: false, classDueOn: '2026-12-12' }],
  ])('class %s, extension %s → %j', (classDueOn, extensionOn, expected) => {
    expect(effectiveDue(classDueOn, extensionOn)).toEqual(expected);
  });

  it('is never earlier than the class day', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.option(day), (classDay, extension) => {
        expect(effectiveDue(classDay, extension)!.dueOn >= classDay).toBe(true);
      }),
    );
  });
});

describe('isDueDay', () => {
  it.each([
    ['2026-12-12', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['1999-12-31', false],
    ['2101-01-01', false],
    ['2026-1-5', false],
    ['', false],
  ])('%s → %s', (day, expected) => expect(isDueDay(day)).toBe(expected));
});

describe('extensionRefusal', () => {
  it('wants a day after the class day', () => {
    expect(extensionRefusal('2026-12-12', '2026-12-13')).toBeNull();
    expect(extensionRefusal('2026-12-12', '2026-12-12')).toBe('notAfterDueDate');
    expect(extensionRefusal('2026-12-12', '2026-12-01')).toBe('notAfterDueDate');
  });
});

describe('dayIn', () => {
  it('is the day in Paris, not in UTC', () => {
    // 23:30 UTC on 11 December is already the 12th in Paris (UTC+1), and 22:30 UTC in summer (UTC+2).
    expect(dayIn(new Date('2026-12-11T23:30:00Z'))).toBe('2026-12-12');
    expect(dayIn(new Date('2026-07-11T22:30:00Z'))).toBe('2026-07-12');
    expect(dayIn(new Date('2026-12-11T23:30:00Z'), 'UTC')).toBe('2026-12-11');
  });

  it('turns at midnight in zones a half or three quarters of an hour off UTC, asked in any order', () => {
    const days = (timeZone: string, instants: string[]) => instants.map((instant) => dayIn(new Date(instant), timeZone));
    // India is UTC+5:30, Nepal UTC+5:45, Chatham Islands UTC+13:45 in summer.
    expect(days('Asia/Kolkata', ['2026-12-11T18:29:59.999Z', '2026-12-11T18:30:00Z', '2026-12-11T18:15:00Z'])).toEqual([
      '2026-12-11',
      '2026-12-12',
      '2026-12-11',
    ]);
    expect(days('Asia/Kathmandu', ['2026-12-11T18:15:00Z', '2026-12-11T18:14:59.999Z'])).toEqual(['2026-12-12', '2026-12-11']);
    expect(days('Pacific/Chatham', ['2026-12-11T10:15:00Z', '2026-12-11T10:14:59Z'])).toEqual(['2026-12-12', '2026-12-11']);
    // Paris, across its change of clocks on 25 October 2026 (03:00 back to 02:00).
    expect(days('Europe/Paris', ['2026-10-25T00:59:59Z', '2026-10-25T01:00:00Z', '2026-10-25T22:59:59Z', '2026-10-25T23:00:00Z'])).toEqual([
      '2026-10-25',
      '2026-10-25',
      '2026-10-25',
      '2026-10-26',
    ]);
  });
});

describe('daysSince and addDays', () => {
  it.each([
    ['2026-12-01T11:00:00Z', '2026-12-01T22:59:59Z', 0],
    ['2026-12-01T11:00:00Z', '2026-12-01T23:00:00Z', 1],
    // The 23-hour day of 29 March 2026 and the 25-hour day of 25 October 2026 are one day each.
    ['2026-03-28T22:59:00Z', '2026-03-29T22:00:00Z', 2],
    ['2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 1],
    ['2026-12-31T23:30:00Z', '2027-01-01T10:00:00Z', 0],
  ])('from %s to %s: %i days in Paris', (from, to, days) => {
    expect(daysSince(new Date(from), new Date(to))).toBe(days);
  });

  it('moves a day across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
});

describe('dueState', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['no due date', null, false, '2026-12-01T10:00:00Z', { kind: 'none' }],
    ['upcoming', due('2026-12-20'), false, '2026-12-01T10:00:00Z', { kind: 'upcoming', daysLeft: 19 }],
    ['due soon, 7 days ahead', due('2026-12-08'), false, '2026-12-01T10:00:00Z', { kind: 'dueSoon', daysLeft: 7 }],
    ['due soon, its last day', due('2026-12-12'), false, '2026-12-12T22:59:00Z', { kind: 'dueSoon', daysLeft: 0 }],
    // Midnight in Paris (23:00 UTC in winter): the day is over.
    ['late at the end of the day in Paris', due('2026-12-12'), false, '2026-12-12T23:00:00Z', { kind: 'late', daysLate: 1 }],
    ['late for days', due('2026-12-12'), false, '2026-12-15T10:00:00Z', { kind: 'late', daysLate: 3 }],
    ['a finished course is never late', due('2026-12-12'), true, '2027-03-01T10:00:00Z', { kind: 'done' }],
  ] as const)('%s', (_name, courseDue, ended, now, expected) => {
    expect(dueState(courseDue, ended, at(now))).toMatchObject(expected);
  });

  it('is late exactly when today is past the due day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 86_399_999 * 400 }), (dayOffset, millis) => {
        const dueOn = new Date(Date.UTC(2020, 0, 1 + dayOffset)).toISOString().slice(0, 10);
        const now = new Date(Date.UTC(2020, 0, 1) + millis);
        const state = dueState(due(dueOn), false, now);
        expect(state.kind === 'late').toBe(dayIn(now) > dueOn);
      }),
    );
  });
});

describe('dueThisWeek', () => {
  it('keeps the unfinished courses due within 7 days, soonest first', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const items = [
      { id: 'later', due: due('2026-12-09'), ended: false },
      { id: 'in-a-week', due: due('2026-12-08'), ended: false },
      { id: 'today', due: due('2026-12-01'), ended: false },
      { id: 'late', due: due('2026-11-30'), ended: false },
      { id: 'finished', due: due('2026-12-03'), ended: true },
      { id: 'none', due: null, ended: false },
    ];
    expect(dueThisWeek(items, now).map((item) => item.id)).toEqual(['today', 'in-a-week']);
  });
});
