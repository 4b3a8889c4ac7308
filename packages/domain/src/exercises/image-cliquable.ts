import { z } from 'zod';
import { correctChoicesModule, correctChoicesSchema } from './correct-choices';
import { choiceFields, scoredRowFields } from './row-common';

const point = z.tuple([z.number(), z.number()]);

/** An svg zone of the image: circle, rectangle or polygon (docs/product/data-model.md#row-types). */
export const shapeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('circle'), cx: z.number(), cy: z.number(), r: z.number().positive() }),
  z.strictObject({
    kind: z.literal('rectangle'),
    x: z.number(),
    y: z.number(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
  z.strictObject({ kind: z.literal('polygon'), points: z.array(point).min(3) }),
]);
export type Shape = z.output<typeof shapeSchema>;

export interface Point {
  x: number;
  y: number;
}

/** Whether a point of the view (same coordinates as the shapes) falls in the shape, edges included for circles and rectangles. */
export function shapeContains(shape: Shape, { x, y }: Point): boolean {
  switch (shape.kind) {
    case 'circle':
      return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
    case 'rectangle':
      return x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
    case 'polygon':
      return polygonContains(shape.points, x, y);
  }
}

/** Ray casting: a horizontal ray from the point crosses the outline an odd number of times when inside. */
function polygonContains(points: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i] as readonly [number, number];
    const [xj, yj] = points[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const imageCliquableRowSchema = z.strictObject({
  ...scoredRowFields('image-cliquable'),
  /** The image the zones are drawn on. */
  imageFileId: z.string().min(1),
  choices: correctChoicesSchema(z.strictObject({ ...choiceFields, shape: shapeSchema, correct: z.boolean() }), 'zone'),
});
export type ImageCliquableRow = z.output<typeof imageCliquableRowSchema>;

/** The zone under a click: the last one drawn, since svg paints later shapes on top. */
export function zoneAt(row: Pick<ImageCliquableRow, 'choices'>, click: Point): string | null {
  return row.choices.findLast((choice) => shapeContains(choice.shape, click))?.id ?? null;
}

/** Scored like multiple-choice: the zones are the choices, the answer the clicked zone ids in clicking order. */
export const imageCliquable = correctChoicesModule('image-cliquable', imageCliquableRowSchema, 'zone');
