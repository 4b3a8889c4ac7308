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

/**
 * What people are listed by: last name, then first name, as the administration's lists order
 * them in SQL (`coalesce(lastname, username, email)`, then `firstname`); without a last name, the
 * username or the address stands for it.
 */
export function nameSortKey(user: NamedUser): readonly [string, string] {
  const { firstname, lastname, username, email } = user;
  const last = present(lastname) ? lastname.trim() : present(username) ? username.trim() : present(email) ? email.trim() : '';
  return [last, present(firstname) ? firstname.trim() : ''];
}
