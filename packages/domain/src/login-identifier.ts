export type LoginCredentials = { email: string; password: string } | { username: string; password: string };

/**
 * The sign-in field accepts an e-mail or a username: anything with an '@' is
 * sent as `email`, the rest as `username` (the API wants exactly one of them).
 */
export function credentialsFor(identifier: string, password: string): LoginCredentials {
  const trimmed = identifier.trim();
  return trimmed.includes('@') ? { email: trimmed, password } : { username: trimmed, password };
}
