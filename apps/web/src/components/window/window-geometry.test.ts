import { describe, expect, it } from 'vitest';
import { arrowDelta, centredPosition, clampPosition, clampSize, clearOf, containPosition } from './window-geometry';

const viewport = { width: 1280, height: 800 };
const size = { width: 850, height: 600 };

describe('window geometry', () => {
  it.each([
    [
      'the calculator at 320 px (the rule: width − 280 − 50 = −10)',
      { left: -10, top: 120 },
      { width: 280, height: 420 },
      { width: 320, height: 740 },
      { left: 0, top: 120 },
    ],
    ['a window zoomed out of the right edge', { left: 1036, top: 120 }, { width: 280, height: 420 }, { width: 341, height: 200 }, { left: 61, top: 0 }],
    [
      'a window taller than the viewport: its top stays on screen',
      { left: 0, top: 300 },
      { width: 280, height: 420 },
      { width: 320, height: 256 },
      { left: 0, top: 0 },
    ],
    ['a window already inside', { left: 40, top: 50 }, { width: 280, height: 420 }, { width: 1366, height: 800 }, { left: 40, top: 50 }],
  ])('contains %s', (_case, position, box, screen, expected) => {
    expect(containPosition(position, box, screen)).toEqual(expected);
  });

  it.each([
    [
      { left: 100, top: 100 },
      { left: 100, top: 100 },
    ],
    [
      { left: -2000, top: -50 },
      { left: 48 - 850, top: 0 },
    ],
    [
      { left: 5000, top: 5000 },
      { left: 1280 - 48, top: 800 - 48 },
    ],
    [
      { left: 10.6, top: 20.4 },
      { left: 11, top: 20 },
    ],
  ])('clamps position %j → %j', (position, expected) => {
    expect(clampPosition(position, size, viewport)).toEqual(expected);
  });

  it.each([
    [
      { width: 200, height: 100 },
      { width: 400, height: 200 },
    ],
    [
      { width: 900, height: 500 },
      { width: 900, height: 500 },
    ],
    [
      { width: 4000, height: 4000 },
      { width: 1280, height: 800 },
    ],
  ])('clamps size %j → %j (min width 400)', (wanted, expected) => {
    expect(clampSize(wanted, { width: 400, height: 200 }, viewport)).toEqual(expected);
  });

  it('keeps the minimum width even on a narrower viewport', () => {
    expect(clampSize({ width: 300, height: 300 }, { width: 400, height: 200 }, { width: 380, height: 700 }).width).toBe(400);
  });

  it('centres a window', () => {
    expect(centredPosition(size, viewport)).toEqual({ left: 215, top: 50 });
    expect(centredPosition({ width: 2000, height: 2000 }, viewport)).toEqual({ left: 0, top: 0 });
  });

  it.each([
    ['ArrowLeft', false, [-10, 0]],
    ['ArrowRight', true, [50, 0]],
    ['ArrowUp', false, [0, -10]],
    ['ArrowDown', true, [0, 50]],
    ['Enter', false, null],
  ] as const)('%s (shift %s) → %j', (key, shift, expected) => {
    expect(arrowDelta(key, shift)).toEqual(expected);
  });

  describe('clearOf: where a window leaves the focused element uncovered', () => {
    const desktop = { width: 1366, height: 800 };
    const pdf = { width: 850, height: 600 };

    it('moves the PDF window right of a glossary button it covers, the nearest way', () => {
      expect(clearOf({ left: 258, top: 50 }, pdf, { left: 300, top: 300, width: 120, height: 24 }, desktop)).toEqual({ left: 428, top: 50 });
    });

    it('moves it below a control near the top, where it fits', () => {
      expect(clearOf({ left: 258, top: 50 }, pdf, { left: 200, top: 60, width: 1000, height: 40 }, desktop)).toEqual({ left: 258, top: 108 });
    });

    it('finds no place when the window is too big for the room left around the element', () => {
      expect(
        clearOf({ left: 12, top: 0 }, { width: 280, height: 196 }, { left: 240, top: 120, width: 90, height: 44 }, { width: 342, height: 200 }),
      ).toBeNull();
    });

    it('reads a box given as both position and size by its size alone', () => {
      const box = { left: 258, top: 50, width: 580, height: 600 };
      expect(clearOf(box, box, { left: 271, top: 641.5, width: 160, height: 80 }, desktop)).toEqual({ left: 258, top: 34 });
    });

    it('places a window reduced to its title bar above or below the element', () => {
      expect(clearOf({ left: 12, top: 0 }, { width: 280, height: 46 }, { left: 240, top: 20, width: 90, height: 44 }, { width: 342, height: 200 })).toEqual({
        left: 12,
        top: 72,
      });
    });
  });
});
