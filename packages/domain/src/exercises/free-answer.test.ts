import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FreeAnswerRow } from './free-answer';
import { freeAnswer, normalizeText, parseNumber } from './free-answer';

const row: FreeAnswerRow = { id: 'fa', type: 'free-answer', expected: ['Électricité', 'courant électrique'] };
const number: FreeAnswerRow = { id: 'n', type: 'free-answer', expected: ['3.5'] };

describe('free-answer', () => {
  it.each([
    ['exact', row, 'Électricité', 1],
    ['case and accents ignored', row, 'electricite', 1],
    ['spaces trimmed and collapsed', row, '  courant    électrique ', 1],
    ['another accepted answer', row, 'Courant Electrique', 1],
    ['wrong', row, 'gaz', 0],
    ['empty', row, '', 0],
    ['blank', row, '   ', 0],
    ['decimal comma', number, '3,5', 1],
    ['trailing zero', number, '3.50', 1],
    ['other number', number, '3.6', 0],
    ['case-sensitive', { ...row, caseSensitive: true }, 'électricité', 0],
    ['accent-sensitive', { ...row, accentSensitive: true }, 'electricite', 0],
    ['accent-sensitive, right', { ...row, accentSensitive: true }, 'ÉLECTRICITÉ', 1],
  ])('%s', (_label, target, answer, expected) => {
    expect(freeAnswer.score(target, answer)).toBe(expected);
  });

  it.each([
    ['3,5', 3.5],
    ['-2', -2],
    [' 1 000 ', 1000],
    ['.5', 0.5],
    ['1 2', null],
    ['3,5,1', null],
    ['abc', null],
    ['', null],
  ])('parseNumber(%j) → %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it('defaults to empty text and hides the accepted answers', () => {
    expect(freeAnswer.answerDefault(row)).toBe('');
    expect(freeAnswer.isEmpty(' ', row)).toBe(true);
    expect(JSON.stringify(freeAnswer.publicRow(row))).not.toContain('expected');
  });

  it('corrects with the accepted answers', () => {
    expect(freeAnswer.correction(row, 'gaz')).toEqual({ kind: 'text', given: 'gaz', expected: row.expected, good: false, wrong: true });
  });

  it('matches feedback answers like the key', () => {
    expect(freeAnswer.matchesAnswers(row, ' GAZ ', ['gaz', 'pétrole'])).toBe(true);
    expect(freeAnswer.matchesAnswers(row, '', [''])).toBe(false);
  });
});

describe('free-answer properties', () => {
  const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '');

  it('ratio is 0 or 1; empty → 0; every accepted answer → 1, whatever the spaces around it', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), fc.string(), (expected, answer) => {
        const target: FreeAnswerRow = { id: 'f', type: 'free-answer', expected };
        expect([0, 1]).toContain(freeAnswer.score(target, answer));
        expect(freeAnswer.score(target, '')).toBe(0);
        for (const accepted of expected) {
          expect(freeAnswer.score(target, accepted)).toBe(1);
          expect(freeAnswer.score(target, `  ${accepted}\t`)).toBe(1);
        }
      }),
    );
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(normalizeText(normalizeText(value))).toBe(normalizeText(value));
      }),
    );
  });
});
