import { packageProblemCodes } from '@espace/domain/content/package-problems';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { packageProblemText } from './package-problem-text';

const translator = async (language: 'fr' | 'en') => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: language === 'fr' ? fr : en } }, interpolation: { escapeValue: false } });
  return instance.getFixedT(language, 'translation');
};

describe('packageProblemText', () => {
  it('has a French and an English text for every problem code', () => {
    for (const bundle of [fr, en]) expect(Object.keys(bundle.admin.content.problems)).toEqual(expect.arrayContaining([...packageProblemCodes]));
  });

  it('fills the text with the problem values: a kind in words, sizes in units, the bound of the right kind', async () => {
    const french = await translator('fr');
    expect(
      packageProblemText(french, 'fr', {
        path: 'courses[0].category',
        message: 'unknown category key "nope"',
        code: 'UNKNOWN_KEY',
        values: { kind: 'course type', key: 'nope' },
      }),
    ).toBe('Aucun élément (type de cours) n’a la clé «\u00a0nope\u00a0».');
    expect(
      packageProblemText(french, 'fr', {
        path: 'files[0].path',
        message: '…',
        code: 'FILE_TOO_LARGE',
        values: { file: 'media/clip.mp4', size: 31_457_280, limit: 52_428_800, type: 'video/mp4' },
      }),
    ).toBe('«\u00a0media/clip.mp4\u00a0» fait 30\u00a0Mo, plus que les 50\u00a0Mo permis pour video/mp4.');
    expect(packageProblemText(french, 'fr', { path: 'program.name', message: '…', code: 'TOO_SMALL', values: { minimum: 1, origin: 'string' } })).toBe(
      'Trop court\u00a0: au moins 1 caractère(s).',
    );
    const english = await translator('en');
    expect(packageProblemText(english, 'en', { path: 'file', message: 'not a .zip', code: 'NOT_A_ZIP', values: {} })).toMatch(/^This file is not a \.zip/);
  });

  it('shows the English message of a problem without a code, or with one it does not know', async () => {
    const french = await translator('fr');
    expect(packageProblemText(french, 'fr', { path: 'x', message: 'something new' })).toBe('something new');
    expect(packageProblemText(french, 'fr', { path: 'x', message: 'something newer', code: 'NOT_YET_KNOWN' })).toBe('something newer');
  });
});
