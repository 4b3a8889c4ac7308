import { describe, expect, it } from 'vitest';
import { activeTabPath, visibleTabs } from './dashboard-tabs';

describe('visibleTabs', () => {
  it.each([
    [{ mobile: false, certificationAccess: true }, ['niveaux', 'metiers', 'statistiques', 'validations', 'logbook']],
    [{ mobile: false, certificationAccess: false }, ['niveaux', 'metiers', 'statistiques', 'logbook']],
    [{ mobile: true, certificationAccess: true }, ['niveaux', 'metiers', 'validations', 'logbook']],
    [{ mobile: true, certificationAccess: false }, ['niveaux', 'metiers', 'logbook']],
  ])('%o → %o', (switches, paths) => {
    expect(visibleTabs(switches).map((tab) => tab.path)).toEqual(paths);
  });
});

describe('activeTabPath', () => {
  it.each([
    ['/tableau-de-bord/niveaux', 'niveaux'],
    ['/tableau-de-bord/metiers/', 'metiers'],
    ['/tableau-de-bord/certicates', 'validations'],
    ['/tableau-de-bord/validations', 'validations'],
    ['/tableau-de-bord', null],
    ['/tableau-de-bord/inconnu', null],
  ])('%s → %s', (pathname, path) => {
    expect(activeTabPath(pathname)).toBe(path);
  });
});
