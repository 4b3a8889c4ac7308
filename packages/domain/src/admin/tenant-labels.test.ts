import { describe, expect, it } from 'vitest';
import { unknownLabelKeys } from './tenant-labels';

const known = new Set(['home.subtitle', 'layout.logout']);
const stored = { fr: { 'home.subtitle': 'Vos parcours', 'home.oldText': 'Ancien' } };

describe('unknownLabelKeys', () => {
  it.each([
    ['known keys', { fr: { 'home.subtitle': 'x', 'layout.logout': 'y' }, en: { 'home.subtitle': 'z' } }, []],
    ['no labels', {}, []],
    ['a made-up key', { fr: { 'made.up': 'x' } }, ['body.labels.fr.made.up']],
    ['a group of texts', { en: { home: 'x' } }, ['body.labels.en.home']],
    ['a prototype name', { fr: { constructor: 'x', __proto__: 'y' } }, ['body.labels.fr.constructor']],
    ['a dropped key kept as stored', { fr: { 'home.oldText': 'Ancien' } }, []],
    ['a dropped key changed', { fr: { 'home.oldText': 'Nouveau' } }, ['body.labels.fr.home.oldText']],
    ['a dropped key moved to another language', { en: { 'home.oldText': 'Ancien' } }, ['body.labels.en.home.oldText']],
  ])('%s', (_case, labels, paths) => {
    expect(unknownLabelKeys(labels as Record<string, Record<string, string>>, stored, known).map((issue) => issue.path)).toEqual(paths);
  });

  it('says why', () => {
    expect(unknownLabelKeys({ fr: { nope: 'x' } }, {}, known)).toEqual([{ path: 'body.labels.fr.nope', message: 'is not a text of the app' }]);
  });
});
