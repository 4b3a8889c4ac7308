import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['Académie Démo', 'Connexion', 'Académie Démo - Connexion'],
    ['Acme Learning', 'My courses', 'Acme Learning - My courses'],
    ['Académie Démo', undefined, 'Académie Démo'],
    ['Académie Démo', '  ', 'Académie Démo'],
    [null, 'Connexion', 'Espace Apprenant'],
    [undefined, undefined, 'Espace Apprenant'],
    ['  ', 'Connexion', 'Espace Apprenant'],
  ])('%j + %j → %s', (name, title, expected) => {
    expect(pageTitle(name, title)).toBe(expected);
  });
});
