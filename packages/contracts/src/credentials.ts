import { z } from 'zod';
import { badgeCredentialKinds } from '@espace/domain/credentials/earned-badges';
import { guidField, isoDateTime } from './common';

/** Open Badges 3.0 credentials: their verification, their public page, their revocation (docs/credentials.md). */

/** The largest credential file /verify takes: ours weigh a few kilobytes; a baked image more. */
export const CREDENTIAL_MAX_BYTES = 512 * 1024;
/** The longest reason a revocation takes, trimmed: the admin's field counts up to it. */
export const REVOCATION_REASON_MAX = 500;

export const credentialVerificationRequestSchema = z
  .union([
    z.strictObject({ code: z.string().trim().min(1).max(64).describe("A certificate's verification code") }),
    z.strictObject({ credentialId: guidField.describe('A credential of this portal, as its share page names it') }),
    z.strictObject({ credential: z.record(z.string(), z.unknown()).describe('A credential file (JSON), from any issuer') }),
  ])
  .describe('What to verify: a code, a credential of this portal, or a credential file');
export type CredentialVerificationRequest = z.infer<typeof credentialVerificationRequestSchema>;

const signatureChecks = ['valid', 'invalid', 'unresolvable', 'not-the-issuers', 'malformed'] as const;
const statusChecks = ['active', 'revoked', 'unresolvable', 'invalid', 'none', 'not-checked'] as const;
const dateChecks = ['valid', 'expired', 'not-yet-valid'] as const;
const issuerKinds = ['this-portal', 'did-key', 'external'] as const;
const verificationOutcomes = ['valid', 'revoked', 'expired', 'not-yet-valid', 'invalid', 'unverifiable'] as const;

const credentialSummarySchema = z
  .object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    issuer: z.object({ id: z.string().nullable(), name: z.string().nullable(), url: z.string().nullable() }),
    achievement: z.object({
      name: z.string().nullable(),
      description: z.string().nullable(),
      criteria: z.string().nullable(),
      type: z.string().nullable().describe("Its achievementType: 'Certificate' for a certificate of this portal, 'Badge' for a badge (the pages name it so)"),
    }),
    competencies: z.array(z.string()),
    learner: z.string().nullable().describe('The name the credential gives its holder, when it gives one'),
    results: z.array(z.object({ label: z.string().nullable(), value: z.string() })),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
  })
  .describe('What a credential says, read from it as it is (not trusted before the checks)');
export type CredentialSummary = z.infer<typeof credentialSummarySchema>;

export const credentialVerificationSchema = z
  .object({
    outcome: z
      .enum(verificationOutcomes)
      .describe('valid; revoked; expired or not yet valid; invalid (altered, or signed by another key); unverifiable (its keys cannot be resolved offline)'),
    checks: z.object({
      signature: z.enum(signatureChecks),
      status: z.enum(statusChecks),
      dates: z.enum(dateChecks),
      issuer: z.enum(issuerKinds),
    }),
    revokedAt: isoDateTime.nullable().describe('When its issuer, this portal, revoked it'),
    unresolved: z.string().nullable().describe('The key or list that could not be resolved offline'),
    credential: credentialSummarySchema.nullable(),
    sharePath: z.string().nullable().describe('Its public page here, when it is a credential of this tenant'),
  })
  .describe("A credential's checks, each in plain words on the page (docs/credentials.md#verifying)");
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

export const credentialParamsSchema = z.strictObject({ credentialId: guidField });

export const revokeCredentialBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(REVOCATION_REASON_MAX).describe('Why, recorded in the audit log and told to the learner'),
});

export const adminCredentialsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).default('').describe("Part of a learner's name or address, a course's title or a code"),
  kind: z.enum(['certificates', 'badges']).default('certificates').describe("Certificates' credentials, or badges' (docs/credentials.md#badges)"),
});
export type AdminCredentialsQuery = z.infer<typeof adminCredentialsQuerySchema>;

export const issuedCredentialSchema = z.object({
  id: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  course: z.string().describe("What it attests: a certificate's course, or a badge's name as issued (« Or — Vente »)"),
  code: z.string().nullable().describe("A certificate's verification code; null for a badge"),
  issuedAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  revocationReason: z.string().nullable(),
  sharePath: z.string(),
});
export type IssuedCredential = z.infer<typeof issuedCredentialSchema>;

export const adminCredentialsPageSchema = z
  .object({
    items: z.array(issuedCredentialSchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    signingKey: z.number().int().nullable().describe('The number of the key that signs now; null before the first credential'),
    badgesIssued: z.boolean().describe('Whether the tenant ever issued a badge: the screen then offers to list them'),
  })
  .describe("One page of the tenant's credentials, newest first");
export type AdminCredentialsPage = z.infer<typeof adminCredentialsPageSchema>;

export const keyRotationSchema = z.object({ signingKey: z.number().int().describe('The new signing key; the previous ones stay published') });

/** A badge a learner earned, as a credential (docs/credentials.md#badges): the levels tab's badges and a course's medal. */
const badgeCredentialSchema = z.object({
  id: z.string(),
  kind: z
    .enum(badgeCredentialKinds)
    .describe('pi: the global score; job: a course category; competency: a top-level competency; course: a course ended with a medal'),
  subject: z
    .string()
    .describe("What the badge is of, as it is called now: the job's, competency's or course's title; empty for pi, or for what the learner no longer follows"),
  level: z.enum(['bronze', 'silver', 'gold']),
  name: z.string().describe("The credential's name as issued, in the tenant's first language"),
  earnedAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  sharePath: z.string().describe('Its public page'),
  documentUrl: z.string().describe('Its signed file'),
});
export type BadgeCredential = z.infer<typeof badgeCredentialSchema>;

export const badgeCredentialsResponseSchema = z
  .object({ items: z.array(badgeCredentialSchema) })
  .describe("The learner's badges as credentials, best level first within each kind; those earned since the last read are issued now");
