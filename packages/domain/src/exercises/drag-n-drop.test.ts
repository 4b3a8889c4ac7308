import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DragNDropRow } from './drag-n-drop';
import { dragNDrop, dragNDropRowSchema, fullAssignment } from './drag-n-drop';

const row: DragNDropRow = {
  id: 'dd',
  type: 'drag-n-drop',
  choices: [
    { id: 'paris', value: 'Paris' },
    { id: 'lyon', value: 'Lyon' },
    { id: 'rome', value: 'Rome' },
    { id: 'milan', value: 'Milan' },
  ],
  targets: [
    { id: 'capital-fr', label: 'Capital of France', acceptedChoiceIds: ['paris'] },
    { id: 'city-it-1', label: 'An Italian city', acceptedChoiceIds: ['rome', 'milan'] },
    { id: 'city-it-2', label: 'Another Italian city', acceptedChoiceIds: ['rome', 'milan'] },
    { id: 'city-fr', label: 'Another French city', acceptedChoiceIds: ['lyon'] },
  ],
};

describe('drag-n-drop', () => {
  it.each([
    ['right', ['paris', 'rome', 'milan', 'lyon'], 1],
    ['equivalent targets swapped', ['paris', 'milan', 'rome', 'lyon'], 1],
    ['distinct targets swapped', ['lyon', 'rome', 'milan', 'paris'], 0.5],
    ['partial', ['paris', null, null, null], 0.25],
    ['wrong', ['rome', 'paris', 'lyon', 'milan'], 0],
    ['empty (the default)', [null, null, null, null], 0],
    ['a choice placed twice counts once', ['paris', 'rome', 'rome', 'lyon'], 0.75],
  ])('%s', (_label, answer, expected) => {
    expect(dragNDrop.score(row, answer)).toBe(expected);
  });

  it('defaults to one null per target (docs/product/lessons.md#answer-defaults)', () => {
    expect(dragNDrop.answerDefault(row)).toEqual([null, null, null, null]);
    expect(dragNDrop.isEmpty([null, null, null, null], row)).toBe(true);
  });

  it('refuses answers that do not fit the targets', () => {
    expect(dragNDrop.answerIssue(row, ['paris'])).toBe('expected 4 places (one per target), got 1');
    expect(dragNDrop.answerIssue(row, ['paris', 'paris', null, null])).toBe('a choice is placed on two targets');
    expect(dragNDrop.answerIssue(row, ['oslo', null, null, null])).toBe('unknown choice "oslo"');
    expect(dragNDrop.answerIssue(row, ['paris', null, null, null])).toBeNull();
  });

  it('refuses a key no answer can fill', () => {
    const impossible = { ...row, targets: [row.targets[0], { ...row.targets[0], id: 'again' }] };
    expect(dragNDropRowSchema.safeParse(impossible).error?.issues[0]?.message).toBe('the targets cannot all be filled at once with distinct choices');
    const unknown = { ...row, targets: [{ ...row.targets[0], acceptedChoiceIds: ['oslo'] }] };
    expect(dragNDropRowSchema.safeParse(unknown).error?.issues[0]?.path).toEqual(['targets', 0, 'acceptedChoiceIds']);
  });

  it('hides the accepted choices and marks each target', () => {
    expect(JSON.stringify(dragNDrop.publicRow(row))).not.toContain('acceptedChoiceIds');
    const correction = dragNDrop.correction(row, ['lyon', 'rome', null, null]);
    expect(correction?.kind === 'slots' && correction.marks.slice(0, 3)).toEqual([
      { id: 'capital-fr', given: 'lyon', expected: ['paris'], good: false, wrong: true },
      { id: 'city-it-1', given: 'rome', expected: ['rome', 'milan'], good: true, wrong: false },
      { id: 'city-it-2', given: null, expected: ['rome', 'milan'], good: false, wrong: false },
    ]);
  });
});

describe('drag-n-drop properties', () => {
  // Targets accept random subsets of the choices; rows no answer can fill are not rows.
  const rows = fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.array(fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 4 }))
    .map(([choiceCount, accepts]): DragNDropRow => ({
      id: 'd',
      type: 'drag-n-drop',
      choices: Array.from({ length: choiceCount }, (_, index) => ({ id: `c${index}`, value: '' })),
      targets: accepts.map((flags, index) => ({
        id: `t${index}`,
        label: '',
        acceptedChoiceIds: [...new Set([`c${index % choiceCount}`, ...flags.slice(0, choiceCount).flatMap((flag, choice) => (flag ? [`c${choice}`] : []))])],
      })),
    }))
    .filter((target) => fullAssignment(target.targets) !== null);
  const cases = rows.chain((target) => {
    const pieces = [...target.choices.map((choice) => choice.id), ...target.targets.map(() => null)];
    const size = target.targets.length;
    return fc.tuple(fc.constant(target), fc.shuffledSubarray(pieces, { minLength: size, maxLength: size }));
  });

  it('ratio in [0, 1]; empty → 0; a full assignment → 1; equivalent targets are interchangeable', () => {
    fc.assert(
      fc.property(cases, fc.boolean(), ([target, answer], keepOrder) => {
        const row = { ...target, settings: { keepOrder } };
        const ratio = dragNDrop.score(row, answer) as number;
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        expect(dragNDrop.score(row, dragNDrop.answerDefault(row))).toBe(0);
        expect(dragNDrop.score(row, fullAssignment(row.targets) ?? [])).toBe(1);
        const sets = row.targets.map((item) => [...item.acceptedChoiceIds].sort().join());
        const twin = sets.findIndex((set, index) => index > 0 && set === sets[0]);
        if (twin > 0) {
          const swapped = [...answer];
          [swapped[0], swapped[twin]] = [answer[twin] ?? null, answer[0] ?? null];
          expect(dragNDrop.score(row, swapped)).toBe(ratio);
        }
      }),
    );
  });
});
