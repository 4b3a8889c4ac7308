import { roundResult } from './number-format';

export type Operator = '+' | '-' | '*' | '/';
export type CalculatorFunction = 'sin' | 'cos' | 'tan' | 'asin' | 'acos' | 'atan' | 'sqrt';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Trig functions take degrees and inverse trig answers in degrees (docs/product/lessons.md#calculator). */
const functions: Record<CalculatorFunction, (x: number) => number> = {
  sin: (x) => Math.sin(toRadians(x)),
  cos: (x) => Math.cos(toRadians(x)),
  // tan is undefined at 90° + k·180°; floating point would give 1.6e16 instead of an error.
  tan: (x) => (Math.abs(x % 180) === 90 ? Number.NaN : Math.tan(toRadians(x))),
  asin: (x) => toDegrees(Math.asin(x)),
  acos: (x) => toDegrees(Math.acos(x)),
  atan: (x) => toDegrees(Math.atan(x)),
  // Math.sqrt(-1) is already NaN; written out because the rule names it (docs/product/lessons.md#calculator).
  sqrt: (x) => (x < 0 ? Number.NaN : Math.sqrt(x)),
};

/** A function's rounded result, or null for an error (negative root, out of domain, non-finite). */
export function applyFunction(name: CalculatorFunction, operand: number): number | null {
  return finite(functions[name](operand));
}

/**
 * Evaluates numbers and operators with the usual precedence: × and ÷ bind
 * tighter than + and −, each level left to right. Null means an error.
 */
export function evaluate(numbers: readonly number[], operators: readonly Operator[]): number | null {
  const terms: number[] = [numbers[0] ?? 0];
  const signs: ('+' | '-')[] = [];
  operators.forEach((operator, index) => {
    const next = numbers[index + 1] ?? 0;
    if (operator === '*' || operator === '/') {
      const last = terms.pop() ?? 0;
      terms.push(operator === '*' ? last * next : last / next);
    } else {
      signs.push(operator);
      terms.push(next);
    }
  });
  const total = terms.slice(1).reduce((sum, term, index) => (signs[index] === '-' ? sum - term : sum + term), terms[0] ?? 0);
  return finite(total);
}

function finite(value: number): number | null {
  return Number.isFinite(value) ? roundResult(value) : null;
}
