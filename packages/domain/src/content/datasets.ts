import { z } from 'zod';

/**
 * Datasets make one exercise give each learner different numbers or words:
 * a value is drawn per page from a seed, and `[[name]]` shortcodes in the
 * html are replaced by it (docs/product/lessons.md#shortcodes).
 */
export const datasetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('list'), values: z.array(z.string()).min(1) }),
  z
    .strictObject({ kind: z.literal('range'), min: z.number(), max: z.number(), step: z.number().positive() })
    .refine((range) => range.min <= range.max, { message: 'min is at most max', path: ['max'] }),
]);
export type Dataset = z.output<typeof datasetSchema>;

/** Names usable in a shortcode. */
export const datasetNameSchema = z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only');

export type ComputedDatasets = Record<string, string | number>;

/**
 * One value per dataset, drawn from the seed (e.g. the lesson page id): the
 * same page always shows the same values, on every reload and on the server
 * that scores it. Each dataset draws from its own name, so adding one does not
 * change the others.
 */
export function computeDatasets(datasets: Readonly<Record<string, Dataset>>, seed: string | number): ComputedDatasets {
  const computed: ComputedDatasets = {};
  for (const [name, dataset] of Object.entries(datasets)) {
    const draw = hash(`${seed}\u0000${name}`);
    if (dataset.kind === 'list') computed[name] = dataset.values[draw % dataset.values.length] as string;
    else {
      const steps = Math.floor((dataset.max - dataset.min) / dataset.step + 1e-9) + 1;
      const decimals = Math.max(decimalsOf(dataset.step), decimalsOf(dataset.min));
      // toFixed undoes float noise: 0.1 + 2 × 0.1 is 0.30000000000000004, not a value to show.
      computed[name] = Number((dataset.min + (draw % steps) * dataset.step).toFixed(decimals));
    }
  }
  return computed;
}

/** At most 100 replacements per text (docs/product/lessons.md#shortcodes): a hostile text cannot make the replacement loop run on. */
export const SHORTCODE_CAP = 100;

const SHORTCODE = /\[\[\s*([\w-]+)\s*\]\]/g;

/**
 * Replaces `[[name]]` by its computed value, html-escaped since the value
 * lands in html. Unknown names stay as written, so an author sees the typo.
 */
export function replaceShortcodes(html: string, computed: Readonly<ComputedDatasets>): string {
  let result = '';
  let end = 0;
  let count = 0;
  for (const match of html.matchAll(SHORTCODE)) {
    if (count === SHORTCODE_CAP) break;
    count += 1;
    const name = match[1] as string;
    const value = Object.hasOwn(computed, name) ? escapeHtml(String(computed[name])) : match[0];
    result += html.slice(end, match.index) + value;
    end = match.index + match[0].length;
  }
  return result + html.slice(end);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return Math.min(fraction.length, 10);
}

/** FNV-1a, 32 bits: small, stable across platforms, good enough to spread draws. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
