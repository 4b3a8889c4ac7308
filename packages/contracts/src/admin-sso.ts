import { acceptableIssuer, normalisedIssuer, normalisedScopes, singleSignOnLimits as limits } from '@espace/domain/admin/single-sign-on';
import { z } from 'zod';

/** A tenant's single sign-on provider as its admin sets it (docs/administration.md#single-sign-on). */

const issuerSchema = z
  .string()
  .trim()
  .max(limits.issuer)
  .refine(acceptableIssuer, 'an https address (http only on this machine), without credentials, query or fragment')
  .transform(normalisedIssuer);

export const updateTenantSsoBodySchema = z
  .strictObject({
    issuer: issuerSchema.describe("The provider's issuer: its discovery document is at {issuer}/.well-known/openid-configuration"),
    clientId: z.string().trim().min(1).max(limits.clientId),
    clientSecret: z.string().min(1).max(limits.clientSecret).optional().describe('Write only: left out, the stored secret is kept'),
    scopes: z
      .string()
      .max(limits.scopes)
      .transform((scopes, context) => {
        const normalised = normalisedScopes(scopes);
        if (normalised === null) context.addIssue({ code: 'custom', message: 'scopes one space apart, openid among them' });
        return normalised ?? scopes;
      }),
    enabled: z.boolean().describe('The public single sign-on switch: the sign-in page offers the provider'),
  })
  .describe("The tenant's OpenID Connect provider and its switch");
export type UpdateTenantSsoBody = z.input<typeof updateTenantSsoBodySchema>;
export type UpdateTenantSso = z.output<typeof updateTenantSsoBodySchema>;

export const tenantSsoSchema = z
  .object({
    issuer: z.string().nullable(),
    clientId: z.string().nullable(),
    scopes: z.string(),
    hasClientSecret: z.boolean().describe('The secret itself is never sent back'),
    enabled: z.boolean(),
    callbackUrl: z.string().describe('The redirect URI to register at the provider'),
  })
  .describe("The tenant's single sign-on provider, without its secret");
export type TenantSso = z.infer<typeof tenantSsoSchema>;

export const testTenantSsoBodySchema = z.strictObject({ issuer: issuerSchema }).describe('The provider to try, saved or not');
export type TestTenantSsoBody = z.input<typeof testTenantSsoBodySchema>;

const ssoCheckNames = ['reached', 'document', 'issuer', 'endpoints', 'keys'] as const;
export type SsoCheckName = (typeof ssoCheckNames)[number];

export const tenantSsoTestSchema = z
  .object({
    ok: z.boolean(),
    checks: z.array(
      z.object({
        check: z.enum(ssoCheckNames),
        ok: z.boolean(),
        detail: z.string().nullable().describe('What went wrong or what was found, in English (a status, an address)'),
      }),
    ),
  })
  .describe('What the server found at the provider, check by check; a check after a failed one is not run');
export type TenantSsoTest = z.infer<typeof tenantSsoTestSchema>;
