import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleShade, MINIMUM_TEXT_CONTRAST, parseHexColour, readableTextOn, relativeLuminance, shadeReaching } from './contrast';

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

describe('legibleShade', () => {
  const white = '#ffffff';

  it.each([
    ['the demo blue, already legible on white and its background', '#1d4ed8', [white, '#f8fafc']],
    ["acme's orange, legible on white and its cream background", '#c2410c', [white, '#fffbeb']],
  ])('keeps %s', (_name, colour, backgrounds) => {
    expect(legibleShade(colour, backgrounds)).toBe(colour);
  });

  it.each([
    ['a light yellow', '#facc15'],
    ['a sky blue', '#38bdf8'],
    ['a pale grey', '#d1d5db'],
  ])('darkens %s until it reaches 4.5:1 on white', (_name, colour) => {
    const shade = legibleShade(colour, [white]);
    expect(shade).not.toBe(colour);
    expect(contrastRatio(parseHexColour(shade)!, [255, 255, 255])).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
  });

  it('gives back what it cannot judge', () => {
    expect(legibleShade('rebeccapurple', [white])).toBe('rebeccapurple');
  });

  it('always reaches the minimum on any light background, and never lightens a colour', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (colour) => {
        const shade = parseHexColour(legibleShade(colour, [white, '#f4f6fa']))!;
        expect(contrastRatio(shade, [255, 255, 255])).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
        expect(relativeLuminance(shade)).toBeLessThanOrEqual(relativeLuminance(parseHexColour(colour)!) + 1e-9);
      }),
    );
  });
});

describe('shadeReaching', () => {
  it('gives the colour itself, as #rrggbb, when it already passes', () => {
    expect(shadeReaching('#1D4ED8', ['#ffffff'], 'black')).toBe('#1d4ed8');
  });

  it('mixes toward white in 5 % steps for a dark ground, and stops at the first that passes', () => {
    const shade = shadeReaching('#1d4ed8', ['#1e293b'], 'white')!;
    expect(contrastRatio(parseHexColour(shade)!, [30, 41, 59])).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    expect(shade).toBe('#6c8ce6');
  });

  it('gives null when no step passes, or a colour cannot be judged', () => {
    expect(shadeReaching('#facc15', ['#ffffff'], 'white')).toBeNull();
    expect(shadeReaching('red', ['#ffffff'], 'black')).toBeNull();
    expect(shadeReaching('#000000', ['red'], 'black')).toBeNull();
  });
});
