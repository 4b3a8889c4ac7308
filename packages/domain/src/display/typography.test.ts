import { describe, expect, it } from 'vitest';
import { punctuationPieces } from './typography';

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
