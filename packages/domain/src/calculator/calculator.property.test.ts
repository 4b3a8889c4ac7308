import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalculatorKey, calculatorDisplay, initialCalculator, pressKey } from './calculator';

const allKeys: CalculatorKey[] = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '.',
  ',',
  '+',
  '-',
  '*',
  '/',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sqrt',
  'negate',
  '=',
  'backspace',
];
const anyKeys = fc.array(fc.constantFrom(...allKeys), { maxLength: 60 });
const play = (keys: readonly CalculatorKey[]) => keys.reduce(pressKey, initialCalculator());

describe('calculator properties', () => {
  it('the display never holds more than 10 characters and never a dot', () => {
    fc.assert(
      fc.property(anyKeys, (keys) => {
        const display = calculatorDisplay(play(keys));
        expect(display.length).toBeLessThanOrEqual(10);
        expect(display).not.toContain('.');
      }),
    );
  });

  it('the display is ERROR or a number written with a decimal comma', () => {
    fc.assert(
      fc.property(anyKeys, (keys) => {
        expect(calculatorDisplay(play(keys))).toMatch(/^(ERROR|-?\d+(,\d*)?(e-?\d+)?)$/);
      }),
    );
  });

  it('backspace always returns to the initial state', () => {
    fc.assert(
      fc.property(anyKeys, (keys) => {
        expect(pressKey(play(keys), 'backspace')).toEqual(initialCalculator());
      }),
    );
  });

  it('after an error, a digit reads as that digit alone', () => {
    fc.assert(
      fc.property(anyKeys, fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9'), (keys, digit) => {
        const state = play([...keys, '/', '0', '=']);
        if (!state.error) return;
        expect(calculatorDisplay(pressKey(state, digit as CalculatorKey))).toBe(digit);
      }),
    );
  });

  it('a + b = agrees with JavaScript for small integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99999 }), (a, b) => {
        const keys = [...String(a), '+', ...String(b), '='] as CalculatorKey[];
        expect(calculatorDisplay(play(keys))).toBe(String(a + b));
      }),
    );
  });

  it('negate twice leaves an entry as it was', () => {
    fc.assert(
      fc.property(anyKeys, (keys) => {
        const state = play(keys);
        // On an empty entry, negate starts a new entry "-0" instead (so a negative number can be typed).
        if (state.error || state.entry === '') return;
        expect(calculatorDisplay(pressKey(pressKey(state, 'negate'), 'negate'))).toBe(calculatorDisplay(state));
      }),
    );
  });
});
