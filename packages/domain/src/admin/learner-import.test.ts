import { describe, expect, it } from 'vitest';
import { checkLearnerImportLine, createDuplicateGuard, csvDelimiterOf, foldedHeader, mapLearnerImportColumns } from './learner-import';

describe('mapLearnerImportColumns', () => {
  it.each([
    ['English titles', ['email', 'first name', 'last name', 'username', 'class'], { email: 0, firstname: 1, lastname: 2, username: 3, class: 4 }],
    ['French titles with accents and any case', ['Courriel', 'Prénom', 'NOM', 'Classe'], { email: 0, firstname: 1, lastname: 2, class: 3 }],
    [
      'columns in another order, an unknown one ignored',
      ['Classe', 'Commentaire', 'E-mail', 'Nom', 'Prénom'],
      { class: 0, email: 2, lastname: 3, firstname: 4 },
    ],
  ] as const)('%s', (_, header, mapping) => {
    expect(mapLearnerImportColumns(header)).toEqual({ mapping, problems: [] });
  });

  it('names each missing required column on line 1 (username is optional)', () => {
    expect(mapLearnerImportColumns(['email', 'nom']).problems).toEqual([
      { line: 1, column: 'firstname', code: 'missingColumn' },
      { line: 1, column: 'class', code: 'missingColumn' },
    ]);
  });

  it('refuses a column given twice and keeps the first', () => {
    const { mapping, problems } = mapLearnerImportColumns(['email', 'courriel', 'prénom', 'nom', 'classe']);
    expect(mapping.email).toBe(0);
    expect(problems).toEqual([{ line: 1, column: 'email', code: 'duplicateColumn' }]);
  });

  it('folds titles to letters and digits', () => {
    expect(foldedHeader(' Nom de famille ')).toBe('nomdefamille');
    expect(foldedHeader('E_MAIL')).toBe('email');
  });
});

const mapping = { email: 0, firstname: 1, lastname: 2, username: 3, class: 4 };

describe('checkLearnerImportLine', () => {
  it('gives the entry of a good line: address lower-cased, texts trimmed, no username as null', () => {
    expect(checkLearnerImportLine(2, [' Zoe.Durand@Example.org ', ' Zoé ', 'Durand', '', 'Printemps'], mapping)).toEqual({
      entry: { line: 2, email: 'zoe.durand@example.org', firstname: 'Zoé', lastname: 'Durand', username: null, classRef: 'Printemps' },
      problems: [],
    });
  });

  it.each([
    ['a missing address', ['', 'Zoé', 'Durand', '', 'A'], 'email', 'required'],
    ['an invalid address', ['zoe@', 'Zoé', 'Durand', '', 'A'], 'email', 'invalidEmail'],
    ['an address over 254 characters', [`${'a'.repeat(250)}@x.org`, 'Zoé', 'Durand', '', 'A'], 'email', 'tooLong'],
    ['a first name under 3 characters', ['z@x.org', 'Zo', 'Durand', '', 'A'], 'firstname', 'invalidName'],
    ['a last name over 60 characters', ['z@x.org', 'Zoé', 'D'.repeat(61), '', 'A'], 'lastname', 'invalidName'],
    ['a username with a space', ['z@x.org', 'Zoé', 'Durand', 'zoe d', 'A'], 'username', 'invalidUsername'],
    ['no class', ['z@x.org', 'Zoé', 'Durand', 'zoe', ' '], 'class', 'required'],
    ['a class over 254 characters', ['z@x.org', 'Zoé', 'Durand', 'zoe', 'c'.repeat(255)], 'class', 'tooLong'],
  ] as const)('refuses %s by its column', (_, cells, column, code) => {
    expect(checkLearnerImportLine(7, cells, mapping)).toEqual({ problems: [{ line: 7, column, code }] });
  });

  it('lists every column at fault on a short line', () => {
    expect(checkLearnerImportLine(3, ['z@x.org'], mapping).problems.map((problem) => problem.column)).toEqual(['firstname', 'lastname', 'class']);
  });
});

describe('createDuplicateGuard', () => {
  const entry = (line: number, email: string, username: string | null) => ({ line, email, firstname: 'Zoé', lastname: 'Durand', username, classRef: 'A' });

  it('refuses the second line with an address or a username, in any case, and keeps the first', () => {
    const guard = createDuplicateGuard();
    expect(guard(entry(2, 'a@x.org', 'Zoe'))).toEqual([]);
    expect(guard(entry(3, 'a@x.org', null))).toEqual([{ line: 3, column: 'email', code: 'duplicateEmail' }]);
    expect(guard(entry(4, 'b@x.org', 'ZOE'))).toEqual([{ line: 4, column: 'username', code: 'duplicateUsername' }]);
    expect(guard(entry(5, 'b@x.org', 'other'))).toEqual([]);
  });
});

describe('csvDelimiterOf', () => {
  it.each([
    ['email;prénom;nom;classe', ';'],
    ['email,first name,last name,class', ','],
    ['"Nom, prénom";email;classe', ';'],
    ['email', ','],
  ] as const)('%s → %s', (line, delimiter) => {
    expect(csvDelimiterOf(line)).toBe(delimiter);
  });
});
