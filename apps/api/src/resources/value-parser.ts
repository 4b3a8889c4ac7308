import type { FieldType } from './definition';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

export interface ValueType {
  type: FieldType;
  values?: readonly string[];
}

/**
 * Why a `where` value does not fit its field, or undefined when it does.
 * Checking here keeps the database from ever seeing a value it would reject
 * (a malformed uuid would otherwise be a 500, not a 400).
 */
export function valueProblem({ type, values }: ValueType, value: unknown): string | undefined {
  switch (type) {
    case 'uuid':
      return typeof value === 'string' && uuidPattern.test(value) ? undefined : 'Expected a uuid';
    case 'string':
      return typeof value === 'string' ? undefined : 'Expected a string';
    case 'integer':
      return Number.isSafeInteger(value) ? undefined : 'Expected an integer';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'Expected a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Expected a boolean';
    case 'date':
      return typeof value === 'string' && datePattern.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : 'Expected a date (YYYY-MM-DD)';
    case 'datetime':
      return typeof value === 'string' && dateTimePattern.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : 'Expected an ISO 8601 date-time';
    case 'enum':
      return typeof value === 'string' && (values ?? []).includes(value) ? undefined : `Expected one of ${(values ?? []).join(', ')}`;
    case 'json':
      return 'JSON fields cannot be compared';
  }
}
