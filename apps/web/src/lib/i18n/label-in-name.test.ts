import { describe, expect, it } from 'vitest';

type Bundle = { [key: string]: string | Bundle };
const bundles = import.meta.glob<Bundle>(['../../locales/*.json', '../../features/*/locales/*.json', '../../components/*/locales/*.json'], {
  import: 'default',
  eager: true,
});

/** Every `<x>Named` text beside its visible `<x>`: the accessible name that a control showing `<x>` is given. */
function namedPairs(bundle: Bundle, path = ''): { path: string; visible: string; named: string }[] {
  return Object.entries(bundle).flatMap(([key, value]) => {
    if (typeof value !== 'string') return namedPairs(value, `${path}${key}.`);
    const visible = key.endsWith('Named') ? bundle[key.slice(0, -'Named'.length)] : undefined;
    return typeof visible === 'string' ? [{ path: `${path}${key}`, visible, named: value }] : [];
  });
}

// WCAG 2.5.3 Label in Name: a voice user says what they see, so the name starts with it.
describe('accessible names that say more than a control shows', () => {
  it('begin with the visible text, in every language', () => {
    const pairs = Object.entries(bundles).flatMap(([file, bundle]) => namedPairs(bundle).map((pair) => ({ file, ...pair })));
    expect(pairs.length).toBeGreaterThan(5);
    const wrong = pairs.filter(
      ({ visible, named }) =>
        !named.toLocaleLowerCase().startsWith(
          visible
            .toLocaleLowerCase()
            .replace(/\{\{.*$/, '')
            .trim(),
        ),
    );
    expect(wrong).toEqual([]);
  });
});
