import { interfaceTextKeys } from '@espace/contracts/interface-text-keys';
import { describe, expect, it } from 'vitest';
import { flattenBundle } from './interface-texts';

// Every bundle a tenant's labels may reword: the app's, each feature's and each shared component's.
const bundles = import.meta.glob<Record<string, unknown>>(['../../../locales/*.json', '../../*/locales/*.json', '../../../components/*/locales/*.json'], {
  import: 'default',
  eager: true,
});

describe('the interface text keys the API accepts in tenant labels', () => {
  it('are every key of the bundles, sorted: run `npm run interface-texts:keys` after changing a bundle', () => {
    const bundled = new Set(Object.values(bundles).flatMap((bundle) => Object.keys(flattenBundle(bundle))));
    expect(Object.keys(bundles).length).toBeGreaterThan(20);
    expect([...interfaceTextKeys]).toEqual([...bundled].sort());
  });
});
