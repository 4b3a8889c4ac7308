import { isIri, isLanguageTag, isPlainObject } from './xapi-formats';

/** One problem of a statement or document, named by its property path (`actor.mbox`). */
export interface XapiIssue {
  path: string;
  message: string;
}

export type XapiVersion = '1.0.3' | '2.0.0';

/** What every check is handed: where it is, the version's rules, and where problems go. */
export interface Check {
  path: string;
  version: XapiVersion;
  issues: XapiIssue[];
}

export const at = (check: Check, key: string | number): Check => ({
  ...check,
  path: typeof key === 'number' ? `${check.path}[${key}]` : check.path === '' ? key : `${check.path}.${key}`,
});

export function fail(check: Check, message: string): false {
  check.issues.push({ path: check.path === '' ? '(root)' : check.path, message });
  return false;
}

/** An object with only the allowed properties ("no unknown properties"), none of them null. */
export function objectWith(check: Check, value: unknown, allowed: readonly string[], what: string): value is Record<string, unknown> {
  if (!isPlainObject(value)) return fail(check, `must be ${what} (a JSON object)`);
  let ok = true;
  for (const [key, inner] of Object.entries(value)) {
    if (!allowed.includes(key)) ok = fail(at(check, key), `is not a property of ${what}`);
    else if (inner === null) ok = fail(at(check, key), 'must not be null');
  }
  return ok;
}

export function requireKeys(check: Check, value: Record<string, unknown>, keys: readonly string[]): boolean {
  let ok = true;
  for (const key of keys) if (value[key] === undefined) ok = fail(at(check, key), 'is required');
  return ok;
}

export function iri(check: Check, value: unknown): boolean {
  return isIri(value) || fail(check, 'must be an absolute IRI');
}

export function string(check: Check, value: unknown, max = 1_000_000): boolean {
  if (typeof value !== 'string') return fail(check, 'must be a string');
  return value.length <= max || fail(check, `must be at most ${max} characters`);
}

export function boolean(check: Check, value: unknown): boolean {
  return typeof value === 'boolean' || fail(check, 'must be true or false');
}

/** An RFC 5646 language tag: a language map's key, a context's language. */
export function languageTag(check: Check, value: unknown): boolean {
  return isLanguageTag(value) || fail(check, 'is not an RFC 5646 language tag');
}

/** A language map: RFC 5646 tags to strings. */
export function languageMap(check: Check, value: unknown): boolean {
  if (!isPlainObject(value)) return fail(check, 'must be a language map (an object of language tags to strings)');
  let ok = true;
  for (const [tag, text] of Object.entries(value)) {
    if (!languageTag(at(check, tag), tag)) ok = false;
    else if (typeof text !== 'string') ok = fail(at(check, tag), 'must be a string');
  }
  return ok;
}

/** Extensions: IRI keys; values are any JSON. */
export function extensions(check: Check, value: unknown): boolean {
  if (!isPlainObject(value)) return fail(check, 'must be an object of IRIs to values');
  let ok = true;
  for (const key of Object.keys(value)) if (!isIri(key)) ok = fail(at(check, key), 'is not an absolute IRI');
  return ok;
}

/** Runs a check on each present property of `value` listed in `checks`. */
export function eachPresent(check: Check, value: Record<string, unknown>, checks: Record<string, (check: Check, inner: unknown) => boolean>): boolean {
  let ok = true;
  for (const [key, run] of Object.entries(checks)) {
    if (value[key] !== undefined && !run(at(check, key), value[key])) ok = false;
  }
  return ok;
}
