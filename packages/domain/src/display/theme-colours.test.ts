import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MINIMUM_TEXT_CONTRAST, parseHexColour, relativeLuminance } from '../contrast';
import { darkThemeAccent, darkThemeGrounds } from './theme-colours';

const ratio = (first: string, second: string) => contrastRatio(parseHexColour(first)!, parseHexColour(second)!);
const grounds = Object.values(darkThemeGrounds);
const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('darkThemeAccent', () => {
  it.each([
    ['the demo blue', '#1d4ed8', '#6c8ce6'],
    ["the demo's teal", '#0f766e', '#579f9a'],
    ["acme's orange", '#c2410c', '#d47a55'],
    ["acme's slate", '#1e293b', '#8f949d'],
  ])('lightens %s until it reads on every dark ground, with dark text on its buttons', (_name, colour, expected) => {
    const accent = darkThemeAccent(colour)!;
    expect(accent).toEqual({ colour: expected, onColour: '#111827' });
    for (const ground of grounds) expect(ratio(accent.colour, ground)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    expect(ratio(accent.onColour, accent.colour)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
  });

  it('keeps an accent that already reads on the dark grounds', () => {
    expect(darkThemeAccent('#facc15')).toEqual({ colour: '#facc15', onColour: '#111827' });
  });

  it('judges nothing it cannot parse', () => {
    expect(darkThemeAccent('rebeccapurple')).toBeNull();
  });

  it('always reaches 4.5:1 on the dark grounds and under its button text, and never darkens a colour', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const accent = darkThemeAccent(colour)!;
        for (const ground of grounds) expect(ratio(accent.colour, ground)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
        expect(ratio(accent.onColour, accent.colour)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
        expect(relativeLuminance(parseHexColour(accent.colour)!)).toBeGreaterThanOrEqual(relativeLuminance(parseHexColour(colour)!) - 1e-9);
      }),
    );
  });
});
