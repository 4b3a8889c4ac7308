import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MultipleChoiceRow } from './multiple-choice';
import { multipleChoice, multipleChoiceRowSchema } from './multiple-choice';

const row: MultipleChoiceRow = {
  id: 'q1',
  type: 'multiple-choice',
  question: '<p>Which are fruits?</p>',
  choices: [
    { id: 'apple', value: 'Apple', correct: true },
    { id: 'carrot', value: 'Carrot', correct: false },
    { id: 'pear', value: 'Pear', correct: true },
    { id: 'leek', value: 'Leek', correct: false },
  ],
};
const ordered: MultipleChoiceRow = { ...row, settings: { keepOrder: true } };

describe('multiple-choice score', () => {
  it.each([
    ['right', row, ['apple', 'pear'], 1],
    ['right, other order', row, ['pear', 'apple'], 1],
    ['wrong', row, ['carrot'], 0],
    ['partial', row, ['apple'], 0.5],
    ['empty', row, [], 0],
    ['extra selection', row, ['apple', 'pear', 'leek'], 0.5],
    ['everything', row, ['apple', 'carrot', 'pear', 'leek'], 0],
    ['keepOrder, in order', ordered, ['apple', 'pear'], 1],
    ['keepOrder, reversed', ordered, ['pear', 'apple'], 0],
  ])('%s', (_label, target, answer, expected) => {
    expect(multipleChoice.score(target, answer)).toBe(expected);
  });

  it('defaults to an empty list (docs/product/lessons.md#answer-defaults)', () => {
    expect(multipleChoice.answerDefault(row)).toEqual([]);
    expect(multipleChoice.isEmpty([], row)).toBe(true);
  });

  it('refuses unknown choice ids', () => {
    expect(multipleChoice.answerIssue(row, ['apple', 'kiwi'])).toBe('unknown choice "kiwi"');
    expect(multipleChoice.answerIssue(row, ['apple'])).toBeNull();
  });

  it('needs at least one correct choice and unique ids', () => {
    const noKey = { ...row, choices: row.choices.map((choice) => ({ ...choice, correct: false })) };
    expect(multipleChoiceRowSchema.safeParse(noKey).success).toBe(false);
    expect(multipleChoiceRowSchema.safeParse({ ...row, choices: [...row.choices, row.choices[0]] }).success).toBe(false);
    expect(multipleChoiceRowSchema.safeParse(row).success).toBe(true);
  });

  it('marks the correction and hides the key before answering', () => {
    expect(multipleChoice.correction(row, ['apple', 'leek'])).toEqual({
      kind: 'choices',
      marks: [
        { id: 'apple', expected: true, good: true, wrong: false },
        { id: 'carrot', expected: false, good: false, wrong: false },
        { id: 'pear', expected: true, good: false, wrong: false },
        { id: 'leek', expected: false, good: false, wrong: true },
      ],
    });
    expect(JSON.stringify(multipleChoice.publicRow(row))).not.toContain('correct');
  });
});

const rows = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }).map((flags): MultipleChoiceRow => ({
  id: 'q',
  type: 'multiple-choice',
  choices: flags.map((correct, index) => ({ id: `c${index}`, value: `${index}`, correct: correct || index === 0 })),
}));
const withAnswer = fc.tuple(rows, fc.boolean()).chain(([generated, keepOrder]) => {
  const target: MultipleChoiceRow = { ...generated, settings: { keepOrder } };
  const ids = target.choices.map((choice) => choice.id);
  return fc.tuple(fc.constant(target), fc.shuffledSubarray(ids));
});
const key = (target: MultipleChoiceRow) => target.choices.filter((choice) => choice.correct).map((choice) => choice.id);

describe('multiple-choice properties', () => {
  it('ratio stays in [0, 1]', () => {
    fc.assert(
      fc.property(withAnswer, ([target, answer]) => {
        const ratio = multipleChoice.score(target, answer) as number;
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('order does not matter unless keepOrder', () => {
    const unordered = withAnswer.filter(([target]) => !target.settings?.keepOrder);
    const shuffled = unordered.chain(([target, answer]) =>
      fc.tuple(fc.constant(target), fc.constant(answer), fc.shuffledSubarray(answer, { minLength: answer.length })),
    );
    fc.assert(
      fc.property(shuffled, ([target, answer, permuted]) => {
        expect(multipleChoice.score(target, permuted)).toBe(multipleChoice.score(target, answer));
      }),
    );
  });

  it('an empty answer never scores; the expected answer always scores 1', () => {
    fc.assert(
      fc.property(withAnswer, ([target]) => {
        expect(multipleChoice.score(target, multipleChoice.answerDefault(target))).toBe(0);
        expect(multipleChoice.score(target, key(target))).toBe(1);
      }),
    );
  });
});
