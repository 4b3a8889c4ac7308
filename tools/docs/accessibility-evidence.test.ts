import { accessibilityStatement } from '@espace/domain/accessibility/statement';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The accessibility statement's evidence must exist: a claim that names a test file the repository
 * no longer has is a claim nothing checks. (The statement's own rules are tested beside it, in
 * packages/domain, which reads no files.)
 */
const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `**` any folders, `*` any name within one: enough for the statement's paths (node 20 has no fs.globSync). */
function globMatches(pattern: string): boolean {
  const fixed = pattern.slice(0, pattern.indexOf('*')).replace(/[^/]*$/, '');
  const expression = new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.+/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );
  const files = readdirSync(join(repositoryRoot, fixed), { recursive: true, encoding: 'utf8' });
  return files.some((file) => expression.test(`${fixed}${file}`));
}

const exists = (path: string) => (path.includes('*') ? globMatches(path) : existsSync(join(repositoryRoot, path)));

describe("the accessibility statement's evidence", () => {
  it('names only test files that exist in the repository', () => {
    const paths = accessibilityStatement.rows.flatMap((row) => row.evidence.flatMap((evidence) => (evidence.kind === 'test' ? [evidence.path] : [])));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it('finds a globbed file, and no missing one', () => {
    expect(exists('apps/web/src/**/sign-in-screen.test.tsx')).toBe(true);
    expect(exists('apps/web/src/**/no-such-screen.test.tsx')).toBe(false);
    expect(exists('e2e/a11y/no-such.spec.ts')).toBe(false);
  });
});
