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
