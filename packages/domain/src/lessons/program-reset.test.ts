import { describe, expect, it } from 'vitest';
import { programResetRefusal, type ResetLesson } from './program-reset';

const lesson = (title: string, overrides: Partial<ResetLesson> = {}): ResetLesson => ({
  title,
  state: 'AVAILABLE',
  programState: 'PUBLISHED',
  courseState: 'PUBLISHED',
  ...overrides,
});

describe('programResetRefusal', () => {
  it.each([
    ['everything published', [lesson('A', { state: 'DONE' }), lesson('B')], null],
    ['the program closed', [lesson('A', { programState: 'CLOSED' }), lesson('B', { programState: 'CLOSED' })], { kind: 'programClosed' }],
    [
      'the program archived, a course closed too: the program says it',
      [lesson('A', { programState: 'ARCHIVED', courseState: 'CLOSED' })],
      { kind: 'programClosed' },
    ],
    ['one course closed', [lesson('A', { state: 'DONE' }), lesson('B', { courseState: 'CLOSED' })], { kind: 'coursesClosed', courses: ['B'] }],
    [
      'courses closed and archived, each named once, in order',
      [lesson('B', { courseState: 'ARCHIVED' }), lesson('A', { courseState: 'CLOSED' }), lesson('B', { courseState: 'ARCHIVED' })],
      { kind: 'coursesClosed', courses: ['B', 'A'] },
    ],
    [
      'a closed course whose lesson is locked still counts',
      [lesson('A'), lesson('B', { state: 'LOCKED', courseState: 'CLOSED' })],
      { kind: 'coursesClosed', courses: ['B'] },
    ],
    ['a hidden lesson of a closed course does not count', [lesson('A'), lesson('H', { state: 'HIDDEN', courseState: 'CLOSED' })], null],
    ['no lesson', [], null],
  ] as const)('%s', (_, lessons, expected) => {
    expect(programResetRefusal(lessons)).toEqual(expected);
  });
});
