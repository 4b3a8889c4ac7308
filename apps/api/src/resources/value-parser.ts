import type { ResourceField } from '@espace/contracts/resource-fields';
import { isIsoDate } from '@espace/domain/accounts/profile-rules';
import { isUuid } from '@espace/domain/uuid';

const dateTimePattern = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** Integer columns are PostgreSQL `integer` (no column uses int8: database.ts). */
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

export type ValueType = Pick<ResourceField, 'type' | 'values'>;

/**
 * Why a `where` value does not fit its field, or undefined when it does.
 * Checking here keeps the database from ever seeing a value it would reject
 * (a malformed uuid would otherwise be a 500, not a 400). Dates are checked as
 * calendar dates (isIsoDate): JavaScript's Date.parse rolls '2024-02-30' over to
 * March and takes year 0, both of which PostgreSQL refuses.
 */
export function valueProblem({ type, values }: ValueType, value: unknown): string | undefined {
  switch (type) {
    case 'uuid':
      return typeof value === 'string' && isUuid(value) ? undefined : 'Expected a uuid';
    case 'string':
      return typeof value === 'string' ? undefined : 'Expected a string';
    case 'integer':
      return Number.isSafeInteger(value) && (value as number) >= INT32.min && (value as number) <= INT32.max
        ? undefined
        : `Expected an integer from ${INT32.min} to ${INT32.max}`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'Expected a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Expected a boolean';
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? undefined : 'Expected a date (YYYY-MM-DD)';
    case 'datetime':
      return typeof value === 'string' && dateTimePattern.test(value) && isIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))
        ? undefined
        : 'Expected an ISO 8601 date-time';
    case 'enum':
      return typeof value === 'string' && (values ?? []).includes(value) ? undefined : `Expected one of ${(values ?? []).join(', ')}`;
    case 'json':
      return 'JSON fields cannot be compared';
  }
}
