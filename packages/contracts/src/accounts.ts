import { z } from 'zod';

/**
 * Accounts (docs/product/accounts.md): registration with an invitation code, password reset, profile,
 * terms acceptance and single sign-on. The rules themselves (lengths, complexity…) live in
 * @espace/domain/accounts/*; these shapes only bound what the API accepts. Every error answer
 * is an ErrorBody (./errors): field problems carry `issues[].path` = the field name
 * ('username', 'email', 'password', 'lastname', 'firstname', 'birthday', 'version', 'code').
 */

// Generous bounds so a client cannot make the server hash megabytes; the real limits are the domain's.
const password = z.string().max(1024);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/u)
  .describe('ISO date (YYYY-MM-DD)');

/** POST /api/users → 201 AccessTokenAnswer. Only when the tenant's authentication.invitationCode is on. */
export const registerBodySchema = z
  .strictObject({
    invitationCode: z.string().min(1).max(100),
    username: z.string().max(60),
    email: z.string().max(254).optional(),
    password,
    firstname: z.string().max(60).optional(),
    lastname: z.string().max(60).optional(),
  })
  .describe('Registration with an invitation code');
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Answer of registration and of the single sign-on exchange: the user is signed in. */
export const accessTokenAnswerSchema = z.object({
  access_token: z.string().describe('Same token as POST /api/users/login'),
});
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswerSchema>;

/** POST /api/users/password-reset → 202 {} whether the address is known or not. */
export const passwordResetRequestBodySchema = z.strictObject({ email: z.string().min(1).max(254) }).describe('Ask for a reset link by mail');
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;
export const passwordResetRequestAnswerSchema = z.strictObject({}).describe('Always the same answer');
export type PasswordResetRequestAnswer = z.infer<typeof passwordResetRequestAnswerSchema>;

/** GET /api/users/password-reset/:token → 200; 401 UNAUTHORIZED unknown/used/forged, 403 Forbidden expired. */
export const passwordResetTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const passwordResetUserSchema = z.object({ email: z.string(), displayName: z.string() }).describe('Whose password the token resets');
export type PasswordResetUser = z.infer<typeof passwordResetUserSchema>;

/** PATCH /api/users/password-reset/:token → 204; INVALID_PASSWORD, 401, 403 as above. */
export const passwordResetApplyBodySchema = z.strictObject({ password }).describe('The new password');

/**
 * PATCH /api/users/me → 200 Me (./user). Send only the changed fields. A new `password` or a new
 * `email` needs `currentPassword` (400 INVALID_CURRENT_PASSWORD when missing or wrong; wrong ones
 * count toward the sign-in throttle, 429 TOO_MANY_LOGIN_ATTEMPTS): a stolen token alone cannot
 * change the password or the address and keep the account. A new `email` becomes Me's
 * `pendingEmail` until the link mailed to it is used (an account without a password: until its
 * current address approves, then that link).
 */
export const profileUpdateBodySchema = z
  .strictObject({
    lastname: z.string().max(60),
    firstname: z.string().max(60),
    username: z.string().max(60),
    email: z.string().max(254),
    birthday: isoDate,
    password,
    currentPassword: password,
  })
  .partial()
  .describe('The changed account fields');
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** POST /api/users/me/terms → 200 Me; 400 BAD_REQUEST (path 'version') unless it is the current version. */
export const termsAcceptanceBodySchema = z.strictObject({ version: z.string().min(1).max(100) }).describe('The terms version the user accepts');

/** POST /api/users/sso/exchange → 200 AccessTokenAnswer; 401 UNAUTHORIZED for an unknown, used or expired code. */
export const ssoExchangeBodySchema = z.strictObject({ code: z.string().min(1).max(200) }).describe('The one-time code the callback put in /login#sso=…');
export type SsoExchangeBody = z.infer<typeof ssoExchangeBodySchema>;

/** The fragment key the SSO callback redirects with: `/login#sso={code}`; on failure `/login#sso_error={reason}`. */
export const SSO_FRAGMENT_KEY = 'sso';
export const SSO_ERROR_FRAGMENT_KEY = 'sso_error';

/* A tenant's provider is set in the administration space: packages/contracts/src/admin-sso.ts. */

/**
 * POST /api/users/email-verification → 200 AddressLinkAnswer; 401 unknown, used, superseded or
 * mailed to an address the account no longer has (or no longer asks for); 403 expired; 409
 * UNIQUE_USERNAME_OR_EMAIL when the address asked for belongs to another account by now. The
 * token comes from the link's fragment, in the body: never in a URL the server sees. The undo
 * link of a change (POST /api/users/email-change/undo → 204) takes the same body.
 */
export const emailVerificationBodySchema = z.strictObject({ token: z.string().min(1).max(200) });

/**
 * What an address link did (docs/product/accounts.md#e-mail-address): `confirmed` the account's
 * address; `changed` the account's address to the one it was mailed to; `approved` a change, whose
 * new address now gets its own link.
 */
export const addressLinkAnswerSchema = z.strictObject({ outcome: z.enum(['confirmed', 'changed', 'approved']) }).describe('What the link did');
export type AddressLinkAnswer = z.infer<typeof addressLinkAnswerSchema>;
export type AddressLinkOutcome = AddressLinkAnswer['outcome'];
