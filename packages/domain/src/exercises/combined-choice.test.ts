import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CombinedChoiceRow } from './combined-choice';
import { combinedChoice, combinedChoiceRowSchema } from './combined-choice';

const row: CombinedChoiceRow = {
  id: 'cc',
  type: 'combined-choice',
  text: 'Water boils at {{temp}} °C at {{level}}.',
  slots: [
    {
      id: 'temp',
      options: [
        { id: '90', value: '90' },
        { id: '100', value: '100' },
      ],
      correctOptionId: '100',
    },
    {
      id: 'level',
      options: [
        { id: 'sea', value: 'sea level' },
        { id: 'top', value: 'the summit' },
      ],
      correctOptionId: 'sea',
    },
  ],
};

describe('combined-choice', () => {
  it.each([
    ['right', { temp: '100', level: 'sea' }, 1],
    ['partial', { temp: '100', level: 'top' }, 0.5],
    ['one slot left', { temp: '100' }, 0.5],
    ['wrong', { temp: '90', level: 'top' }, 0],
    ['empty record', {}, 0],
    ['null (the default)', null, 0],
  ])('%s', (_label, answer, expected) => {
    expect(combinedChoice.score(row, answer)).toBe(expected);
  });

  it('defaults to null, which is empty', () => {
    expect(combinedChoice.answerDefault(row)).toBeNull();
    expect(combinedChoice.isEmpty(null, row)).toBe(true);
    expect(combinedChoice.isEmpty({ temp: '90' }, row)).toBe(false);
  });

  it('refuses unknown slots and options', () => {
    expect(combinedChoice.answerIssue(row, { other: '90' })).toBe('unknown slot "other"');
    expect(combinedChoice.answerIssue(row, { temp: 'sea' })).toBe('unknown option "sea" for slot temp');
  });

  it('checks the text against the slots', () => {
    const result = combinedChoiceRowSchema.safeParse({ ...row, text: 'Water boils at {{temp}} and {{temp}} at {{height}}.' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'slot temp appears 2 times in the text, not once',
      'slot level appears 0 times in the text, not once',
      'the text names an unknown slot height',
    ]);
    const keyless = combinedChoiceRowSchema.safeParse({ ...row, slots: [{ ...row.slots[0], correctOptionId: 'x' }, row.slots[1]] });
    expect(keyless.error?.issues[0]?.path).toEqual(['slots', 0, 'correctOptionId']);
  });

  it('hides the key and marks each slot', () => {
    expect(JSON.stringify(combinedChoice.publicRow(row))).not.toContain('correctOptionId');
    expect(combinedChoice.correction(row, { temp: '90' })).toEqual({
      kind: 'slots',
      marks: [
        { id: 'temp', given: '90', expected: ['100'], good: false, wrong: true },
        { id: 'level', given: null, expected: ['sea'], good: false, wrong: false },
      ],
    });
  });

  it('matches feedback answers written slotId:optionId', () => {
    expect(combinedChoice.matchesAnswers(row, { temp: '90' }, ['temp:90'])).toBe(true);
    expect(combinedChoice.matchesAnswers(row, { temp: '90' }, ['temp:90', 'level:top'])).toBe(false);
  });
});

describe('combined-choice properties', () => {
  const rows = fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 1, maxLength: 5 }).chain((sizes) =>
    fc.tuple(...sizes.map((size) => fc.integer({ min: 0, max: size - 1 }))).map((keys): CombinedChoiceRow => ({
      id: 'c',
      type: 'combined-choice',
      text: sizes.map((_, slot) => `{{s${slot}}}`).join(' '),
      slots: sizes.map((size, slot) => ({
        id: `s${slot}`,
        options: Array.from({ length: size }, (_, option) => ({ id: `o${option}`, value: `${option}` })),
        correctOptionId: `o${keys[slot]}`,
      })),
    })),
  );
  const pick = (options: { id: string }[]) => fc.option(fc.constantFrom(...options.map((option) => option.id)), { nil: undefined });
  const cases = rows.chain((target) => fc.tuple(fc.constant(target), fc.tuple(...target.slots.map((slot) => pick(slot.options)))));

  it('ratio in [0, 1]; empty → 0; key → 1', () => {
    fc.assert(
      fc.property(cases, ([target, picks]) => {
        const answer = Object.fromEntries(target.slots.flatMap((slot, index) => (picks[index] === undefined ? [] : [[slot.id, picks[index]]])));
        const ratio = combinedChoice.score(target, answer) as number;
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        expect(combinedChoice.score(target, null)).toBe(0);
        expect(combinedChoice.score(target, Object.fromEntries(target.slots.map((slot) => [slot.id, slot.correctOptionId])))).toBe(1);
        expect(combinedChoiceRowSchema.safeParse(target).success).toBe(true);
      }),
    );
  });
});
