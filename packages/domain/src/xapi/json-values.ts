/** Statements and documents are JSON: copied and compared as JSON, whatever the key order. */
export const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function jsonEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right)) return left.length === right.length && left.every((item, index) => jsonEqual(item, right[index]));
  const a = left as Record<string, unknown>;
  const b = right as Record<string, unknown>;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => jsonEqual(a[key], b[key]));
}

/**
 * How deeply the JSON the LRS reads may nest its arrays and objects (serde_json's default). Copying,
 * comparing and validating statements recurse, and the stack would give out a few thousand levels
 * down; no statement or document the specification describes comes near this.
 */
export const MAX_JSON_DEPTH = 128;

/** Whether JSON text nests arrays and objects deeper than `max`, read as text: nothing deeper is ever parsed. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: 'malformed' | 'too-deep' };

/** JSON text as the LRS reads it: refused past MAX_JSON_DEPTH levels before it is parsed, then parsed. */
export function parseJson(text: string): ParsedJson {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, problem: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}

/** What a refusal of parseJson says, after the name of what was read. */
export const jsonProblemText = (problem: 'malformed' | 'too-deep'): string =>
  problem === 'too-deep' ? `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep` : 'is not well-formed JSON';
