import { describe, expect, it } from 'vitest';
import {
  choiceOpens,
  endOfLessonScreen,
  type InteractiveQuestion,
  needsReviewLookup,
  openQuestions,
  programAfterEnd,
  type ProgramLessonRef,
} from './end-of-lesson';

const question = { label: 'Et maintenant ?', choices: [] };
const unlocked = { id: 'l2', title: 'Suite' };

describe('endOfLessonScreen', () => {
  it.each([
    ['interactive questions first', [question], [unlocked], true, false, 'questions'],
    ['then unlocked lessons', [], [unlocked], true, false, 'actions'],
    ['then the evaluation at the end of the program without review', [], [], true, false, 'evaluation'],
    ['home when the program is reviewed already', [], [], true, true, 'home'],
    ['home before the end of the program', [], [], false, false, 'home'],
  ] as const)('%s', (_, interactive, unlockedLessons, isEndOfProgram, reviewed, screen) => {
    expect(endOfLessonScreen({ actions: { interactive, unlockedLessons }, isEndOfProgram }, () => reviewed)).toBe(screen);
  });

  it('asks for the review only when it decides', () => {
    let asked = 0;
    endOfLessonScreen({ actions: { interactive: [question], unlockedLessons: [] }, isEndOfProgram: true }, () => (asked += 1) > 0);
    expect(asked).toBe(0);
  });

  it.each([
    [[question], [], true, false],
    [[], [unlocked], true, false],
    [[], [], false, false],
    [[], [], true, true],
  ] as const)('needsReviewLookup(%j, %j, %s) is %s', (interactive, unlockedLessons, isEndOfProgram, expected) => {
    expect(needsReviewLookup({ actions: { interactive, unlockedLessons }, isEndOfProgram })).toBe(expected);
  });
});

const lesson = (id: string, order: number, overrides: Partial<ProgramLessonRef> = {}): ProgramLessonRef => ({
  id,
  programCourseId: `pc-${id}`,
  courseId: `course-${id}`,
  order,
  settings: {},
  title: `Leçon ${id}`,
  state: 'LOCKED',
  progress: null,
  programState: 'PUBLISHED',
  courseState: 'PUBLISHED',
  ...overrides,
});
const ending = (id: string) => ({ id, programCourseId: `pc-${id}` });
const playing = { state: 'AVAILABLE', progress: 'ONGOING' } as const;
const done = { state: 'DONE', progress: 'COMPLETED' } as const;
const closed = { courseState: 'CLOSED' } as const;
const archived = { courseState: 'ARCHIVED' } as const;

describe('programAfterEnd', () => {
  it('unlocks the next lesson by order and shows it', () => {
    const program = [lesson('a', 0, { state: 'AVAILABLE', progress: 'ONGOING' }), lesson('b', 1), lesson('c', 2)];
    expect(programAfterEnd(ending('a'), program)).toEqual({
      unlock: ['b'],
      unlockedLessons: [{ id: 'b', title: 'Leçon b' }],
      interactive: [],
      isEndOfProgram: false,
    });
  });

  it("follows the course's unlocks list, and does not show a lesson already ended or hidden", () => {
    const program = [
      lesson('a', 0, { state: 'AVAILABLE', settings: { unlocks: ['pc-b', 'pc-c', 'pc-d', 'pc-e'] } }),
      lesson('b', 1, { state: 'DONE', progress: 'COMPLETED' }),
      lesson('c', 2, { state: 'AVAILABLE', progress: 'ONGOING' }),
      lesson('d', 3, { state: 'HIDDEN' }),
      lesson('e', 4),
    ];
    const after = programAfterEnd(ending('a'), program);
    expect(after.unlock).toEqual(['b', 'c', 'd', 'e']);
    expect(after.unlockedLessons.map((shown) => shown.id)).toEqual(['c', 'e']);
    expect(after.isEndOfProgram).toBe(false);
  });

  it('ends the program when every other lesson is ended, skipped or hidden', () => {
    const program = [
      lesson('a', 0, { state: 'DONE', progress: 'COMPLETED' }),
      lesson('b', 1, { state: 'SKIPPED' }),
      lesson('c', 2, { state: 'HIDDEN' }),
      lesson('d', 3, { state: 'AVAILABLE', progress: 'ONGOING' }),
    ];
    expect(programAfterEnd(ending('d'), program)).toEqual({ unlock: [], unlockedLessons: [], interactive: [], isEndOfProgram: true });
  });

  it('keeps the program open while a lesson is still to end', () => {
    const program = [lesson('a', 0, { state: 'AVAILABLE', progress: 'ONGOING' }), lesson('b', 1, { state: 'AVAILABLE', progress: 'ONGOING' })];
    expect(programAfterEnd(ending('b'), program).isEndOfProgram).toBe(false);
  });
});

describe('programAfterEnd with closed courses', () => {
  // What ending lesson a opens, for each program around it: unlocked (made AVAILABLE), offered, end of program.
  it.each([
    [
      'the next course closed: the one after opens, the closed one is unlocked but not offered',
      [lesson('a', 0, playing), lesson('b', 1, closed), lesson('c', 2)],
      ['b', 'c'],
      ['c'],
      false,
    ],
    ['the next course archived: the same', [lesson('a', 0, playing), lesson('b', 1, archived), lesson('c', 2)], ['b', 'c'], ['c'], false],
    ['two closed in a row', [lesson('a', 0, playing), lesson('b', 1, closed), lesson('c', 2, archived), lesson('d', 3)], ['b', 'c', 'd'], ['d'], false],
    ['the closed course the last one: the program is over', [lesson('a', 0, playing), lesson('b', 1, closed)], ['b'], [], true],
    [
      'a closed course left elsewhere does not hold the program open',
      [lesson('x', 0, done), lesson('b', 1, { ...closed, state: 'AVAILABLE' }), lesson('a', 2, playing)],
      [],
      [],
      true,
    ],
    ['a closed one after the next is not reached', [lesson('a', 0, playing), lesson('b', 1), lesson('c', 2, closed)], ['b'], ['b'], false],
    [
      'an unlocks list through a closed course',
      [
        lesson('a', 0, { ...playing, settings: { unlocks: ['pc-c'] } }),
        lesson('b', 1),
        lesson('c', 2, { ...closed, settings: { unlocks: ['pc-d'] } }),
        lesson('d', 3),
      ],
      ['c', 'd'],
      ['d'],
      false,
    ],
    [
      'a closed course already ended passes on too',
      [lesson('a', 0, playing), lesson('b', 1, { ...closed, ...done }), lesson('c', 2, playing)],
      ['b', 'c'],
      ['c'],
      false,
    ],
    [
      'a cycle of closed courses',
      [
        lesson('a', 0, playing),
        lesson('b', 1, { ...closed, settings: { unlocks: ['pc-c'] } }),
        lesson('c', 2, { ...closed, settings: { unlocks: ['pc-b', 'pc-a'] } }),
      ],
      ['b', 'c'],
      [],
      true,
    ],
    [
      'a closed program: nothing is offered and nothing holds it open',
      [lesson('a', 0, { ...playing, programState: 'CLOSED' }), lesson('b', 1, { programState: 'CLOSED' })],
      ['b'],
      [],
      true,
    ],
    ['a hidden course is not passed through', [lesson('a', 0, playing), lesson('b', 1, { state: 'HIDDEN' }), lesson('c', 2)], ['b'], [], false],
  ] as const)('%s', (_, program, unlock, offered, isEndOfProgram) => {
    const after = programAfterEnd(ending('a'), program);
    expect({ unlock: after.unlock, offered: after.unlockedLessons.map((shown) => shown.id), isEndOfProgram: after.isEndOfProgram }).toEqual({
      unlock,
      offered,
      isEndOfProgram,
    });
  });
});

describe('openQuestions', () => {
  const program = [lesson('a', 0, playing), lesson('b', 1, closed), lesson('c', 2), lesson('d', 3, archived)];
  const choice = (target: string) => ({ response: target, action: { target } });
  const question = (label: string, ...targets: string[]): InteractiveQuestion => ({ label, choices: targets.map(choice) });
  it.each([
    ['keeps a question whose choices lead to open courses or Home', [question('q', 'pc-c', 'home')], [question('q', 'pc-c', 'home')]],
    ['drops a choice leading to a closed course, by program course or course id', [question('q', 'pc-b', 'course-c', 'course-d')], [question('q', 'course-c')]],
    ['drops a question left with Home alone', [question('q', 'pc-b', 'home')], []],
    ['drops a question left with no choice', [question('q', 'pc-b', 'pc-d')], []],
    ['keeps a question its author gave Home alone', [question('q', 'home')], [question('q', 'home')]],
    ['keeps a choice naming no course of the program (it leads Home)', [question('q', 'elsewhere', 'pc-c')], [question('q', 'elsewhere', 'pc-c')]],
    [
      'keeps the other questions in order',
      [question('one', 'pc-b'), question('two', 'pc-c'), question('three', 'home')],
      [question('two', 'pc-c'), question('three', 'home')],
    ],
  ] as const)('%s', (_, questions, expected) => {
    expect(openQuestions(questions, program)).toEqual(expected);
  });

  it("is what programAfterEnd answers as the lesson's questions", () => {
    expect(programAfterEnd(ending('a'), program, [question('q', 'pc-b', 'pc-c')]).interactive).toEqual([question('q', 'pc-c')]);
  });
});

describe('choiceOpens', () => {
  const program = [lesson('a', 0, done), lesson('b', 1, closed), lesson('c', 2), lesson('d', 3, { settings: { unlocks: [] } }), lesson('e', 4)];
  it.each([
    ['an open course: unlocks and opens it', 'pc-c', ['c'], 'c'],
    ['by course id', 'course-d', ['d'], 'd'],
    ['a closed course: unlocks it and passes through, opens nothing (Home)', 'pc-b', ['b', 'c'], null],
    ['Home', 'home', [], null],
    ['a target not in the program', 'nowhere', [], null],
  ] as const)('%s', (_, target, unlock, open) => {
    const opens = choiceOpens(program, target);
    expect({ unlock: opens.unlock, open: opens.open?.id ?? null }).toEqual({ unlock, open });
  });
});
