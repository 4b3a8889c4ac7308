import { cmi5LaunchMethods } from '@espace/domain/xapi/cmi5/cmi5-au';
import { XAPI_SCOPES } from '@espace/domain/xapi/scopes';
import { z } from 'zod';

/** xAPI's OAuth scopes, the permissions of an LRS client (docs/xapi.md). */
const lrsScopeSchema = z.enum(XAPI_SCOPES);

export const lrsClientBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(120).describe('Who uses it: "Analytics dashboard", "Authoring tool preview"…'),
  scopes: z.array(lrsScopeSchema).min(1).max(8),
});

const lrsClientSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  scopes: z.array(lrsScopeSchema),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

/** The answer of a creation: the only time the secret is ever shown. */
export const createdLrsClientSchema = lrsClientSchema.extend({
  secret: z.string().describe('Shown once; the LRS keeps only its SHA-256'),
  endpoint: z.string().describe("The LRS's base endpoint, relative to the tenant's origin: /api/xapi/"),
});
export type CreatedLrsClient = z.infer<typeof createdLrsClientSchema>;

export const lrsClientListSchema = z.object({ items: z.array(lrsClientSchema) });

export const lrsClientParamsSchema = z.strictObject({ id: z.uuid() });

/** A tenant's external LRS (hosts.lrs): where its launches send statements, and with which credentials. */
export const lrsSettingsBodySchema = z.strictObject({
  endpoint: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i, 'must be an https:// URL')
    .nullable()
    .describe("The external LRS's base endpoint; null goes back to the portal's own LRS"),
  key: z.string().min(1).max(500).optional(),
  secret: z.string().min(1).max(500).optional(),
});
export const lrsSettingsAnswerSchema = z.object({ endpoint: z.string().nullable() });

export const xapiLaunchParamsSchema = z.strictObject({ id: z.uuid(), pageId: z.uuid() });
export const xapiLaunchBodySchema = z.strictObject({
  url: z.string().min(1).max(2048).describe("The activity's URL as the page holds it: the block's own, or a media-tincan row's"),
});

/**
 * What the player gives an activity (docs/product/api-calls.md#tincan-launch-url): the endpoint, Basic credentials
 * made for this launch, the learner's agent and the registration; for a cmi5 AU, the fetch URL and
 * the AU's activity id instead of the credentials.
 */
export const xapiLaunchSchema = z.object({
  endpoint: z.string(),
  auth: z.string().nullable().describe('`Basic …` for a tincan launch; null for cmi5, whose AU fetches its token'),
  actor: z.record(z.string(), z.unknown()),
  registration: z.string(),
  cmi5: z.object({ fetch: z.string(), activityId: z.string(), launchMethod: z.enum(cmi5LaunchMethods) }).nullable(),
});
export type XapiLaunch = z.infer<typeof xapiLaunchSchema>;

/** The page's state as its statements left it, polled by the player on a tincan page. */
export const pageXapiStateSchema = z.object({
  pageId: z.string(),
  answered: z.boolean(),
  scoring: z.object({ actual: z.number(), max: z.number() }).nullable(),
});
export type PageXapiState = z.infer<typeof pageXapiStateSchema>;

/** The right of access: every statement the LRS holds about the learner. */
export const myStatementsSchema = z.object({ statements: z.array(z.record(z.string(), z.unknown())), more: z.boolean() });
