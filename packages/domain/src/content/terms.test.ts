import { describe, expect, it } from 'vitest';
import { findTerms } from './terms';

const terms = [
  { id: 'secours', title: 'Secours', words: ['secours'] },
  { id: 'premiers-secours', title: 'Premiers secours', words: ['premiers secours', 'PSC1'] },
  { id: 'electricite', title: 'Électricité', words: [] },
  { id: 'eau', title: 'Eau', words: ['eau'] },
];

const found = (text: string) => findTerms(text, terms).map((match) => [match.termId, match.text]);

describe('findTerms', () => {
  it('ignores accents and case', () => {
    expect(found('Coupez l’electricite avant tout.')).toEqual([['electricite', 'electricite']]);
    expect(found('ÉLECTRICITÉ')).toEqual([['electricite', 'ÉLECTRICITÉ']]);
  });

  it('matches the longest form first, each term once', () => {
    expect(found('Les premiers secours, puis les secours, puis encore des premiers secours.')).toEqual([
      ['premiers-secours', 'premiers secours'],
      ['secours', 'secours'],
    ]);
  });

  it('matches whole words only', () => {
    expect(found('Un gâteau, de l’eau.')).toEqual([['eau', 'eau']]);
    expect(found('Secourisme')).toEqual([]);
  });

  it('gives offsets into the original text', () => {
    const [match] = findTerms('Dans l’Électricité', terms);
    expect(match).toEqual({ termId: 'electricite', start: 7, end: 18, text: 'Électricité' });
  });

  it('keeps offsets right when the text is decomposed, accents included', () => {
    const text = 'L’e\u0301lectricite\u0301 et les premiers secours';
    const matches = findTerms(text, terms);
    expect(matches.map((match) => text.slice(match.start, match.end))).toEqual(['e\u0301lectricite\u0301', 'premiers secours']);
  });

  it('finds nothing without terms', () => {
    expect(findTerms('premiers secours', [])).toEqual([]);
  });
});
