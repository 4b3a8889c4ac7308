import { describe, expect, it } from 'vitest';
import { answersBody, nothingAnswered, publicRows } from './page-answers';

const block = {
  title: 'Quiz',
  content: {
    sections: [
      { id: 's1', rows: [{ id: 'text', type: 'wysiwyg' }, { id: 'mc', type: 'multiple-choice' }] },
      { id: 's2', rows: [{ id: 'free', type: 'free-answer' }, { id: 'cc', type: 'combined-choice', slots: [{ id: 'a' }] }] },
    ],
  },
};

describe('nothingAnswered', () => {
  it.each([
    ['no answers at all', {}, true],
    ['defaults only', { mc: [], free: '  ', cc: null }, true],
    ['a selected choice', { mc: ['c1'] }, false],
    ['a typed text', { free: 'Écouter' }, false],
    ['a chosen slot', { cc: { a: 'x' } }, false],
  ])('%s → %s', (_, answers, expected) => {
    expect(nothingAnswered(block, answers)).toBe(expected);
  });

  it('reads a block without sections as unanswered', () => {
    expect(nothingAnswered({}, { mc: ['c1'] })).toBe(true);
    expect(publicRows(null)).toEqual([]);
  });
});

describe('answersBody', () => {
  it('wraps each answer as userAnswer', () => {
    expect(answersBody({ mc: ['c1'], free: 'x' })).toEqual({ mc: { userAnswer: ['c1'] }, free: { userAnswer: 'x' } });
  });
});
