import { frenchTypographyIssues } from '@espace/domain/display/typography';
import { describe, expect, it } from 'vitest';

type Bundle = { [key: string]: string | Bundle };
const bundles = import.meta.glob<Bundle>(['../../locales/fr*.json', '../../features/*/locales/fr*.json', '../../components/*/locales/fr*.json'], {
  import: 'default',
  eager: true,
});

function texts(bundle: Bundle, path = ''): { path: string; text: string }[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ path: `${path}${key}`, text: value }] : texts(value, `${path}${key}.`),
  );
}

// French typography (packages/domain/src/display/typography.ts): one apostrophe, and no-break spaces
// so that « : ; ! ? % » never start a line and « » never part from their words.
describe('the French interface texts', () => {
  it('follow French typography in every French bundle', () => {
    const found = Object.entries(bundles).flatMap(([file, bundle]) =>
      texts(bundle).flatMap(({ path, text }) => {
        const issues = frenchTypographyIssues(text);
        return issues.length === 0 ? [] : [`${file} ${path}: ${issues.join(', ')} in ${JSON.stringify(text)}`];
      }),
    );
    expect(Object.keys(bundles).length).toBeGreaterThan(15);
    expect(found).toEqual([]);
  });
});
