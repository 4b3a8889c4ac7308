import { describe, expect, it } from 'vitest';
import * as answerKinds from './answer-kinds';
import { isUnanswered } from './answer-kinds';
import { exerciseModule, exerciseModules } from './registry';

const targets = [{ id: 't1' }, { id: 't2' }];
const slots = [{ id: 'a' }, { id: 'b' }];

/** The module of a row type: where the default and the emptiness of its answers come from. */
const moduleFor = (row: { type: string }) => {
  const module = exerciseModule(row.type);
  if (!module) throw new Error(`no module for ${row.type}`);
  return module;
};
const withId = <Row extends { type: string }>(row: Row) => ({ id: 'r', ...row });

describe('answer defaults, from the module of each row type (docs/product/lessons.md#answer-defaults)', () => {
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
    expect(moduleFor(row).answerDefault(withId(row))).toEqual(expected);
  });

  // The web's renderer registry names the same kinds for its types: a module holding its own
  // default would leave the lesson player without it, or pull the schemas into the player.
  it('is one of the answer kinds for every registered type', () => {
    const kinds = Object.values(answerKinds).filter((value) => typeof value === 'object');
    for (const module of exerciseModules) {
      const kind = kinds.find((candidate) => candidate.answerDefault === module.answerDefault);
      expect(kind, module.type).toBeDefined();
      expect({ scored: module.scored, answerDefault: module.answerDefault, isEmpty: module.isEmpty, isComplete: module.isComplete }).toEqual(kind);
    }
  });
});

describe('isUnanswered, with the module of each row type', () => {
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
    expect(isUnanswered(moduleFor(row), withId(row), answer)).toBe(expected);
  });

  it('counts an answer of another shape (a draft kept across a release) as given, never throwing', () => {
    expect(isUnanswered(moduleFor({ type: 'drag-n-drop' }), withId({ type: 'drag-n-drop', targets }), 'x')).toBe(false);
    expect(isUnanswered(moduleFor({ type: 'free-answer' }), withId({ type: 'free-answer' }), 12)).toBe(false);
  });
});

describe('isComplete', () => {
  it.each([
    [{ type: 'combined-choice', slots }, { a: 'o1' }, false],
    [{ type: 'combined-choice', slots }, { a: 'o1', b: 'o2' }, true],
    [{ type: 'drag-n-drop', targets }, ['c1', null], false],
    [{ type: 'drag-n-drop', targets }, ['c1'], false],
    [{ type: 'drag-n-drop', targets }, ['c1', 'c2'], true],
    [{ type: 'multiple-choice' }, ['a'], true],
    [{ type: 'free-answer' }, 'x', true],
  ])('%j with %j → %s', (row, answer, expected) => {
    expect(moduleFor(row).isComplete(answer, withId(row))).toBe(expected);
  });
});
