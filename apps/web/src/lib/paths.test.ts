import { describe, expect, it } from 'vitest';
import { paths } from './paths';

/** Every entry of the table, however deep. */
function entries(table: object): { path: string }[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'path' in value && typeof value.path === 'string' ? [value as { path: string }] : entries(value);
  });
}

describe('paths', () => {
  it('builds addresses with each parameter encoded', () => {
    expect(paths.trainer.learner.getHref({ classId: 'k1', userId: 'u/1 é' })).toBe('/formateur/classes/k1/apprenants/u%2F1%20%C3%A9');
    expect(paths.lesson.page.getHref({ id: 'l?1', pageId: 'p#2' })).toBe('/session/l%3F1/page/p%232');
    expect(paths.verify.getHref({ code: 'A&B' })).toBe('/verify/A%26B');
  });

  it('leaves an optional parameter out as an empty segment', () => {
    expect(paths.reset.getHref()).toBe('/reset/');
    expect(paths.reset.getHref({ token: 't 1' })).toBe('/reset/t%201');
  });

  it('adds a query and a fragment, encoded', () => {
    expect(paths.evaluation.getHref({ type: 'Program', id: 'p1' }, { classId: 'k 1' })).toBe('/evaluate/Program/p1?classId=k%201');
    expect(paths.preview.getBlockHref('b=1')).toBe('/preview#block=b%3D1');
  });

  it('keeps the addresses users and the server know', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.dashboard.levels.getHref()).toBe('/tableau-de-bord/niveaux');
    expect(paths.admin.users.getHref()).toBe('/formateur/administration/utilisateurs');
    expect(paths.legal.dataProtection.getHref()).toBe('/legal/protection-des-donnees');
  });

  it('types the parameters a pattern names', () => {
    // @ts-expect-error: the class and the learner are both required.
    expect(paths.trainer.learner.getHref({ classId: 'k1' })).toBe('/formateur/classes/k1/apprenants/');
    // @ts-expect-error: the home page takes no parameter.
    expect(paths.home.getHref({ id: 'x' })).toBe('/');
  });

  it('declares every pattern once, from the site root', () => {
    const patterns = entries(paths).map((entry) => entry.path);
    expect(patterns.length).toBeGreaterThan(40);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\//);
  });
});
