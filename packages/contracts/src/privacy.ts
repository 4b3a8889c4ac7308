import { erasureWays } from '@espace/domain/privacy/erasure';
import { z } from 'zod';
import { idField } from './common';
import { signedLinkQuerySchema } from './files';

/**
 * A user's personal data (docs/privacy.md): the archive of all of it, and its erasure
 * (RGPD articles 15, 17 and 20).
 */

/** The archive of a user's data, downloaded without the session token: a short-lived signed link (docs/security.md "Signed links"). */
export const dataExportLinkSchema = z
  .object({
    url: z.string().describe('A site-relative GET address of the archive (a zip), signed for this user; it expires'),
    expiresAt: z.iso.datetime(),
  })
  .describe("A short-lived link to the archive of a user's data");
export type DataExportLink = z.infer<typeof dataExportLinkSchema>;

/** GET /api/data-exports/{userId}: whose archive (the path), the signed link's query, and the README's language. */
export const dataExportParamsSchema = z.strictObject({ userId: idField.describe('The user whose data the archive holds') });
export const dataExportQuerySchema = signedLinkQuerySchema.extend({
  lang: z.string().max(16).optional().describe("The README's language, not signed: one of the tenant's languages, else its first one"),
});

const currentPasswordMax = 200;

/**
 * Erasing one's own account, or asking for it: the current password proves it is the account's
 * owner, not a token left open. Required of an account that has one; one without (single sign-on
 * only) may only ask.
 */
export const erasureBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(currentPasswordMax).optional(),
});
export type ErasureBody = z.infer<typeof erasureBodySchema>;

/** A request to erase an account, waiting for an admin: RGPD gives one month to answer it. */
const erasureRequestSchema = z.object({
  requestedAt: z.iso.datetime(),
  dueAt: z.iso.datetime().describe('One month after the request'),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** What a user may do about their account's erasure, GET /api/users/me/erasure. */
export const myErasureSchema = z
  .object({
    way: z
      .enum(erasureWays)
      .describe("'self': the user erases their account at once, with their password; 'request': they ask, and an admin of the tenant erases it"),
    request: erasureRequestSchema.nullable().describe('Their request waiting for an admin, if any'),
    lastAdmin: z
      .boolean()
      .describe('The user is the only active admin of the tenant: their account is not erased, nor asked to be, until another one is named (409 CONFLICT)'),
  })
  .describe("A user's way to the erasure of their account");
export type MyErasure = z.infer<typeof myErasureSchema>;

/** POST /api/users/me/erasure: erased at once (the session ends with it), or asked of the tenant's admins. */
export const erasureOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('erased') }),
  z.object({ outcome: z.literal('requested'), request: erasureRequestSchema }),
]);
export type ErasureOutcome = z.infer<typeof erasureOutcomeSchema>;

/** A pending erasure request, as the tenant's admins see it (GET /api/admin/privacy-requests). */
const adminErasureRequestSchema = erasureRequestSchema.extend({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
});

export const adminErasureRequestsSchema = z.object({ items: z.array(adminErasureRequestSchema) });
export type AdminErasureRequests = z.infer<typeof adminErasureRequestsSchema>;

/** The one-click « keep my account » of the retention mail (POST /api/account-retention/keep), its token from the page's fragment. */
export const keepAccountBodySchema = z.object({ token: z.string().min(1).max(100) });
export type KeepAccountBody = z.infer<typeof keepAccountBodySchema>;

/** An account warned that it will be anonymised for its inactivity (docs/privacy.md#retention). */
const retentionNoticeSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string().describe("'' when the account has no address: it was warned in no mail"),
  lastActiveAt: z.iso.datetime().describe('Its last sign-in, or when its owner kept it, or its creation'),
  warnedAt: z.iso.datetime(),
  mailed: z.boolean().describe('Whether the mail went to an address'),
  anonymisedOn: z.iso.datetime().describe('When the daily pass anonymises it, unless its owner signs in or keeps it first'),
});

/** GET /api/admin/privacy/retention: the tenant's retention as it applies now. */
export const adminRetentionSchema = z.object({
  inactiveAccountYears: z.number().int(),
  signInHistoryMonths: z.number().int(),
  signInsKeptSince: z.iso.datetime().describe('Sign-ins that ended before this are deleted by the daily pass'),
  notices: z.array(retentionNoticeSchema).describe('The accounts warned, soonest anonymised first (at most 200)'),
  noticeCount: z.number().int().min(0),
});
export type AdminRetention = z.infer<typeof adminRetentionSchema>;
