import { type RosterQuery, rosterQuerySchema } from '@espace/contracts/trainer';

/**
 * The roster's sort, view, search and page live in the address, so coming back from a learner
 * (or sharing the link) finds the table as it was; whatever the address holds that the contract
 * refuses falls back to the defaults.
 */
export function rosterQueryOf(params: URLSearchParams): RosterQuery {
  const parsed = rosterQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : rosterQuerySchema.parse({});
}

const defaults = rosterQuerySchema.parse({});

/** The address's parameters for a query: defaults left out. */
export function searchParamsOf(query: RosterQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (defaults[key as keyof RosterQuery] === value ? [] : [[key, String(value)]])));
}
