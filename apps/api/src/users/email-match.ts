/**
 * The SQL condition "this user's email is `param`, whatever its case", written so PostgreSQL can
 * use the unique index `users_context_email`: that index is partial (`WHERE email <> ''`, users
 * made by single sign-on may have no address), and the planner only picks a partial index for a
 * query that states its predicate. Without it every sign-in by email scans the users of every
 * tenant (docs/performance.md#statistics). An empty address matches no one.
 */
export function emailMatches(param: string, column = 'email'): string {
  return `${column} <> '' AND lower(${column}) = lower(${param})`;
}
