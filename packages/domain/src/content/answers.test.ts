import { describe, expect, it } from 'vitest';
import { AnswerShapeError, parseAnswers, validateAnswers } from './answers';
import { sampleBlock, sampleKey } from './sample-block.fixture';

/** The issues `validateAnswers` finds, none when it accepts the answers. */
const issuesOf = (block: typeof sampleBlock, answers: unknown) => {
  const validation = validateAnswers(block, answers);
  return validation.ok ? [] : validation.issues;
};

describe('validateAnswers', () => {
  it('accepts the key, defaults, partial answers and no answers at all', () => {
    expect(issuesOf(sampleBlock, sampleKey)).toEqual([]);
    expect(issuesOf(sampleBlock, { cc: { userAnswer: null }, dd: { userAnswer: [null, null] }, wy: { userAnswer: null } })).toEqual([]);
    expect(issuesOf(sampleBlock, {})).toEqual([]);
    expect(issuesOf(sampleBlock, { mc: { userAnswer: ['n15'], path: 's1.mc' } })).toEqual([]);
  });

  it.each([
    ['a text for a list', { mc: { userAnswer: 'n15' } }, 'mc', 'mc.userAnswer', 'row mc (multiple-choice): Invalid input: expected array, received string'],
    ['a list for a text', { fa: { userAnswer: ['112'] } }, 'fa', 'fa.userAnswer', 'row fa (free-answer): Invalid input: expected string, received array'],
    [
      'a word that is not an index',
      { pw: { userAnswer: [1, 'alert'] } },
      'pw',
      'pw.userAnswer.1',
      'row pw (pick-words): Invalid input: expected number, received string',
    ],
    ['an answer to a wysiwyg', { wy: { userAnswer: 'hello' } }, 'wy', 'wy.userAnswer', 'row wy (wysiwyg): Invalid input: expected null, received string'],
    ['an unknown zone', { ic: { userAnswer: ['leg'] } }, 'ic', 'ic.userAnswer', 'row ic (image-cliquable): unknown zone "leg"'],
    ['too few targets', { dd: { userAnswer: ['fire'] } }, 'dd', 'dd.userAnswer', 'row dd (drag-n-drop): expected 2 places (one per target), got 1'],
    ['an unknown row', { nope: { userAnswer: [] } }, 'nope', 'nope', 'unknown row nope: not on this page'],
    ['no envelope', { mc: ['n15'] }, 'mc', 'mc', 'Invalid input: expected object, received array'],
  ])('names the row for %s', (_label, answers, rowId, path, message) => {
    expect(issuesOf(sampleBlock, answers)).toEqual([{ rowId, path, message }]);
  });

  it('refuses a payload that is not a record', () => {
    expect(issuesOf(sampleBlock, ['n15'])).toEqual([{ rowId: null, path: '', message: 'Invalid input: expected record, received array' }]);
  });
});

describe('validateAnswers returns the answers parsed', () => {
  it('by row, for the scorer to take as they are', () => {
    expect(validateAnswers(sampleBlock, { fa: { userAnswer: '112' }, mc: { userAnswer: ['n15'], path: 's1.mc' }, wy: {} })).toEqual({
      ok: true,
      answers: new Map<string, unknown>([
        ['fa', '112'],
        ['mc', ['n15']],
      ]),
    });
  });
});

describe('parseAnswers', () => {
  it('returns the answers by row, or throws with the issues', () => {
    expect(parseAnswers(sampleBlock, { fa: { userAnswer: '112' } })).toEqual(new Map([['fa', '112']]));
    expect(() => parseAnswers(sampleBlock, { fa: { userAnswer: 112 } })).toThrow(AnswerShapeError);
  });
});
