import { describe, expect, it } from 'vitest';
import { frenchTypographyIssues, punctuationPieces, separatorParts, withFrenchTypography } from './typography';

const kept = (text: string) =>
  punctuationPieces(text)
    .filter((piece) => piece.keepTogether)
    .map((piece) => piece.text);

describe('punctuationPieces', () => {
  it.each([
    ['Que voulez-vous faire maintenant ?', ['maintenant ?']],
    ['Module terminé !', ['terminé !']],
    ['Attention : lisez ; puis agissez', ['Attention :', 'lisez ;']],
    ['« Bonjour » dit-il', ['« Bonjour »']],
    ['« Deux mots » ici', ['« Deux', 'mots »']],
    ['Vraiment ?!', ['Vraiment ?!']],
    ['What now? Done!', []],
    ['https://example.com/a?b=1 at 10:30', []],
    ['', []],
  ])('%j keeps %j together', (text, together) => {
    expect(kept(text)).toEqual(together);
  });

  it('gives the text back whole, piece by piece', () => {
    for (const text of ['Que voulez-vous faire maintenant ?', 'a « b » c', 'plain', '', ' ? ']) {
      expect(
        punctuationPieces(text)
          .map((piece) => piece.text)
          .join(''),
      ).toBe(text);
    }
  });
});

describe('separatorParts', () => {
  it.each([
    [', ', { closing: ',', between: ' ', opening: '' }],
    [' ? ', { closing: ' ?', between: ' ', opening: '' }],
    ['\u00A0: « ', { closing: '\u00A0:', between: ' ', opening: '« ' }],
    [' » et (', { closing: ' »', between: ' et ', opening: '(' }],
    ['. ', { closing: '.', between: ' ', opening: '' }],
    ['… ', { closing: '…', between: ' ', opening: '' }],
    [' – ', { closing: '', between: ' – ', opening: '' }],
    [' ', { closing: '', between: ' ', opening: '' }],
    ['?!', { closing: '?!', between: '', opening: '' }],
  ])('%j splits as %j', (text, parts) => {
    expect(separatorParts(text)).toEqual(parts);
    expect(parts.closing + parts.between + parts.opening).toBe(text);
  });
});

describe('French typography of interface texts', () => {
  it.each([
    ['Vérifiez-le\u00A0: c’est fait\u202F!', []],
    ['« Bonjour » dit-il', ['breakingSpaceBeforeMark', 'breakingSpaceInsideQuotes']],
    ['Votre score : 80 %', ['breakingSpaceBeforeMark']],
    ["J'accepte", ['straightApostrophe']],
    ['Vraiment?', ['missingSpaceBeforeMark']],
    ['Page {{page}} sur {{count}}', []],
    ['https://example.com/a?b=1 à 10:30', []],
  ])('%j: %j', (text, issues) => {
    expect(frenchTypographyIssues(text)).toEqual(issues);
  });

  it('sets a text right, no-break spaces where a mark must not start a line', () => {
    const fixed = withFrenchTypography("« L'accueil » : 80 % ; prêt ? Oui !");
    expect(fixed).toBe('«\u00A0L’accueil\u00A0»\u00A0: 80\u202F%\u202F; prêt\u202F? Oui\u202F!');
    expect(frenchTypographyIssues(fixed)).toEqual([]);
  });
});
