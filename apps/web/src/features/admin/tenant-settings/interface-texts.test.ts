import { describe, expect, it } from 'vitest';
import { findTexts, flattenBundle, interfaceTexts, isReworded, rewordedCount, withDefault, withText } from './interface-texts';

const fr = flattenBundle({ home: { subtitle: 'Vos parcours', empty: 'Aucune classe' }, layout: { signOut: 'Se déconnecter' } });
const en = flattenBundle({ home: { subtitle: 'Your courses' }, layout: { signOut: 'Sign out' } });

describe('flattenBundle', () => {
  it('names each text by its dotted key and leaves out what is not text', () => {
    expect(flattenBundle({ a: { b: 'x', c: { d: 'y' } }, n: 3, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });
});

describe('interfaceTexts', () => {
  it('lists the bundle’s keys with both defaults, and the tenant’s own keys the bundle lacks, in key order', () => {
    expect(interfaceTexts(fr, en, { fr: { 'dashboard.tabs.levels': 'Paliers' } })).toEqual([
      { key: 'dashboard.tabs.levels', defaults: { fr: null, en: null } },
      { key: 'home.empty', defaults: { fr: 'Aucune classe', en: null } },
      { key: 'home.subtitle', defaults: { fr: 'Vos parcours', en: 'Your courses' } },
      { key: 'layout.signOut', defaults: { fr: 'Se déconnecter', en: 'Sign out' } },
    ]);
  });
});

describe('findTexts', () => {
  const texts = interfaceTexts(fr, en, {});
  const labels = { en: { 'home.empty': 'Nothing yet' } };
  it.each([
    ['', false, ['home.empty', 'home.subtitle', 'layout.signOut']],
    ['DECONNECTER', false, ['layout.signOut']],
    ['layout.', false, ['layout.signOut']],
    ['your', false, ['home.subtitle']],
    ['nothing', false, ['home.empty']],
    ['', true, ['home.empty']],
    ['parcours', true, []],
  ])('search %j, reworded only %s → %j', (search, rewordedOnly, keys) => {
    expect(findTexts(texts, labels, { search, rewordedOnly }).map((text) => text.key)).toEqual(keys);
  });
});

describe('editing', () => {
  it('sets a text, and an empty one takes the default again, dropping an emptied language', () => {
    const one = withText({}, 'fr', 'home.subtitle', 'Mes formations');
    expect(one).toEqual({ fr: { 'home.subtitle': 'Mes formations' } });
    expect(isReworded(one, 'home.subtitle')).toBe(true);
    expect(withText(one, 'fr', 'home.subtitle', '')).toEqual({});
  });

  it('resets a text in every language, and counts each text once', () => {
    const labels = { fr: { 'home.subtitle': 'A', 'layout.signOut': 'B' }, en: { 'home.subtitle': 'C' } };
    expect(rewordedCount(labels)).toBe(2);
    expect(withDefault(labels, 'home.subtitle')).toEqual({ fr: { 'layout.signOut': 'B' } });
  });
});
