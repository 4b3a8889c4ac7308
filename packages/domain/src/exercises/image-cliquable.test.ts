import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImageCliquableRow, Shape } from './image-cliquable';
import { imageCliquable, imageCliquableRowSchema, shapeContains, zoneAt } from './image-cliquable';

const circle: Shape = { kind: 'circle', cx: 100, cy: 100, r: 50 };
const rectangle: Shape = { kind: 'rectangle', x: 200, y: 50, width: 100, height: 40 };
// An L shape: concave, so the ray casting has something to get wrong.
const polygon: Shape = {
  kind: 'polygon',
  points: [
    [400, 0],
    [500, 0],
    [500, 50],
    [450, 50],
    [450, 100],
    [400, 100],
  ],
};

describe('shapeContains', () => {
  it.each([
    [circle, { x: 100, y: 100 }, true],
    [circle, { x: 150, y: 100 }, true],
    [circle, { x: 140, y: 140 }, false],
    [rectangle, { x: 200, y: 50 }, true],
    [rectangle, { x: 299, y: 89 }, true],
    [rectangle, { x: 301, y: 60 }, false],
    [polygon, { x: 420, y: 80 }, true],
    [polygon, { x: 480, y: 20 }, true],
    [polygon, { x: 480, y: 80 }, false],
    [polygon, { x: 390, y: 20 }, false],
  ])('%j contains %j: %s', (shape, point, expected) => {
    expect(shapeContains(shape, point)).toBe(expected);
  });
});

const row: ImageCliquableRow = {
  id: 'img',
  type: 'image-cliquable',
  imageFileId: 'file-1',
  choices: [
    { id: 'heart', value: 'Heart', shape: circle, correct: true },
    { id: 'lung', value: 'Lung', shape: rectangle, correct: true },
    { id: 'liver', value: 'Liver', shape: polygon, correct: false },
  ],
};

describe('image-cliquable', () => {
  it.each([
    ['right', ['heart', 'lung'], 1],
    ['partial', ['lung'], 0.5],
    ['wrong', ['liver'], 0],
    ['extra zone', ['heart', 'lung', 'liver'], 0.5],
    ['empty', [], 0],
  ])('%s', (_label, answer, expected) => {
    expect(imageCliquable.score(row, answer)).toBe(expected);
  });

  it('maps a click to the topmost zone', () => {
    expect(zoneAt(row, { x: 110, y: 90 })).toBe('heart');
    expect(zoneAt(row, { x: 700, y: 500 })).toBeNull();
    const overlapping = { choices: [...row.choices, { ...row.choices[2], id: 'top', shape: circle }] } as ImageCliquableRow;
    expect(zoneAt(overlapping, { x: 100, y: 100 })).toBe('top');
  });

  it('validates shapes', () => {
    const bad = {
      ...row,
      choices: [
        {
          ...row.choices[0],
          shape: {
            kind: 'polygon',
            points: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      ],
    };
    const result = imageCliquableRowSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['choices', 0, 'shape', 'points']);
  });

  it('hides which zones are correct', () => {
    expect(JSON.stringify(imageCliquable.publicRow(row))).not.toContain('correct');
  });
});

describe('image-cliquable properties', () => {
  const rows = fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }).map((flags): ImageCliquableRow => ({
    ...row,
    choices: flags.map((correct, index) => ({ id: `z${index}`, value: '', shape: circle, correct: correct || index === 0 })),
  }));
  const cases = rows.chain((target) => fc.tuple(fc.constant(target), fc.shuffledSubarray(target.choices.map((choice) => choice.id))));

  it('ratio in [0, 1], order-free, empty → 0, key → 1', () => {
    fc.assert(
      fc.property(cases, ([target, answer]) => {
        const ratio = imageCliquable.score(target, answer) as number;
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        expect(imageCliquable.score(target, [...answer].reverse())).toBe(ratio);
        expect(imageCliquable.score(target, [])).toBe(0);
        expect(
          imageCliquable.score(
            target,
            target.choices.filter((choice) => choice.correct).map((choice) => choice.id),
          ),
        ).toBe(1);
      }),
    );
  });
});
