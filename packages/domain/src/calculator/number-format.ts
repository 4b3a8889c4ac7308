/** The display holds 10 characters; results keep 8 decimals (docs/product/lessons.md#calculator). */
export const DISPLAY_LENGTH = 10;
const PRECISION = 8;

/** Rounds to 8 decimals; -0 becomes 0 so a result never reads "-0". */
export function roundResult(value: number): number {
  const rounded = Math.abs(value) < 1e21 ? Number(value.toFixed(PRECISION)) : value;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** A number written the way the entry holds it: plain digits and a dot, never an exponent when avoidable. */
export function toEntry(value: number): string {
  return Math.abs(value) < 1e21 ? trimZeros(value.toFixed(PRECISION)) : String(value);
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * Fits a number into the 10-character display: fewer decimals first, and an
 * exponent only when the integer part alone is too long (e.g. 1,2345e12).
 */
export function fitNumber(value: number): string {
  for (let decimals = PRECISION; decimals >= 0; decimals -= 1) {
    const text = trimZeros(value.toFixed(decimals));
    if (text.length <= DISPLAY_LENGTH && Math.abs(value) < 1e21) return normaliseZero(text);
  }
  for (let digits = DISPLAY_LENGTH; digits >= 0; digits -= 1) {
    const [mantissa = '', exponent = ''] = value.toExponential(digits).split('e');
    const text = `${trimZeros(mantissa)}e${exponent.replace('+', '')}`;
    if (text.length <= DISPLAY_LENGTH) return text;
  }
  return value.toExponential(0).replace('+', '');
}

const normaliseZero = (text: string): string => (/^-0$/.test(text) ? '0' : text);

/** The decimal comma of the display (docs/product/lessons.md#calculator). */
export const withComma = (text: string): string => text.replace('.', ',');
