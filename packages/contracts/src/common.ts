import { z } from 'zod';

/** Field shapes several contracts share. */

/** An id from a path or body: checked for length here, for existence and ownership by the API. */
export const idField = z.string().max(64);
/** An id that must be a GUID: a malformed one is refused here (400) before any lookup. */
export const guidField = z.guid();
export const isoDateTime = z.string().describe('ISO 8601 date-time');
/** Whether `name` is a time zone this runtime knows (IANA, such as Europe/Paris). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
/** An IANA time zone, such as Europe/Paris; any other text is refused (400). */
export const timeZoneField = z.string().max(64).refine(isTimeZone, 'An IANA time zone, such as Europe/Paris');
export const fraction = z.number().describe('Fraction in [0, 1]');
/** `?flag=true|false` in a query string. */
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
