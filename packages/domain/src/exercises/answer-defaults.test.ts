import { describe, expect, it } from 'vitest';
import { answerDefault, isEmptyAnswer } from './answer-defaults';
import { exerciseModules } from './registry';

const targets = [{ id: 't1' }, { id: 't2' }];
const slots = [{ id: 'a' }, { id: 'b' }];

describe('answerDefault (SPEC §4)', () => {
  it.each([
    [{ type: 'multiple-choice' }, []],
    [{ type: 'image-cliquable' }, []],
    [{ type: 'pick-words' }, []],
    [{ type: 'combined-choice' }, null],
    [{ type: 'free-answer' }, ''],
    [{ type: 'drag-n-drop', targets }, [null, null]],
    [{ type: 'wysiwyg' }, null],
    [{ type: 'xp-earned' }, null],
  ])('%j → %j', (row, expected) => {
    expect(answerDefault(row)).toEqual(expected);
  });

  it('is what every exercise module answers by default', () => {
    const rows: Record<string, object> = { 'drag-n-drop': { targets }, 'combined-choice': { slots } };
    for (const module of exerciseModules) {
      const row = { id: 'r', type: module.type, ...rows[module.type] };
      expect(module.answerDefault(row as never)).toEqual(answerDefault(row));
    }
  });
});

describe('isEmptyAnswer', () => {
  it.each([
    [{ type: 'multiple-choice' }, [], true],
    [{ type: 'multiple-choice' }, ['a'], false],
    [{ type: 'pick-words' }, [0], false],
    [{ type: 'free-answer' }, '  ', true],
    [{ type: 'free-answer' }, 'écouter', false],
    [{ type: 'drag-n-drop' }, [null, null], true],
    [{ type: 'drag-n-drop' }, [null, 'x'], false],
    [{ type: 'combined-choice', slots }, null, true],
    [{ type: 'combined-choice', slots }, {}, true],
    [{ type: 'combined-choice', slots }, { b: 'o1' }, false],
    [{ type: 'image-cliquable' }, undefined, true],
    [{ type: 'wysiwyg' }, null, true],
  ])('%j with %j → %s', (row, answer, expected) => {
    expect(isEmptyAnswer(row, answer)).toBe(expected);
  });
});
