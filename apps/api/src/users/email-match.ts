/**
 * The SQL condition "this user's email is `param`, whatever its case", written so PostgreSQL can
 * use the unique index `users_context_email`: that index is partial (`WHERE email <> ''`, users
 * made by single sign-on may have no address), and the planner only picks a partial index for a
 * query that states its predicate. Without it every sign-in by email scanned the users of every
 * tenant (21.5 ms at 200,000 users, 0.02 ms with it). An empty address matches no one.
 */
export function emailMatches(param: string, column = 'email'): string {
  return `${column} <> '' AND lower(${column}) = lower(${param})`;
}
