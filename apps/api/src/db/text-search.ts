/**
 * Searches by part of a text, in any case and accents (`quemener` finds Quéméner): both sides are
 * folded by the database's `search_fold` (migration 0028), whose trigram indexes serve these
 * conditions. The search is passed as typed; `%` and `_` in it are letters, not patterns.
 */

/** The statement's parameter for `search`: a LIKE pattern holding it anywhere. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** SQL: `expression` holds the search whose `containsPattern` is `param`. */
export const foldedContains = (expression: string, param: string) => `search_fold(${expression}) LIKE search_fold(${param})`;

/**
 * SQL: the user row `alias` has the search (`param`, a `containsPattern`) in a name, username or
 * address; the same expression as the index `users_search_text`.
 */
export const userTextContains = (alias: string, param: string) =>
  `user_search_text(${alias}.firstname, ${alias}.lastname, ${alias}.username, ${alias}.email) LIKE search_fold(${param})`;
