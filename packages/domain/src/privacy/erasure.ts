/**
 * The erasure of an account (RGPD article 17, docs/privacy.md#erasure): the ways a user reaches it
 * and the month the tenant has to answer a request.
 */

/** 'self': the user erases their account at once, with their password; 'request': they ask, and an admin of the tenant erases it. */
export const erasureWays = ['self', 'request'] as const;
export type ErasureWay = (typeof erasureWays)[number];

/**
 * The way a user erases their account: the tenant's choice, except for an account without a
 * password (single sign-on only), which has nothing but its token to prove it is its owner's, so asks.
 */
export function erasureWayOf({ tenantWay, hasPassword }: { tenantWay: ErasureWay; hasPassword: boolean }): ErasureWay {
  return hasPassword ? tenantWay : 'request';
}

/**
 * When a request must be answered by: one month after it was made (RGPD article 12.3), to the same
 * day and time of the next month, or the last day of that month when it has no such day (31 January
 * → 28 or 29 February), in UTC.
 */
export function erasureDueAt(requestedAt: Date): Date {
  const due = new Date(requestedAt.getTime());
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, lastDay));
  return due;
}
