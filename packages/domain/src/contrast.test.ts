import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, readableTextOn } from './contrast';

describe('parseHexColour', () => {
  it.each([
    ['#1d4ed8', [29, 78, 216]],
    ['#FFF', [255, 255, 255]],
    [' #000000 ', [0, 0, 0]],
    ['red', null],
    ['#12345', null],
  ] as const)('%s', (input, expected) => {
    expect(parseHexColour(input)).toEqual(expected);
  });
});

describe('readableTextOn', () => {
  it.each([
    ['#1d4ed8', '#ffffff'],
    ['#c2410c', '#ffffff'],
    ['#fde047', '#111827'],
    ['#ffffff', '#111827'],
    ['rebeccapurple', null],
  ] as const)('%s → %s', (background, expected) => {
    expect(readableTextOn(background)).toBe(expected);
  });

  it('always picks the better-contrasting of the two text colours', () => {
    fc.assert(
      fc.property(fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })), (rgb) => {
        const hex = `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
        const chosen = parseHexColour(readableTextOn(hex) ?? '') ?? [0, 0, 0];
        const other = readableTextOn(hex) === '#ffffff' ? ([17, 24, 39] as const) : ([255, 255, 255] as const);
        expect(contrastRatio(rgb, chosen)).toBeGreaterThanOrEqual(contrastRatio(rgb, other));
      }),
    );
  });
});
