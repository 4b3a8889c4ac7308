import { describe, expect, it } from 'vitest';
import { placementAnswer } from '../exercises/answer-kinds';
import { exerciseModule } from '../exercises/registry';
import { type AnswerKindOf, nothingAnswered, publicRows, rowsToReview } from './page-answers';

const block = {
  title: 'Quiz',
  content: {
    sections: [
      {
        id: 's1',
        rows: [
          { id: 'text', type: 'wysiwyg' },
          { id: 'mc', type: 'multiple-choice' },
        ],
      },
      {
        id: 's2',
        rows: [
          { id: 'free', type: 'free-answer' },
          { id: 'cc', type: 'combined-choice', slots: [{ id: 'a' }] },
        ],
      },
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
    expect(nothingAnswered(block, answers, exerciseModule)).toBe(expected);
  });

  it('reads a block without sections as unanswered', () => {
    expect(nothingAnswered({}, { mc: ['c1'] }, exerciseModule)).toBe(true);
    expect(publicRows(null)).toEqual([]);
  });
});

describe('rowsToReview', () => {
  const quiz = {
    content: {
      sections: [
        {
          id: 's1',
          rows: [
            { id: 'text', type: 'wysiwyg' },
            { id: 'mc', type: 'multiple-choice', question: '<p>Quels gestes ?</p>' },
          ],
        },
        {
          id: 's2',
          rows: [
            { id: 'cc', type: 'combined-choice', slots: [{ id: 'a' }, { id: 'b' }] },
            { id: 'dnd', type: 'drag-n-drop', targets: [{}, {}] },
          ],
        },
      ],
    },
  };

  it('lists the questions left empty or half done, numbered among the questions only', () => {
    expect(rowsToReview(quiz, { cc: { a: 'x' }, dnd: ['c1', null] }, exerciseModule)).toEqual([
      { rowId: 'mc', number: 1, question: '<p>Quels gestes ?</p>', state: 'unanswered' },
      { rowId: 'cc', number: 2, question: null, state: 'incomplete' },
      { rowId: 'dnd', number: 3, question: null, state: 'incomplete' },
    ]);
  });

  it('lists nothing once every part of every question holds an answer', () => {
    expect(rowsToReview(quiz, { mc: ['c1'], cc: { a: 'x', b: 'y' }, dnd: ['c1', 'c2'] }, exerciseModule)).toEqual([]);
  });
});

describe('a row type known only by its answer kind', () => {
  // Adding a type is its module (with its kind), its renderer and its texts: nothing here lists types.
  const kindOf: AnswerKindOf = (type) => (type === 'ranking' ? placementAnswer : exerciseModule(type));
  const page = {
    content: {
      sections: [
        {
          id: 's',
          rows: [
            { id: 'rk', type: 'ranking', targets: [{}, {}] },
            { id: 'new', type: 'unknown-widget' },
          ],
        },
      ],
    },
  };

  it('is reviewed and judged by that kind; a type without one takes no answer', () => {
    expect(nothingAnswered(page, { rk: [null, null], new: 'x' }, kindOf)).toBe(true);
    expect(nothingAnswered(page, { rk: ['a', null] }, kindOf)).toBe(false);
    expect(rowsToReview(page, { rk: ['a', null] }, kindOf)).toEqual([{ rowId: 'rk', number: 1, question: null, state: 'incomplete' }]);
  });
});
