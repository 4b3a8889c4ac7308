import { describe, expect, it } from 'vitest';

type Bundle = Record<string, unknown>;

// Every feature and shared-component bundle, read as the route chunks load them.
const bundles = import.meta.glob<Bundle>(['../../features/*/locales/*.json', '../../components/*/locales/*.json'], { import: 'default', eager: true });

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.replace(/_(one|many|other)\.$/, '.')];

const folders = [...new Set(Object.keys(bundles).map((path) => path.replace(/\/[^/]+\.json$/, '')))];

describe('feature bundles', () => {
  it.each(folders)('%s: French and English have the same keys', (folder) => {
    const fr = bundles[`${folder}/fr.json`];
    const en = bundles[`${folder}/en.json`];
    expect(fr, `${folder}/fr.json`).toBeDefined();
    expect(en, `${folder}/en.json`).toBeDefined();
    expect(new Set(keys(fr))).toEqual(new Set(keys(en)));
  });
});
