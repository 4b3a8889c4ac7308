import { describe, expect, it } from 'vitest';
import { endOfLessonScreen, needsReviewLookup } from './end-of-lesson';

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
