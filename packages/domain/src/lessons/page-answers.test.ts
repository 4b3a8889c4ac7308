import { describe, expect, it } from 'vitest';
import { answersBody, nothingAnswered, publicRows, rowsToReview } from './page-answers';

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

describe('rowsToReview', () => {
  const quiz = {
    content: {
      sections: [
        { id: 's1', rows: [{ id: 'text', type: 'wysiwyg' }, { id: 'mc', type: 'multiple-choice', question: '<p>Quels gestes ?</p>' }] },
        { id: 's2', rows: [{ id: 'cc', type: 'combined-choice', slots: [{ id: 'a' }, { id: 'b' }] }, { id: 'dnd', type: 'drag-n-drop', targets: [{}, {}] }] },
      ],
    },
  };

  it('lists the questions left empty or half done, numbered among the questions only', () => {
    expect(rowsToReview(quiz, { cc: { a: 'x' }, dnd: ['c1', null] })).toEqual([
      { rowId: 'mc', number: 1, question: '<p>Quels gestes ?</p>', state: 'unanswered' },
      { rowId: 'cc', number: 2, question: null, state: 'incomplete' },
      { rowId: 'dnd', number: 3, question: null, state: 'incomplete' },
    ]);
  });

  it('lists nothing once every part of every question holds an answer', () => {
    expect(rowsToReview(quiz, { mc: ['c1'], cc: { a: 'x', b: 'y' }, dnd: ['c1', 'c2'] })).toEqual([]);
  });
});
