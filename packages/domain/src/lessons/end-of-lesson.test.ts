import { describe, expect, it } from 'vitest';
import { endOfLessonScreen, needsReviewLookup, programAfterEnd, type ProgramLessonRef } from './end-of-lesson';

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

describe('programAfterEnd', () => {
  const lesson = (id: string, order: number, overrides: Partial<ProgramLessonRef> = {}): ProgramLessonRef => ({
    id,
    programCourseId: `pc-${id}`,
    order,
    settings: {},
    title: `Leçon ${id}`,
    state: 'LOCKED',
    progress: null,
    ...overrides,
  });
  const ending = (id: string) => ({ id, programCourseId: `pc-${id}` });

  it('unlocks the next lesson by order and shows it', () => {
    const program = [lesson('a', 0, { state: 'AVAILABLE', progress: 'ONGOING' }), lesson('b', 1), lesson('c', 2)];
    expect(programAfterEnd(ending('a'), program)).toEqual({ unlock: ['b'], unlockedLessons: [{ id: 'b', title: 'Leçon b' }], isEndOfProgram: false });
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
    expect(programAfterEnd(ending('d'), program)).toEqual({ unlock: [], unlockedLessons: [], isEndOfProgram: true });
  });

  it('keeps the program open while a lesson is still to end', () => {
    const program = [lesson('a', 0, { state: 'AVAILABLE', progress: 'ONGOING' }), lesson('b', 1, { state: 'AVAILABLE', progress: 'ONGOING' })];
    expect(programAfterEnd(ending('b'), program).isEndOfProgram).toBe(false);
  });
});
