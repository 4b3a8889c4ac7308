import { applyFunction, type CalculatorFunction, evaluate, type Operator } from './evaluate';
import { DISPLAY_LENGTH, fitNumber, toEntry, withComma } from './number-format';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** The keys of the calculator widget (docs/product/screens-and-routes.md#calculator), as its public contract names them. */
export type CalculatorKey = Digit | '.' | ',' | Operator | CalculatorFunction | 'negate' | '=' | 'backspace';

/**
 * The history is `numbers[0] operators[0] numbers[1] operators[1] …` followed
 * by the entry being typed, so there is always one operator per pushed number.
 */
export interface CalculatorState {
  readonly numbers: readonly number[];
  readonly operators: readonly Operator[];
  /** The current entry as typed, with a dot ('' when none); after = or a function, the result. */
  readonly entry: string;
  /** The entry is a computed result: the next digit starts a new entry instead of extending it. */
  readonly entryIsResult: boolean;
  readonly error: boolean;
}

const DIGITS = new Set<string>(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
const OPERATORS = new Set<string>(['+', '-', '*', '/']);
const FUNCTIONS = new Set<string>(['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sqrt']);
const KEYS = new Set<string>([...DIGITS, ...OPERATORS, ...FUNCTIONS, '.', ',', 'negate', '=', 'backspace']);

export const isCalculatorKey = (key: string): key is CalculatorKey => KEYS.has(key);

export function initialCalculator(): CalculatorState {
  return { numbers: [], operators: [], entry: '', entryIsResult: false, error: false };
}

const ERROR_STATE: CalculatorState = { ...initialCalculator(), error: true };

/** Applies one key press and returns the new state; the given state is never changed. */
export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (!KEYS.has(key)) return state;
  if (key === 'backspace') return initialCalculator();
  if (key === '=') return state.error ? state : equals(state);
  // docs/product/lessons.md#calculator: in the error state a digit, operator or function first clears everything.
  const current = state.error ? initialCalculator() : state;
  if (DIGITS.has(key)) return typeDigit(current, key);
  if (key === '.' || key === ',') return typeDecimalPoint(current);
  if (key === 'negate') return negate(current);
  if (OPERATORS.has(key)) return pushOperator(current, key as Operator);
  return applyToEntry(current, key as CalculatorFunction);
}

function typeDigit(state: CalculatorState, digit: string): CalculatorState {
  const entry = state.entryIsResult ? '' : state.entry;
  // A leading 0 is replaced by the next digit, keeping a sign typed before it.
  if (entry === '0' || entry === '-0') return { ...state, entry: entry.replace('0', digit), entryIsResult: false };
  if (entry.length >= DISPLAY_LENGTH) return state;
  return { ...state, entry: entry + digit, entryIsResult: false };
}

function typeDecimalPoint(state: CalculatorState): CalculatorState {
  const entry = state.entryIsResult ? '' : state.entry;
  if (entry.includes('.') || entry.length >= DISPLAY_LENGTH) return state;
  // A decimal point on an empty entry starts with 0.
  const start = entry === '' || entry === '-' ? `${entry}0` : entry;
  return { ...state, entry: `${start}.`, entryIsResult: false };
}

function negate(state: CalculatorState): CalculatorState {
  const entry = state.entry === '' ? '0' : state.entry;
  const toggled = entry.startsWith('-') ? entry.slice(1) : `-${entry}`;
  // A typed entry must still fit the display; a result is fitted when shown.
  if (!state.entryIsResult && toggled.length > DISPLAY_LENGTH) return state;
  return { ...state, entry: toggled };
}

function pushOperator(state: CalculatorState, operator: Operator): CalculatorState {
  if (state.entry === '' && state.operators.length > 0) {
    return { ...state, operators: [...state.operators.slice(0, -1), operator] };
  }
  const value = state.entry === '' ? 0 : Number(state.entry);
  return { numbers: [...state.numbers, value], operators: [...state.operators, operator], entry: '', entryIsResult: false, error: false };
}

function applyToEntry(state: CalculatorState, name: CalculatorFunction): CalculatorState {
  const result = applyFunction(name, state.entry === '' ? 0 : Number(state.entry));
  return result === null ? ERROR_STATE : { ...state, entry: toEntry(result), entryIsResult: true };
}

/** Equals collapses the history into its result; a trailing operator is dropped. */
function equals(state: CalculatorState): CalculatorState {
  if (state.operators.length === 0) {
    return state.entry === '' ? state : { ...state, entry: toEntry(Number(state.entry)), entryIsResult: true };
  }
  const numbers = state.entry === '' ? state.numbers : [...state.numbers, Number(state.entry)];
  const operators = state.entry === '' ? state.operators.slice(0, -1) : state.operators;
  const result = evaluate(numbers, operators);
  return result === null ? ERROR_STATE : { ...initialCalculator(), entry: toEntry(result), entryIsResult: true };
}

/** The display text: ERROR, or the entry (or last operand) with a decimal comma, at most 10 characters. */
export function calculatorDisplay(state: CalculatorState): string {
  if (state.error) return 'ERROR';
  if (state.entry !== '') return withComma(state.entryIsResult ? fitNumber(Number(state.entry)) : state.entry);
  const last = state.numbers.at(-1);
  return last === undefined ? '0' : withComma(fitNumber(last));
}

const SYMBOLS: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** The pending expression, e.g. "12 + 3,5 ×", shown above the display and read by screen readers. */
export function calculatorExpression(state: CalculatorState): string {
  if (state.error) return '';
  const parts = state.numbers.flatMap((value, index) => {
    const operator = state.operators[index];
    return [withComma(toEntry(value)), operator === undefined ? '' : SYMBOLS[operator]];
  });
  return parts.filter((part) => part !== '').join(' ');
}
