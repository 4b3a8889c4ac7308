import { describe, expect, it } from 'vitest';
import { type CalculatorKey, calculatorDisplay, calculatorExpression, initialCalculator, isCalculatorKey, pressKey } from './calculator';

/** Presses space-separated keys from a fresh calculator. */
function run(keys: string) {
  return keys
    .split(' ')
    .filter((key) => key !== '')
    .reduce((state, key) => {
      if (!isCalculatorKey(key)) throw new Error(`not a key: ${key}`);
      return pressKey(state, key);
    }, initialCalculator());
}

// One row per rule of docs/product/lessons.md#calculator (10 characters and 8 decimals included).
const cases: [rule: string, keys: string, display: string][] = [
  ['starts at 0', '', '0'],
  ['digits build the entry', '1 2 3', '123'],
  ['operators: plus', '1 2 + 3 =', '15'],
  ['operators: minus below zero', '3 - 5 =', '-2'],
  ['operators: times', '6 * 7 =', '42'],
  ['operators: divide', '7 / 2 =', '3,5'],
  ['precedence: × before +', '2 + 3 * 4 =', '14'],
  ['precedence: ÷ before −', '1 0 - 6 / 3 =', '8'],
  ['precedence: same level left to right', '8 / 4 / 2 =', '1'],
  ['precedence: mixed chain', '2 * 3 + 4 * 5 - 6 / 2 =', '23'],
  ['the operand before an operator stays shown', '1 2 +', '12'],
  ['a second operator replaces the first', '5 + * 3 =', '15'],
  ['a trailing operator is dropped by equals', '5 + =', '5'],
  ['an operator on an empty entry applies to 0', '+ 5 =', '5'],
  ['dot is the decimal point', '1 . 5 + 1 =', '2,5'],
  ['comma is the decimal point too', '1 , 5 + 1 =', '2,5'],
  ['display uses a decimal comma', '0 . 2 5', '0,25'],
  ['a decimal point on an empty entry starts with 0', '.', '0,'],
  ['… also after an operator', '3 + . 5 =', '3,5'],
  ['a second decimal point is ignored', '1 . 2 . 3', '1,23'],
  ['a leading 0 is replaced by the next digit', '0 7', '7'],
  ['… but 0 after the decimal point stays', '0 . 0 7', '0,07'],
  ['typing stops at 10 characters', '1 2 3 4 5 6 7 8 9 0 1 2', '1234567890'],
  ['a decimal point cannot make the entry longer than 10', '1 2 3 4 5 6 7 8 9 0 .', '1234567890'],
  ['results are rounded to 8 decimals', '1 / 3 =', '0,33333333'],
  ['8-decimal rounding rounds up', '2 / 3 =', '0,66666667'],
  ['long results lose decimals to fit 10 characters', '1 0 0 / 3 =', '33,3333333'],
  ['negative long results fit too', '0 - 1 0 0 / 3 =', '-33,333333'],
  ['large results use an exponent to fit', '9 9 9 9 9 9 9 9 9 9 * 9 9 9 =', '9,99e12'],
  ['tiny results round to 0', '1 / 1 0 0 0 0 0 0 0 0 0 =', '0'],
  ['floating point noise is rounded away', '0 . 1 + 0 . 2 =', '0,3'],
  ['sin takes degrees', '3 0 sin', '0,5'],
  ['cos takes degrees', '6 0 cos', '0,5'],
  ['tan takes degrees', '4 5 tan', '1'],
  ['sin 180 is exactly 0', '1 8 0 sin', '0'],
  ['tan 90 is an error', '9 0 tan', 'ERROR'],
  ['asin answers in degrees', '0 . 5 asin', '30'],
  ['acos answers in degrees', '0 . 5 acos', '60'],
  ['atan answers in degrees', '1 atan', '45'],
  ['asin out of its domain is an error', '2 asin', 'ERROR'],
  ['sqrt', '1 6 sqrt', '4'],
  ['sqrt of 2 keeps 8 decimals', '2 sqrt', '1,41421356'],
  ['sqrt of a negative number is an error', '4 negate sqrt', 'ERROR'],
  ['a function applies to the current entry only', '2 + 9 sqrt =', '5'],
  ['a function on an empty entry applies to 0', 'cos', '1'],
  ['division by zero (non-finite) is an error', '5 / 0 =', 'ERROR'],
  ['0 ÷ 0 (not a number) is an error', '0 / 0 =', 'ERROR'],
  ['in error, a digit first clears everything', '5 / 0 = 7', '7'],
  ['in error, an operator first clears everything', '5 / 0 = + 2 =', '2'],
  ['in error, a function first clears everything', '5 / 0 = cos', '1'],
  ['in error, equals keeps the error', '5 / 0 = =', 'ERROR'],
  ['backspace clears all', '1 2 + 3 backspace', '0'],
  ['backspace leaves no history behind', '1 2 + 3 backspace 4 =', '4'],
  ['backspace clears an error', '5 / 0 = backspace', '0'],
  ['equals collapses the history into the result', '2 + 3 = * 4 =', '20'],
  ['a digit after equals starts a new entry', '2 + 3 = 7', '7'],
  ['a decimal point after equals starts a new entry', '2 + 3 = .', '0,'],
  ['equals alone keeps the entry', '4 2 =', '42'],
  ['negate toggles the sign of the entry', '5 negate', '-5'],
  ['negate twice restores it', '5 negate negate', '5'],
  ['negate only changes the current entry', '1 0 - 3 negate =', '13'],
  ['negate a result', '2 + 3 = negate', '-5'],
  ['negate on an empty entry then digits', 'negate 4', '-4'],
  ['negate cannot push a full entry past 10 characters', '1 2 3 4 5 6 7 8 9 0 negate', '1234567890'],
  ['a negative entry still holds 10 characters', '1 2 3 negate 4 5 6 7 8 9 0', '-123456789'],
];

describe('calculator (docs/product/lessons.md#calculator)', () => {
  it.each(cases)('%s: [%s] → %s', (_rule, keys, display) => {
    expect(calculatorDisplay(run(keys))).toBe(display);
  });

  it('never changes the state it is given', () => {
    const before = run('1 + 2');
    const snapshot = JSON.parse(JSON.stringify(before)) as unknown;
    pressKey(before, '=');
    pressKey(before, 'backspace');
    expect(before).toEqual(snapshot);
  });

  it('ignores a key outside the contract', () => {
    const state = run('1');
    expect(pressKey(state, 'x' as CalculatorKey)).toBe(state);
  });

  it.each([
    ['', ''],
    ['1 2 +', '12 +'],
    ['1 2 + 3 . 5 *', '12 + 3,5 ×'],
    ['8 / 2 -', '8 ÷ 2 −'],
    ['5 / 0 =', ''],
    ['2 + 3 =', ''],
  ])('expression of [%s] is "%s"', (keys, expression) => {
    expect(calculatorExpression(run(keys))).toBe(expression);
  });
});
