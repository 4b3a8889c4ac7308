/**
 * The API codes about an account's own fields, and the field each is shown on: the forms that set those
 * fields (registration, profile) pass it to useFormFeedback, extended with their own codes.
 */
export const accountFieldOfCode = {
  UNIQUE_USERNAME: 'username',
  UNIQUE_USERNAME_OR_EMAIL: 'email',
  INVALID_PASSWORD: 'password',
} as const;
