/** The limits of the account fields (docs/product/accounts.md#profile). */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 60;
const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 254;

export interface ProfileInput {
  lastname: string;
  firstname: string;
  username: string;
  email: string;
  /** ISO date, YYYY-MM-DD. */
  birthday: string;
}
export type ProfileField = keyof ProfileInput;
export type ProfileIssue = 'required' | 'length' | 'email' | 'date';

/** The tenant switches saying whether the user may set first name, last name, mail, username, birthday (docs/product/accounts.md#tenant-switches). */
export type UserCanSet = Record<ProfileField, boolean>;

export interface ProfileRuleOptions {
  canSet: UserCanSet;
  /** Registration with an invitation code: username becomes required, email optional. */
  invitation: boolean;
  /** The fields being set (the whole visible form, or the fields a request sends); others are not checked. */
  changing: ReadonlySet<ProfileField>;
  /** Today as YYYY-MM-DD, so a birthday must be before it; without it only the date's validity is checked. */
  today?: string;
}

// Deliberately loose: one @, no whitespace, a dot in the domain. Delivery is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

const lengthOf = (value: string): number => [...value].length;
const within = (value: string, min: number, max: number): boolean => lengthOf(value) >= min && lengthOf(value) <= max;

/** True for an address the account rules take: 3 to 254 characters, one @, a dot in the domain. */
export function isEmailAddress(value: string): boolean {
  return within(value, EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH) && EMAIL.test(value);
}

/** True for a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function requiredField(field: ProfileField, invitation: boolean): boolean {
  if (field === 'username') return invitation;
  if (field === 'email') return !invitation;
  return true;
}

function fieldIssue(field: ProfileField, value: string, options: ProfileRuleOptions): ProfileIssue | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return requiredField(field, options.invitation) ? 'required' : undefined;
  switch (field) {
    case 'email':
      if (!within(trimmed, EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH)) return 'length';
      return EMAIL.test(trimmed) ? undefined : 'email';
    case 'birthday':
      if (!isIsoDate(trimmed)) return 'date';
      return options.today !== undefined && trimmed >= options.today ? 'date' : undefined;
    default:
      return within(trimmed, NAME_MIN_LENGTH, NAME_MAX_LENGTH) ? undefined : 'length';
  }
}

/**
 * The account rule (docs/product/accounts.md#profile) each changed field breaks. A field the tenant does not let the
 * user set is never reported here: the form hides it and the server refuses it outright.
 */
export function profileIssues(input: Partial<ProfileInput>, options: ProfileRuleOptions): Partial<Record<ProfileField, ProfileIssue>> {
  const issues: Partial<Record<ProfileField, ProfileIssue>> = {};
  for (const field of options.changing) {
    if (!options.canSet[field]) continue;
    const issue = fieldIssue(field, input[field] ?? '', options);
    if (issue !== undefined) issues[field] = issue;
  }
  return issues;
}
