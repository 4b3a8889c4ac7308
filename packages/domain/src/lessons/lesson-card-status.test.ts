import { describe, expect, it } from 'vitest';
import { type LessonCardInput, lessonCardStatus, lessonCardStatusChangesAt } from './lesson-card-status';

const now = new Date('2026-11-22T10:00:00Z');
const open = { from: '2026-09-01T00:00:00Z', to: '2027-06-30T00:00:00Z' };
const fresh: LessonCardInput = { state: 'AVAILABLE', startedAt: null, timeLimit: null, ended: false, programState: 'PUBLISHED', courseState: 'PUBLISHED' };

describe('lessonCardStatus (#15 item 3)', () => {
  it('offers Start on an open lesson not started, Continue on a started one', () => {
    expect(lessonCardStatus(fresh, open, now)).toEqual({ kind: 'start' });
    expect(lessonCardStatus({ ...fresh, startedAt: '2026-11-20T10:00:00Z' }, open, now)).toEqual({ kind: 'continue' });
  });

  it('offers nothing before the class program opens, but says when it opens, locked or not', () => {
    const later = { from: '2027-03-01T00:00:00Z', to: '2027-09-30T00:00:00Z' };
    expect(lessonCardStatus(fresh, later, now)).toEqual({ kind: 'upcoming', opensAt: '2027-03-01T00:00:00Z' });
    expect(lessonCardStatus({ ...fresh, state: 'LOCKED' }, later, now)).toEqual({ kind: 'upcoming', opensAt: '2027-03-01T00:00:00Z' });
  });

  it('says a lesson of a closed window is expired, unless it was finished', () => {
    const past = { from: '2026-06-01T00:00:00Z', to: '2026-08-31T00:00:00Z' };
    expect(lessonCardStatus(fresh, past, now)).toEqual({ kind: 'expired' });
    expect(lessonCardStatus({ ...fresh, startedAt: '2026-07-01T00:00:00Z' }, past, now)).toEqual({ kind: 'expired' });
    expect(lessonCardStatus({ ...fresh, state: 'DONE', ended: true }, past, now)).toEqual({ kind: 'done' });
  });

  it('says time is up once a timed lesson passed its limit, before the server recorded it', () => {
    expect(lessonCardStatus({ ...fresh, startedAt: '2026-11-22T09:00:00Z', timeLimit: 600 }, open, now)).toEqual({ kind: 'timeUp' });
    expect(lessonCardStatus({ ...fresh, state: 'SKIPPED', ended: true }, open, now)).toEqual({ kind: 'timeUp' });
  });

  it('says closed, whatever the lesson and its window, once its program or course is closed', () => {
    const later = { from: '2027-03-01T00:00:00Z', to: '2027-09-30T00:00:00Z' };
    for (const lesson of [
      fresh,
      { ...fresh, state: 'DONE', ended: true } as const,
      { ...fresh, state: 'EXPIRED' } as const,
      { ...fresh, state: 'LOCKED' } as const,
    ]) {
      expect(lessonCardStatus({ ...lesson, programState: 'CLOSED' }, open, now)).toEqual({ kind: 'closed' });
      expect(lessonCardStatus({ ...lesson, courseState: 'CLOSED' }, later, now)).toEqual({ kind: 'closed' });
    }
    expect(lessonCardStatusChangesAt({ ...fresh, programState: 'CLOSED' }, later, now)).toBeNull();
  });

  it('says locked for a lesson another course unlocks', () => {
    expect(lessonCardStatus({ ...fresh, state: 'LOCKED' }, open, now)).toEqual({ kind: 'locked' });
  });
});

describe('lessonCardStatusChangesAt', () => {
  const later = { from: '2027-03-01T00:00:00Z', to: '2027-09-30T00:00:00Z' };

  it('is the next bound of the window: its opening, else its closing', () => {
    expect(lessonCardStatusChangesAt(fresh, later, now)).toEqual(new Date(later.from));
    expect(lessonCardStatusChangesAt(fresh, open, now)).toEqual(new Date(open.to));
    expect(lessonCardStatusChangesAt({ ...fresh, state: 'LOCKED' }, later, now)).toEqual(new Date(later.from));
  });

  it("is the time limit's end (with its grace) when that comes first", () => {
    const timed = { ...fresh, startedAt: '2026-11-22T09:55:00Z', timeLimit: 600 };
    expect(lessonCardStatusChangesAt(timed, open, now)).toEqual(new Date('2026-11-22T10:05:02Z'));
    // A limit already past changes nothing more: the window's end still may (timeUp holds there too, but is no later change).
    expect(lessonCardStatusChangesAt({ ...timed, startedAt: '2026-11-22T08:00:00Z' }, open, now)).toEqual(new Date(open.to));
  });

  it('is null when nothing ahead depends on the clock: a finished lesson, or an unbounded window', () => {
    expect(lessonCardStatusChangesAt({ ...fresh, state: 'DONE', ended: true }, later, now)).toBeNull();
    expect(lessonCardStatusChangesAt({ ...fresh, state: 'EXPIRED' }, later, now)).toBeNull();
    expect(lessonCardStatusChangesAt(fresh, { from: null, to: null }, now)).toBeNull();
    expect(lessonCardStatusChangesAt(fresh, { from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' }, now)).toBeNull();
  });

  it('says the status holds until then: the same status just before, and for every instant in between (table)', () => {
    const cases: [LessonCardInput, typeof open][] = [
      [fresh, later],
      [fresh, open],
      [{ ...fresh, startedAt: '2026-11-22T09:55:00Z', timeLimit: 600 }, open],
      [{ ...fresh, state: 'LOCKED' }, later],
    ];
    for (const [lesson, window] of cases) {
      const change = lessonCardStatusChangesAt(lesson, window, now);
      if (change === null) throw new Error('a change was expected');
      const before = lessonCardStatus(lesson, window, now);
      for (const at of [now.getTime() + 1, (now.getTime() + change.getTime()) / 2, change.getTime() - 1])
        expect(lessonCardStatus(lesson, window, new Date(at))).toEqual(before);
      expect(lessonCardStatus(lesson, window, new Date(change.getTime() + 1))).not.toEqual(before);
    }
  });
});
