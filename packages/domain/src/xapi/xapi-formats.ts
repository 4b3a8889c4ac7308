/**
 * The value formats xAPI names (docs/xapi.md, "Validation"): IRIs, UUIDs, RFC 5646 language tags,
 * ISO 8601 timestamps and durations, mailto IRIs, SHA-1 sums. Pure predicates, shared by the
 * statement and document rules.
 */

/** RFC 3987 absolute IRI, as far as a JSON value can tell: a scheme, a colon, no whitespace. */
const IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|\\^`]+$/u;
export const isIri = (value: unknown): value is string => typeof value === 'string' && value.length <= 2048 && IRI.test(value);

/** An IRL: an IRI that is a URL (http or https). */
export const isIrl = (value: unknown): value is string => isIri(value) && /^https?:\/\/[^/?#\s]+/i.test(value);

/** RFC 5646 language tags: langtag and privateuse (2.1); the grandfathered ones are listed below. */
const LANGUAGE_TAG =
  /^(?:(?:[A-Za-z]{2,3}(?:-[A-Za-z]{3}){0,3}|[A-Za-z]{4,8})(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?(?:-(?:[A-Za-z\d]{5,8}|\d[A-Za-z\d]{3}))*(?:-[0-9A-WY-Za-wy-z](?:-[A-Za-z\d]{2,8})+)*(?:-x(?:-[A-Za-z\d]{1,8})+)?|x(?:-[A-Za-z\d]{1,8})+)$/;
/** RFC 5646 2.1 "irregular" grandfathered tags (the "regular" ones match LANGUAGE_TAG already). */
const GRANDFATHERED = new Set(
  [
    'en-GB-oed',
    'i-ami',
    'i-bnn',
    'i-default',
    'i-enochian',
    'i-hak',
    'i-klingon',
    'i-lux',
    'i-mingo',
    'i-navajo',
    'i-pwn',
    'i-tao',
    'i-tay',
    'i-tsu',
    'sgn-BE-FR',
    'sgn-BE-NL',
    'sgn-CH-DE',
  ].map((tag) => tag.toLowerCase()),
);
/** RFC 5646 2.2.6: an extension singleton appears once in a tag (`ar-a-aaa-b-bbb-a-ccc` is not a tag). */
function singletonsOnce(tag: string): boolean {
  const subtags = tag.toLowerCase().split('-');
  const privateUse = subtags.indexOf('x');
  const singletons = (privateUse < 0 ? subtags : subtags.slice(0, privateUse)).slice(1).filter((subtag) => subtag.length === 1);
  return new Set(singletons).size === singletons.length;
}
export const isLanguageTag = (value: unknown): value is string =>
  typeof value === 'string' && (GRANDFATHERED.has(value.toLowerCase()) || (LANGUAGE_TAG.test(value) && singletonsOnce(value)));

export const isMailto = (value: unknown): value is string => typeof value === 'string' && /^mailto:[^@\s]+@[^@\s]+$/i.test(value);

export const isSha1Hex = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{40}$/i.test(value);

/** SHA-2 digests as attachments carry them: 224 to 512 bits in hexadecimal. */
export const isSha2Hex = (value: unknown): value is string =>
  typeof value === 'string' && /^(?:[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i.test(value);

/**
 * ISO 8601 combined date and time (RFC 3339 profile). xAPI 2.0.0 (`rfc3339`) requires the offset
 * and, as RFC 3339 (5.6) allows, takes a space for the `T` (the 2.0 conformance suite stores
 * `2008-09-15 15:53:00.601+00:00`); 1.0.3 lets the offset be left out (then read as UTC).
 * `-00:00` ("unknown local offset") is refused by both.
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})([T ])(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;
export function isTimestamp(value: unknown, rfc3339: boolean): value is string {
  if (typeof value !== 'string') return false;
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [, year, month, day, separator, hour, minute, second, , offset] = match;
  if (separator === ' ' && !rfc3339) return false;
  if (offset === undefined ? rfc3339 : /^-00:?00$/.test(offset)) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const calendar = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return calendar && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 61;
}

/** Milliseconds since 1970 of a timestamp `isTimestamp` accepted (no offset: UTC). */
export function timestampMs(value: string): number {
  const withZone = (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`).replace(' ', 'T');
  return Date.parse(withZone.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

/** ISO 8601 durations: PnYnMnDTnHnMnS (the seconds may be decimal) or PnW. */
const DURATION = /^P(?:\d+W|(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?)$/;
export const isDuration = (value: unknown): value is string => typeof value === 'string' && DURATION.test(value);

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
