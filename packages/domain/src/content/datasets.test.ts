import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dataset } from './datasets';
import { SHORTCODE_CAP, computeDatasets, datasetSchema, replaceShortcodes } from './datasets';

const datasets: Record<string, Dataset> = {
  city: { kind: 'list', values: ['Paris', 'Lyon', 'Marseille'] },
  price: { kind: 'range', min: 1, max: 2, step: 0.1 },
};

describe('computeDatasets', () => {
  it('draws the same values from the same seed', () => {
    expect(computeDatasets(datasets, 'page-1')).toEqual(computeDatasets(datasets, 'page-1'));
  });

  it('draws values inside each dataset', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { city, price } = computeDatasets(datasets, seed);
        expect(['Paris', 'Lyon', 'Marseille']).toContain(city);
        expect(price).toBeGreaterThanOrEqual(1);
        expect(price).toBeLessThanOrEqual(2);
        expect(String(price)).toMatch(/^\d(\.\d)?$/);
      }),
    );
  });

  it('draws each dataset on its own, so adding one changes nothing else', () => {
    expect(computeDatasets({ city: datasets.city! }, 42).city).toBe(computeDatasets(datasets, 42).city);
  });

  it('spreads draws over the values', () => {
    const seen = new Set(Array.from({ length: 50 }, (_, seed) => computeDatasets(datasets, seed).city));
    expect(seen.size).toBe(3);
  });

  it('refuses an empty list and an upside-down range', () => {
    expect(datasetSchema.safeParse({ kind: 'list', values: [] }).success).toBe(false);
    expect(datasetSchema.safeParse({ kind: 'range', min: 5, max: 1, step: 1 }).success).toBe(false);
    expect(datasetSchema.safeParse({ kind: 'range', min: 1, max: 5, step: 0 }).success).toBe(false);
  });
});

describe('replaceShortcodes', () => {
  it.each([
    ['<p>[[city]] costs [[ price ]] €</p>', '<p>Lyon costs 1.5 €</p>'],
    ['[[unknown]] stays', '[[unknown]] stays'],
    ['no shortcode', 'no shortcode'],
    ['[[html]]', '&#60;b&#62;&#38;&#60;/b&#62;'],
    ['[single] and [[city]', '[single] and [[city]'],
  ])('%s', (html, expected) => {
    expect(replaceShortcodes(html, { city: 'Lyon', price: 1.5, html: '<b>&</b>' })).toBe(expected);
  });

  it(`stops after ${SHORTCODE_CAP} replacements (docs/product/lessons.md#shortcodes)`, () => {
    const html = '[[x]]'.repeat(SHORTCODE_CAP + 3);
    expect(replaceShortcodes(html, { x: 'y' })).toBe('y'.repeat(SHORTCODE_CAP) + '[[x]]'.repeat(3));
  });
});
