import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalendarClass,
  type CalendarClassProgram,
  type CalendarEvent,
  courseDueEvents,
  feedEvents,
  learnerProgramEvents,
  taughtClassEvents,
} from './calendar-events';

const sep = '2026-09-14T07:00:00.000Z';
const oct = '2026-10-01T08:00:00.000Z';
const dec = '2026-12-18T17:00:00.000Z';
const jun = '2027-06-30T21:59:59.000Z';

const program = (fields: Partial<CalendarClassProgram> = {}): CalendarClassProgram => ({
  classProgramId: 'cp-1',
  name: 'Safety',
  state: 'PUBLISHED',
  window: { from: null, to: null },
  courses: [
    { title: 'First aid', state: 'PUBLISHED' },
    { title: 'Fire drill', state: 'PUBLISHED' },
  ],
  ...fields,
});
const klass = (fields: Partial<CalendarClass> = {}): CalendarClass => ({
  id: 'class-1',
  name: 'Autumn cohort',
  window: { from: sep, to: jun },
  closed: false,
  programs: [program()],
  ...fields,
});
const brief = (events: CalendarEvent[]) => events.map((event) => `${event.key} ${event.at}`);

describe('learnerProgramEvents', () => {
  it('dates each program by the class window narrowed by its own dates', () => {
    expect(brief(learnerProgramEvents([klass({ programs: [program({ window: { from: oct, to: dec } })] })]))).toEqual([
      `programOpens.cp-1 ${oct}`,
      `programCloses.cp-1 ${dec}`,
    ]);
    expect(brief(learnerProgramEvents([klass()]))).toEqual([`programOpens.cp-1 ${sep}`, `programCloses.cp-1 ${jun}`]);
  });

  it('names the class, the program and its open courses', () => {
    const [opens] = learnerProgramEvents([
      klass({
        programs: [
          program({
            courses: [
              { title: 'First aid', state: 'PUBLISHED' },
              { title: 'Old', state: 'CLOSED' },
            ],
          }),
        ],
      }),
    ]);
    expect(opens).toEqual({
      key: 'programOpens.cp-1',
      kind: 'programOpens',
      at: sep,
      day: null,
      className: 'Autumn cohort',
      programName: 'Safety',
      courseTitles: ['First aid'],
    });
  });

  it.each([
    ['a window without bounds', klass({ window: { from: null, to: null } }), []],
    ['a closed class', klass({ closed: true }), []],
    ['a program closed by an admin', klass({ programs: [program({ state: 'CLOSED' })] }), []],
    ['an archived program', klass({ programs: [program({ state: 'ARCHIVED' })] }), []],
    [
      'a program none of whose courses is open',
      klass({
        programs: [
          program({
            courses: [
              { title: 'a', state: 'ARCHIVED' },
              { title: 'b', state: 'CLOSED' },
            ],
          }),
        ],
      }),
      [],
    ],
    ['only an end', klass({ window: { from: null, to: dec } }), [`programCloses.cp-1 ${dec}`]],
  ])('marks nothing it should not: %s', (_, input, expected) => {
    expect(brief(learnerProgramEvents([input]))).toEqual(expected);
  });

  it('writes every instant as toISOString does, whatever offset it was stored with', () => {
    expect(learnerProgramEvents([klass({ window: { from: '2026-09-14T09:00:00+02:00', to: null } })])[0]?.at).toBe(sep);
  });
});

describe('taughtClassEvents', () => {
  it("dates the class's start and end, and a program only where its own dates differ", () => {
    const taught = klass({ programs: [program(), program({ classProgramId: 'cp-2', window: { from: oct, to: null } })] });
    expect(brief(taughtClassEvents([taught]))).toEqual([`classStarts.class-1 ${sep}`, `classEnds.class-1 ${jun}`, `programOpens.cp-2 ${oct}`]);
  });

  it('marks nothing of a closed class, and only the class for a class without programs', () => {
    expect(taughtClassEvents([klass({ closed: true })])).toEqual([]);
    expect(taughtClassEvents([klass({ programs: [] })]).map((event) => [event.kind, event.programName, event.courseTitles])).toEqual([
      ['classStarts', null, []],
      ['classEnds', null, []],
    ]);
  });
});

describe('courseDueEvents', () => {
  const due = { lessonId: 'l-1', courseTitle: 'Accueillir', programName: 'Relation client', className: 'Printemps', ended: false, dueOn: '2026-12-01' };

  it('marks the day each unfinished course is due, as a whole day named for the lesson', () => {
    expect(courseDueEvents([due])).toEqual([
      {
        key: 'courseDue.l-1',
        kind: 'courseDue',
        at: '2026-12-01T00:00:00.000Z',
        day: '2026-12-01',
        className: 'Printemps',
        programName: 'Relation client',
        courseTitles: ['Accueillir'],
      },
    ]);
  });

  it('leaves out a course the learner finished', () => {
    expect(
      courseDueEvents([
        { ...due, ended: true },
        { ...due, lessonId: 'l-2' },
      ]).map((event) => event.key),
    ).toEqual(['courseDue.l-2']);
  });
});

describe('feedEvents', () => {
  it('keeps each event once, in date order', () => {
    const learning = learnerProgramEvents([klass()]);
    const teaching = taughtClassEvents([klass({ id: 'class-2', name: 'Spring', window: { from: oct, to: null } })]);
    expect(brief(feedEvents([learning, teaching, learning]))).toEqual([`programOpens.cp-1 ${sep}`, `classStarts.class-2 ${oct}`, `programCloses.cp-1 ${jun}`]);
  });

  const event: fc.Arbitrary<CalendarEvent> = fc.record({
    key: fc.constantFrom('a', 'b', 'c', 'd'),
    kind: fc.constant('programOpens' as const),
    at: fc.date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
    day: fc.constant(null),
    className: fc.constant('c'),
    programName: fc.constant(null),
    courseTitles: fc.constant<string[]>([]),
  });

  it('gives the same feed whatever the order of its sources, each key once', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), fc.array(event, { maxLength: 8 }), (first, second) => {
        const keys = feedEvents([first, second]).map((one) => one.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.sort()).toEqual([...new Set([...first, ...second].map((one) => one.key))].sort());
        const unique = (events: CalendarEvent[]) => events.filter((one, index) => events.findIndex((other) => other.key === one.key) === index);
        // Sources that agree on each key's event give one order whichever comes first.
        const agreed = unique([...first, ...second]);
        expect(feedEvents([agreed.slice(0, 3), agreed.slice(3)])).toEqual(feedEvents([agreed.slice(3), agreed.slice(0, 3)]));
      }),
    );
  });
});
