import type { CalculatorKey } from '@espace/domain/calculator/calculator';

/** What each key shows; the accessible names come from the bundles (`calculator.keys.*`). */
export const KEY_SYMBOLS: Partial<Record<CalculatorKey, string>> = {
  '.': ',',
  '+': '+',
  '-': '−',
  '*': '×',
  '/': '÷',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  asin: 'sin⁻¹',
  acos: 'cos⁻¹',
  atan: 'tan⁻¹',
  sqrt: '√',
  negate: '±',
  '=': '=',
  backspace: 'C',
};

/** The keypad, row by row. */
export const KEYPAD: readonly (readonly CalculatorKey[])[] = [
  ['sin', 'cos', 'tan', 'backspace'],
  ['asin', 'acos', 'atan', 'sqrt'],
  ['7', '8', '9', '/'],
  ['4', '5', '6', '*'],
  ['1', '2', '3', '-'],
  ['negate', '0', '.', '+'],
  ['='],
];

const PHYSICAL: Record<string, CalculatorKey> = {
  Enter: '=',
  '=': '=',
  Backspace: 'backspace',
  Delete: 'backspace',
  x: '*',
  X: '*',
};

/** The calculator key a physical key stands for: digits, . and , and the four operators as typed. */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9.,+\-*/]$/.test(key)) return key as CalculatorKey;
  return PHYSICAL[key] ?? null;
}
