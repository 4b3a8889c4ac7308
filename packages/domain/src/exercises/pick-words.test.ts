import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PickWordsRow } from './pick-words';
import { pickWords, pickWordsRowSchema, tokenise } from './pick-words';

const row: PickWordsRow = { id: 'pw', type: 'pick-words', text: "Le [chat] dort sur le [tapis] aujourd'hui." };

describe('tokenise', () => {
  it('numbers the words and keeps the separators', () => {
    const { tokens, key } = tokenise(row.text);
    expect(tokens.filter((token) => token.index !== undefined).map((token) => token.text)).toEqual(['Le', 'chat', 'dort', 'sur', 'le', 'tapis', "aujourd'hui"]);
    expect(tokens.map((token) => token.text).join('')).toBe("Le chat dort sur le tapis aujourd'hui.");
    expect(key).toEqual([1, 5]);
  });

  it('splits a bracketed group into words, leaving no trace of the marker', () => {
    const marked = tokenise('Les [premiers secours], vite');
    const plain = tokenise('Les premiers secours, vite');
    expect(marked.key).toEqual([1, 2]);
    expect(marked.tokens).toEqual(plain.tokens);
  });

  it.each(['Le [chat dort', 'Le chat] dort', 'Le [[chat]] dort', 'Le [ ] dort'])('flags stray brackets in %s', (text) => {
    expect(tokenise(text).strayBrackets).toBe(true);
  });
});

describe('pick-words', () => {
  it.each([
    ['right', row, [1, 5], 1],
    ['right, other order', row, [5, 1], 1],
    ['partial', row, [1], 0.5],
    ['wrong', row, [0], 0],
    ['extra word', row, [1, 5, 2], 0.5],
    ['empty', row, [], 0],
    ['keepOrder, reversed', { ...row, settings: { keepOrder: true } }, [5, 1], 0],
  ])('%s', (_label, target, answer, expected) => {
    expect(pickWords.score(target, answer)).toBe(expected);
  });

  it('refuses a text without a word to pick, and indexes past the text', () => {
    expect(pickWordsRowSchema.safeParse({ ...row, text: 'Le chat dort' }).success).toBe(false);
    expect(pickWords.answerIssue(row, [1, 7])).toBe('word indexes out of the text (7 words): 7');
  });

  it('sends words, not markers', () => {
    const sent = pickWords.publicRow(row);
    expect(JSON.stringify(sent)).not.toMatch(/\[(chat|tapis)\]/);
    expect(sent).not.toHaveProperty('text');
    expect(sent.tokens[2]).toEqual({ text: 'chat', index: 1 });
  });

  it('marks the correction per word', () => {
    const correction = pickWords.correction(row, [1, 2]);
    expect(correction?.kind === 'choices' && correction.marks.filter((mark) => mark.expected || mark.good || mark.wrong)).toEqual([
      { id: '1', expected: true, good: true, wrong: false },
      { id: '2', expected: false, good: false, wrong: true },
      { id: '5', expected: true, good: false, wrong: false },
    ]);
  });
});

describe('pick-words properties', () => {
  const texts = fc
    .array(fc.tuple(fc.constantFrom('mot', 'chat', 'été', 'l’eau'), fc.boolean()), { minLength: 1, maxLength: 10 })
    .map((words) => words.map(([word, marked], index) => (marked || index === 0 ? `[${word}]` : word)).join(' '));
  const cases = fc.tuple(texts, fc.boolean()).chain(([text, keepOrder]) => {
    const target: PickWordsRow = { id: 'p', type: 'pick-words', text, settings: { keepOrder } };
    const count = tokenise(text).tokens.filter((token) => token.index !== undefined).length;
    return fc.tuple(fc.constant(target), fc.shuffledSubarray(Array.from({ length: count }, (_, index) => index)));
  });

  it('ratio in [0, 1]; order-free unless keepOrder; empty → 0; key → 1', () => {
    fc.assert(
      fc.property(cases, ([target, answer]) => {
        const ratio = pickWords.score(target, answer) as number;
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        if (!target.settings?.keepOrder) expect(pickWords.score(target, [...answer].reverse())).toBe(ratio);
        expect(pickWords.score(target, [])).toBe(0);
        expect(pickWords.score(target, tokenise(target.text).key)).toBe(1);
        expect(pickWordsRowSchema.safeParse(target).success).toBe(true);
      }),
    );
  });
});
