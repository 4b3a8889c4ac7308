import { contrastRatio, parseHexColour } from '@espace/domain/contrast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The palettes of styles/palette.css as the browser resolves them: each `--name` to its colour,
 * a tenant's `--tenant-*` values (features/context/apply-context.ts) in place of the built-in ones.
 */
export type ResolvedPalette = Map<string, string>;

// Read as a file: the tests' Vite hands style sheets over empty.
const source = readFileSync(join(import.meta.dirname, '..', 'styles', 'palette.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const blocks = {
  light: /:root,\s*\.light-palette\s*\{([^}]*)\}/,
  chosenDark: /:root\[data-theme='dark'\],\s*\.dark-palette\s*\{([^}]*)\}/,
  systemDark: /@media \(prefers-color-scheme: dark\)\s*\{\s*:root:not\(\[data-theme='light'\]\)\s*\{([^}]*)\}/,
};

/** A block's declarations as they are written (`var(--tenant-primary, #1d4ed8)`). */
export function declarationsOf(block: keyof typeof blocks): Map<string, string> {
  const body = blocks[block].exec(source)?.[1];
  if (body === undefined) throw new Error(`styles/palette.css has no ${block} block`);
  return new Map([...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

/** A palette with the tenant's custom properties (`--tenant-primary` → value) given, the built-in colours for the rest. */
export function resolvedPalette(block: keyof typeof blocks, tenant: ReadonlyMap<string, string> = new Map()): ResolvedPalette {
  const resolved = new Map<string, string>();
  for (const [name, value] of declarationsOf(block)) {
    const reference = /^var\((--[\w-]+),\s*([^)]+)\)$/.exec(value);
    resolved.set(name, reference ? (tenant.get(reference[1]!) ?? reference[2]!.trim()) : value);
  }
  return resolved;
}

/** Text colours and the grounds each is drawn on: 4.5:1 (WCAG 1.4.3). */
export const textPairs: readonly (readonly [text: string, ground: string])[] = [
  ...['background', 'surface', 'info-surface', 'danger-surface', 'success-surface', 'warning-surface'].map((ground) => ['text', ground] as const),
  ...['background', 'surface', 'info-surface'].flatMap((ground) => ['text-muted', 'primary', 'secondary', 'expected'].map((text) => [text, ground] as const)),
  ['danger', 'background'],
  ['danger', 'surface'],
  ['danger', 'danger-surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['success', 'success-surface'],
  ['warning', 'background'],
  ['warning', 'surface'],
  ['warning', 'warning-surface'],
  ['on-primary', 'primary'],
  ['on-secondary', 'secondary'],
  ...['success', 'warning', 'danger', 'expected', 'text-muted'].map((mark) => ['on-mark', mark] as const),
  // A tooltip: the page's colours swapped.
  ['surface', 'text'],
];

/** Edges and shapes a learner must see, and the grounds they are drawn on: 3:1 (WCAG 1.4.11). */
export const graphicPairs: readonly (readonly [shape: string, ground: string])[] = [
  ['border-strong', 'background'],
  ['border-strong', 'surface'],
  ['rating-star', 'surface'],
  ...Array.from({ length: 10 }, (_, index) => [`chart-${index + 1}`, 'surface'] as const),
];

/** Each pair below `minimum` in `palette`, as `text on ground: ratio` (an empty list when all pass). */
export function pairsBelow(palette: ResolvedPalette, pairs: typeof textPairs, minimum: number): string[] {
  const colourOf = (name: string) => {
    const prefixed = name.startsWith('chart-') ? `--${name}` : `--color-${name}`;
    const rgb = parseHexColour(palette.get(prefixed) ?? '');
    if (rgb === null) throw new Error(`${prefixed} is not a hex colour: ${palette.get(prefixed)}`);
    return rgb;
  };
  return pairs.flatMap(([text, ground]) => {
    const ratio = contrastRatio(colourOf(text), colourOf(ground));
    return ratio >= minimum ? [] : [`${text} on ${ground}: ${ratio.toFixed(2)}`];
  });
}
