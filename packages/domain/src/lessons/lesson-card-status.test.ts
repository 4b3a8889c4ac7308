import { describe, expect, it } from 'vitest';
import { type LessonCardInput, lessonCardStatus } from './lesson-card-status';

const now = new Date('2026-11-22T10:00:00Z');
const open = { from: '2026-09-01T00:00:00Z', to: '2027-06-30T00:00:00Z' };
const fresh: LessonCardInput = { state: 'AVAILABLE', startedAt: null, timeLimit: null, ended: false };

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

  it('says locked for a lesson another course unlocks', () => {
    expect(lessonCardStatus({ ...fresh, state: 'LOCKED' }, open, now)).toEqual({ kind: 'locked' });
  });
});
