import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveDue } from '../lessons/due-dates';
import {
  ATTENTION_LIST_SIZE,
  type AttentionEntry,
  type AttentionFacts,
  type AttentionLesson,
  attentionList,
  type AttentionReasonKind,
  attentionReasons,
  preparedReminder,
} from './attention';
import { rosterRow } from './roster';

// Noon in Paris on Thursday 12 November 2026.
const now = new Date('2026-11-12T11:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const open = { programState: 'PUBLISHED', courseState: 'PUBLISHED', window: { from: null, to: null } } as const;

const lesson = (extra: Partial<AttentionLesson> = {}): AttentionLesson => ({
  course: 'Module 1',
  content: open,
  state: 'AVAILABLE',
  startedAt: daysAgo(30),
  progress: 'ONGOING',
  due: null,
  certifying: false,
  score: { actual: 0, max: 0 },
  endedAt: null,
  ...extra,
});
/** A course the learner has not opened. */
const untouched = (extra: Partial<AttentionLesson> = {}) => lesson({ startedAt: null, progress: null, ...extra });
const finished = (extra: Partial<AttentionLesson> = {}) => lesson({ state: 'DONE', progress: 'COMPLETED', endedAt: daysAgo(1), ...extra });
const facts = (lessons: AttentionLesson[], extra: Partial<AttentionFacts> = {}): AttentionFacts => ({
  classOpen: true,
  enrolledAt: daysAgo(60),
  lastActivityAt: daysAgo(1),
  lessons,
  ...extra,
});
const dueOn = (day: string, extension: string | null = null) => effectiveDue(day, extension);

describe('attentionReasons', () => {
  it('gives nothing for a learner on time, active, with no evaluation failed', () => {
    expect(attentionReasons(facts([lesson({ due: dueOn('2026-11-20') }), finished({ certifying: true, score: { actual: 8, max: 10 } })]), now)).toEqual([]);
  });

  it.each([
    ['passed yesterday', '2026-11-11', null, [{ kind: 'overdue', course: 'Module 1', dueOn: '2026-11-11', daysLate: 1 }]],
    ['passed long ago: still overdue', '2026-09-01', null, [{ kind: 'overdue', course: 'Module 1', dueOn: '2026-09-01', daysLate: 72 }]],
    ['today', '2026-11-12', null, [{ kind: 'dueSoon', course: 'Module 1', dueOn: '2026-11-12', daysLeft: 0 }]],
    ['in 3 days', '2026-11-15', null, [{ kind: 'dueSoon', course: 'Module 1', dueOn: '2026-11-15', daysLeft: 3 }]],
    ['in 4 days', '2026-11-16', null, []],
    ['passed, but extended to tomorrow', '2026-11-10', '2026-11-13', [{ kind: 'dueSoon', course: 'Module 1', dueOn: '2026-11-13', daysLeft: 1 }]],
  ] as const)('a course due %s', (_name, day, extension, expected) => {
    expect(attentionReasons(facts([lesson({ due: dueOn(day, extension) })]), now)).toEqual(expected);
  });

  it('ends the day at midnight in Paris: at 23:30 UTC on the 11th it is already the 12th there', () => {
    expect(attentionReasons(facts([lesson({ due: dueOn('2026-11-11') })]), new Date('2026-11-11T22:59:59Z'))[0]).toMatchObject({ kind: 'dueSoon' });
    expect(attentionReasons(facts([lesson({ due: dueOn('2026-11-11') })]), new Date('2026-11-11T23:00:00Z'))[0]).toMatchObject({ kind: 'overdue' });
  });

  it('says nothing of a course that is over, hidden, closed or outside its window', () => {
    const late = dueOn('2026-11-01');
    for (const over of [
      finished({ due: late }),
      lesson({ due: late, state: 'SKIPPED' }),
      lesson({ due: late, state: 'HIDDEN' }),
      lesson({ due: late, content: { ...open, courseState: 'CLOSED' } }),
      lesson({ due: late, content: { ...open, programState: 'ARCHIVED' } }),
      lesson({ due: late, content: { ...open, window: { from: null, to: '2026-11-05T00:00:00Z' } } }),
      lesson({ due: late, content: { ...open, window: { from: '2026-12-01T00:00:00Z', to: null } } }),
    ])
      expect(attentionReasons(facts([over, lesson()]), now)).toEqual([]);
  });

  it('is inactive after 7 days without activity, counted from the enrolment when there was none, and never once everything is finished', () => {
    expect(attentionReasons(facts([lesson()], { lastActivityAt: daysAgo(7) }), now)).toEqual([]);
    expect(attentionReasons(facts([lesson()], { lastActivityAt: daysAgo(9.5) }), now)).toEqual([{ kind: 'inactive', days: 9 }]);
    expect(attentionReasons(facts([lesson()], { lastActivityAt: null, enrolledAt: daysAgo(12) }), now)).toEqual([{ kind: 'inactive', days: 12 }]);
    expect(attentionReasons(facts([finished(), lesson({ state: 'HIDDEN' })], { lastActivityAt: daysAgo(30) }), now)).toEqual([]);
  });

  it('says « not started », counted from the enrolment, of a learner late who never began a lesson', () => {
    expect(attentionReasons(facts([untouched(), untouched()], { lastActivityAt: null, enrolledAt: daysAgo(433.5) }), now)).toEqual([
      { kind: 'notStarted', days: 433 },
    ]);
    // Late from the same day as the roster's « late »: 7 days after the enrolment, not before.
    expect(attentionReasons(facts([untouched()], { lastActivityAt: null, enrolledAt: daysAgo(7) }), now)).toEqual([]);
    expect(attentionReasons(facts([untouched()], { lastActivityAt: null, enrolledAt: daysAgo(8) }), now)).toEqual([{ kind: 'notStarted', days: 8 }]);
    // A lesson opened, even with no page answered, is begun: inactive; a hidden one is not the learner's.
    expect(attentionReasons(facts([untouched({ startedAt: daysAgo(20) })], { lastActivityAt: daysAgo(20), enrolledAt: daysAgo(40) }), now)).toEqual([
      { kind: 'inactive', days: 20 },
    ]);
    expect(attentionReasons(facts([untouched(), lesson({ state: 'HIDDEN' })], { lastActivityAt: null, enrolledAt: daysAgo(40) }), now)).toEqual([
      { kind: 'notStarted', days: 40 },
    ]);
    // Overdue and due soon come first.
    expect(
      attentionReasons(
        facts([untouched({ due: dueOn('2026-11-13') }), untouched({ course: 'Module 0', due: dueOn('2026-11-02') })], { lastActivityAt: null }),
        now,
      ).map((reason) => reason.kind),
    ).toEqual(['overdue', 'dueSoon', 'notStarted']);
  });

  it('flags as not started or inactive exactly the learners the roster calls late, not started being its « not started »', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            state: fc.constantFrom('AVAILABLE', 'LOCKED', 'HIDDEN', 'DONE', 'SKIPPED'),
            progress: fc.constantFrom(null, 'ONGOING', 'COMPLETED'),
            startedDaysAgo: fc.option(fc.integer({ min: 0, max: 60 })),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.integer({ min: 0, max: 60 })),
        (drawn, enrolledDaysAgo, activeDaysAgo) => {
          const lessons = drawn.map(({ state, progress, startedDaysAgo }) =>
            lesson({ state, progress, startedAt: startedDaysAgo === null ? null : daysAgo(startedDaysAgo), endedAt: null }),
          );
          const learner = { enrolledAt: daysAgo(enrolledDaysAgo), lastActivityAt: activeDaysAgo === null ? null : daysAgo(activeDaysAgo) };
          const kinds = attentionReasons(facts(lessons, learner), now).map((reason) => reason.kind);
          const row = rosterRow(
            {
              ...learner,
              userId: 'u',
              displayName: 'U',
              sortName: ['U', ''],
              email: 'u@demo.test',
              lessons: lessons.map((one, index) => ({ ...one, programCourseId: `pc${index}`, lessonId: `l${index}`, progression: 0, timeSpent: 0 })),
            },
            true,
            now,
          );
          expect(kinds.includes('notStarted') || kinds.includes('inactive')).toBe(row.late);
          if (row.late) expect(kinds.includes('notStarted')).toBe(row.status === 'notStarted');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is failing when the last evaluation ended below half its points', () => {
    const evaluation = (course: string, actual: number, endedDaysAgo: number) =>
      finished({ course, certifying: true, score: { actual, max: 20 }, endedAt: daysAgo(endedDaysAgo) });
    expect(attentionReasons(facts([evaluation('Examen', 9, 1)]), now)).toEqual([{ kind: 'failing', course: 'Examen', score: 45 }]);
    expect(attentionReasons(facts([evaluation('Examen', 10, 1)]), now)).toEqual([]);
    // The last one counts: failed, then passed a later one; passed, then failed a later one.
    expect(attentionReasons(facts([evaluation('Quiz 1', 2, 5), evaluation('Quiz 2', 18, 1)]), now)).toEqual([]);
    expect(attentionReasons(facts([evaluation('Quiz 1', 18, 5), evaluation('Quiz 2', 2, 1)]), now)).toEqual([{ kind: 'failing', course: 'Quiz 2', score: 10 }]);
    // A lesson that is not an evaluation, one not over, one with no points: no result to fail.
    expect(attentionReasons(facts([finished({ score: { actual: 1, max: 20 } })]), now)).toEqual([]);
    expect(attentionReasons(facts([lesson({ certifying: true, score: { actual: 1, max: 20 } })]), now)).toEqual([]);
    expect(attentionReasons(facts([finished({ certifying: true })]), now)).toEqual([]);
    // Time up on an evaluation ends it too.
    expect(attentionReasons(facts([lesson({ certifying: true, state: 'SKIPPED', score: { actual: 0, max: 20 }, endedAt: daysAgo(1) })]), now)).toEqual([
      { kind: 'failing', course: 'Module 1', score: 0 },
    ]);
  });

  it('lists every reason most pressing first, overdue and due-soon courses by day', () => {
    const reasons = attentionReasons(
      facts(
        [
          lesson({ course: 'Module 3', due: dueOn('2026-11-14') }),
          lesson({ course: 'Module 2', due: dueOn('2026-11-10') }),
          lesson({ course: 'Module 1', due: dueOn('2026-11-02') }),
          lesson({ course: 'Module 4', due: dueOn('2026-11-13') }),
          finished({ course: 'Examen', certifying: true, score: { actual: 3, max: 10 } }),
        ],
        { lastActivityAt: daysAgo(20) },
      ),
      now,
    );
    expect(reasons.map((reason) => [reason.kind, 'course' in reason ? reason.course : null])).toEqual([
      ['overdue', 'Module 1'],
      ['overdue', 'Module 2'],
      ['dueSoon', 'Module 4'],
      ['dueSoon', 'Module 3'],
      ['inactive', null],
      ['failing', 'Examen'],
    ]);
  });

  it('gives nothing in a class that is not open', () => {
    expect(attentionReasons(facts([lesson({ due: dueOn('2026-11-01') })], { classOpen: false, lastActivityAt: null }), now)).toEqual([]);
  });
});

describe('attentionList', () => {
  const entry = (className: string, name: [string, string], kind: AttentionReasonKind | null): AttentionEntry => ({
    classId: className,
    className,
    userId: name.join(' '),
    sortName: name,
    reasons: kind === null ? [] : [kind === 'inactive' || kind === 'notStarted' ? { kind, days: 8 } : { kind: 'failing', course: 'Examen', score: 10 }],
  });

  it('orders by the most pressing reason, then class, then last and first name, leaving out who needs nothing', () => {
    const { items, total } = attentionList([
      entry('Été', ['Martin', 'Léa'], 'failing'),
      entry('automne', ['Zola', 'Anne'], 'inactive'),
      entry('Été', ['Amrani', 'Zoé'], 'inactive'),
      entry('Été', ['Amrani', 'Bruno'], 'inactive'),
      entry('Été', ['Petit', 'Hugo'], null),
    ]);
    expect(items.map((item) => `${item.className}: ${item.userId}`)).toEqual(['automne: Zola Anne', 'Été: Amrani Bruno', 'Été: Amrani Zoé', 'Été: Martin Léa']);
    expect(total).toBe(4);
  });

  it('puts who never started before who went quiet, and both before a failed evaluation', () => {
    const { items } = attentionList([
      entry('Été', ['Amrani', 'Zoé'], 'failing'),
      entry('Été', ['Bernard', 'Yves'], 'inactive'),
      entry('Été', ['Comte', 'Xavier'], 'notStarted'),
    ]);
    expect(items.map((item) => item.reasons[0]?.kind)).toEqual(['notStarted', 'inactive', 'failing']);
  });

  it(`shows ${ATTENTION_LIST_SIZE} at most and counts them all`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 130 }), (size) => {
        const { items, total } = attentionList(Array.from({ length: size }, (_, index) => entry('Classe', [`Nom ${index}`, ''], 'inactive')));
        expect(items).toHaveLength(Math.min(size, ATTENTION_LIST_SIZE));
        expect(total).toBe(size);
      }),
      { numRuns: 20 },
    );
  });
});

describe('preparedReminder', () => {
  it.each([
    [
      { kind: 'overdue', course: 'Module 2', dueOn: '2026-11-10', daysLate: 2 },
      { course: 'Module 2', dueOn: '2026-11-10', days: 2 },
    ],
    [
      { kind: 'dueSoon', course: 'Module 3', dueOn: '2026-11-14', daysLeft: 2 },
      { course: 'Module 3', dueOn: '2026-11-14', days: 2 },
    ],
    [{ kind: 'notStarted', days: 40 }, { days: 40 }],
    [{ kind: 'inactive', days: 9 }, { days: 9 }],
    [
      { kind: 'failing', course: 'Examen', score: 45 },
      { course: 'Examen', score: 45 },
    ],
  ] as const)('speaks of the first reason, %j', (reason, values) => {
    expect(preparedReminder([reason, { kind: 'inactive', days: 30 }])).toEqual({ kind: reason.kind, values });
  });

  it('prepares nothing without a reason', () => {
    expect(preparedReminder([])).toBeNull();
  });
});
