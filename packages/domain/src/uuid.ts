/** A UUID as PostgreSQL writes and reads them: any version, either case. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID. Ids from a request are checked before they reach a query: a
 * malformed one is then "not found" (or the field's error), never a database error.
 */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
