/** Passwords are 6 to 254 characters (docs/product/accounts.md#password-rules). */
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 254;

export type PasswordIssue = 'required' | 'length' | 'complexity' | 'whitespace';

export interface PasswordRuleOptions {
  /** The tenant allows simple passwords and the user came from an invitation code: minimum length only. */
  simple: boolean;
  /** The account form also refuses whitespace; the reset form trims its field instead. */
  form: 'reset' | 'account';
}

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is neither a letter, a digit nor whitespace counts as special, so accents do not.
const SPECIAL = /[^\p{L}\p{N}\s]/u;
const WHITESPACE = /\s/u;

/** Every password rule (docs/product/accounts.md#password-rules) the password breaks, in the order the forms show them; empty when it is acceptable. */
export function passwordIssues(password: string, options: PasswordRuleOptions): PasswordIssue[] {
  if (password === '') return ['required'];
  const issues: PasswordIssue[] = [];
  const length = [...password].length;
  const tooLong = !options.simple && length > PASSWORD_MAX_LENGTH;
  if (length < PASSWORD_MIN_LENGTH || tooLong) issues.push('length');
  if (!options.simple && ![UPPERCASE, LOWERCASE, DIGIT, SPECIAL].every((rule) => rule.test(password))) {
    issues.push('complexity');
  }
  if (options.form === 'account' && WHITESPACE.test(password)) issues.push('whitespace');
  return issues;
}
