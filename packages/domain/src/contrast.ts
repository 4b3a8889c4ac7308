/** Parses '#rgb' or '#rrggbb'; anything else (named colours, rgb()) gives null. */
export function parseHexColour(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(first: readonly [number, number, number], second: readonly [number, number, number]): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const white: [number, number, number] = [255, 255, 255];
const nearBlack: [number, number, number] = [17, 24, 39];

/**
 * Tenants choose their brand colours; the text drawn on them must stay
 * readable, so pick whichever of white or near-black contrasts more.
 * Returns null when the colour is not a hex colour we can judge.
 */
export function readableTextOn(background: string): '#ffffff' | '#111827' | null {
  const rgb = parseHexColour(background);
  if (!rgb) return null;
  return contrastRatio(rgb, white) >= contrastRatio(rgb, nearBlack) ? '#ffffff' : '#111827';
}

/** WCAG 2.2 AA for normal text (1.4.3) and what the learner's eye needs from an accent. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

const toHex = (rgb: readonly number[]) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The first shade of `colour` that reaches `minimum` against every ground: itself, then mixed with
 * black (`toward: 'black'`) or white in 5 % steps, each rounded to whole channels before it is
 * judged, as `#rrggbb`. Null when no step passes, or a colour is not hex (nothing to judge it with).
 */
export function shadeReaching(colour: string, grounds: readonly string[], toward: 'black' | 'white', minimum = MINIMUM_TEXT_CONTRAST): string | null {
  const rgb = parseHexColour(colour);
  const parsed = grounds.map(parseHexColour);
  if (rgb === null || parsed.some((ground) => ground === null)) return null;
  const target = toward === 'black' ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const shade = rgb.map((channel) => Math.round(channel + (target - channel) * (step / 20))) as [number, number, number];
    if (parsed.every((ground) => contrastRatio(shade, ground as [number, number, number]) >= minimum)) return toHex(shade);
  }
  return null;
}

/**
 * A tenant's accent colour as it may be drawn on these light backgrounds: itself when it reaches
 * `minimum` against each of them (as text, or under white text), else the first darker shade of
 * it that does (shadeReaching toward black), so the brand stays recognisable. Colours that are
 * not hex, or backgrounds that are not, are given back unchanged (nothing to judge them with).
 */
export function legibleShade(colour: string, backgrounds: readonly string[], minimum = MINIMUM_TEXT_CONTRAST): string {
  if (parseHexColour(colour) === null || backgrounds.some((ground) => parseHexColour(ground) === null)) return colour;
  const shade = shadeReaching(colour, backgrounds, 'black', minimum);
  // Itself, as the tenant wrote it, when it passes.
  return shade === toHex(parseHexColour(colour)!) ? colour : (shade ?? '#000000');
}
