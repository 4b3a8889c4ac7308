import type { Shape } from '@espace/domain/exercises/image-cliquable';
import { describe, expect, it } from 'vitest';
import { zoneMarker } from './zone-shape';

describe('zoneMarker', () => {
  it.each<[string, Shape, { x: number; y: number }]>([
    ['a rectangle: its top-left corner, inset', { kind: 'rectangle', x: 20, y: 300, width: 160, height: 80 }, { x: 36, y: 316 }],
    ['a small rectangle: its centre at most', { kind: 'rectangle', x: 0, y: 0, width: 20, height: 10 }, { x: 10, y: 5 }],
    ['a circle: up-left, inside', { kind: 'circle', cx: 320, cy: 200, r: 90 }, { x: 320 - 74 * Math.SQRT1_2, y: 200 - 74 * Math.SQRT1_2 }],
    [
      'a polygon: its top-left vertex, a quarter of the way in',
      {
        kind: 'polygon',
        points: [
          [480, 60],
          [760, 60],
          [760, 180],
          [560, 180],
        ],
      },
      { x: 480 + (640 - 480) / 4, y: 60 + (120 - 60) / 4 },
    ],
  ])('%s', (_case, shape, expected) => {
    const marker = zoneMarker(shape);
    expect(marker.x).toBeCloseTo(expected.x);
    expect(marker.y).toBeCloseTo(expected.y);
  });

  it('never sits at the centre of a zone big enough to hold its label there', () => {
    expect(zoneMarker({ kind: 'circle', cx: 320, cy: 200, r: 90 })).not.toEqual({ x: 320, y: 200 });
  });
});
