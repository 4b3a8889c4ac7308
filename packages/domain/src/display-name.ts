export interface NamedUser {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * firstname and lastname, else username, else whichever is present, else
 * email (docs/product/accounts.md#display-name).
 */
export function displayName(user: NamedUser): string {
  const { firstname, lastname, username, email } = user;
  if (present(firstname) && present(lastname)) return `${firstname.trim()} ${lastname.trim()}`;
  if (present(username)) return username.trim();
  if (present(firstname)) return firstname.trim();
  if (present(lastname)) return lastname.trim();
  return present(email) ? email.trim() : '';
}
