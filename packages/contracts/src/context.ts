import { supportedLocales } from '@espace/domain/locale';
import { reminderDays, type ReminderRule } from '@espace/domain/notifications/reminder-settings';
import { erasureWays } from '@espace/domain/privacy/erasure';
import { type RetentionSetting, retentionBounds } from '@espace/domain/privacy/retention';
import { certificationTypes, conservativeTenantSwitches } from '@espace/domain/tenant-switches';
import { z } from 'zod';

export const localeSchema = z.enum(supportedLocales);
export const certificationTypeSchema = z.enum(certificationTypes);
export type Locale = z.infer<typeof localeSchema>;

export const contextHostsSchema = z.object({
  api: z.string().nullable().describe('API base the web app uses after loading the context; relative paths are same-origin'),
  backoffice: z.string().nullable().describe('Origin allowed to drive preview and correction'),
  certification: z.string().nullable(),
  frontoffice: z.string().nullable().describe('host[:port] that selects this tenant'),
  lrs: z.string().nullable(),
});

export const contextAssetsSchema = z.object({
  logos: z.object({ main: z.string().nullable(), small: z.string().nullable() }),
  favicon: z.string().nullable(),
  splashScreens: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  touchIcons: z.array(z.object({ url: z.string(), size: z.number().int() })),
  signature: z
    .string()
    .nullable()
    .default(null)
    .describe("The signature or stamp printed on the tenant's PDF certificates, a PNG; null (or missing from the stored tenant): none"),
});

export const contextMetasSchema = z.object({
  colours: z.record(z.string(), z.string()).describe('CSS colours by name: primary, secondary, background, text…'),
  labels: z.record(z.string(), z.record(z.string(), z.string())).describe('Tenant wording by locale then i18n key, overriding the bundled texts'),
});

const legalDocumentSchema = z.object({
  version: z.string(),
  date: z.string(),
  content: z.string(),
});

/**
 * The tenant switches (docs/product/accounts.md#tenant-switches): the one declaration of the tenant's
 * settings. Everything public; secrets (single sign-on client secret…) never appear here. Each
 * switch defaults to its most conservative value (domain's `conservativeTenantSwitches`, a fresh
 * copy each time): a tenant stored without it reads that, and all of them stand in while the tenant
 * is unknown or for a stored value that does not parse. The admin's write (admin-settings.ts) takes
 * its keys from here.
 */
/** A switch's conservative value, copied (its values are JSON): a read that changes what it got changes no later read. */
const conservative =
  <K extends keyof typeof conservativeTenantSwitches>(key: K) =>
  (): (typeof conservativeTenantSwitches)[K] =>
    JSON.parse(JSON.stringify(conservativeTenantSwitches[key])) as (typeof conservativeTenantSwitches)[K];

/** One automatic reminder: on or off, and its days within the rule's bounds. */
const reminderSettingSchema = (rule: ReminderRule, days: string) =>
  z.object({
    enabled: z.boolean(),
    days: z.number().int().min(reminderDays[rule].min).max(reminderDays[rule].max).describe(days),
  });

/** A retention setting: a whole number within its bounds, its initial value when the tenant has none. */
const retentionSettingSchema = (setting: RetentionSetting) =>
  z.number().int().min(retentionBounds[setting].min).max(retentionBounds[setting].max).default(retentionBounds[setting].initial);

export const contextSettingsSchema = z.object({
  authentication: z
    .object({
      internal: z.boolean().describe('Sign-in with a password; may be off only while single sign-on is on'),
      sso: z.boolean(),
      invitationCode: z.boolean().describe('Registration with an invitation code'),
    })
    .default(conservative('authentication')),
  certificationAccess: z.boolean().default(conservative('certificationAccess')),
  certificationType: certificationTypeSchema.default(conservative('certificationType')),
  badgeCredentials: z
    .boolean()
    .default(conservative('badgeCredentials'))
    .describe("The levels tab's badges and courses' medals issued as Open Badges credentials the learner can share (docs/credentials.md#badges)"),
  userCanSet: z
    .object({
      firstname: z.boolean(),
      lastname: z.boolean(),
      email: z.boolean(),
      username: z.boolean(),
      birthday: z.boolean(),
    })
    .default(conservative('userCanSet')),
  simplePasswordForInvitation: z.boolean().default(conservative('simplePasswordForInvitation')),
  allowContactTeacher: z.boolean().default(conservative('allowContactTeacher')),
  requireTermsAcceptance: z.boolean().default(conservative('requireTermsAcceptance')),
  locales: z.array(localeSchema).min(1).default(conservative('locales')).describe('Interface languages this tenant offers'),
  legal: z.object({ cgu: legalDocumentSchema.nullable(), rgpd: legalDocumentSchema.nullable() }).default(conservative('legal')),
  demoVideoUrl: z.string().nullable().default(conservative('demoVideoUrl')),
  supportContact: z
    .string()
    .nullable()
    .default(conservative('supportContact'))
    .describe(
      'Where learners report an accessibility barrier: an e-mail address or an http(s) page, shown on /accessibilite; null, the page tells them to ask their trainer',
    ),
  helpContact: z
    .string()
    .nullable()
    .default(conservative('helpContact'))
    .describe("Where learners ask for help: an e-mail address or an https page, the « Aide » entry of every signed-in page's footer; null, no such entry"),
  lockZoomOnPhones: z
    .boolean()
    .default(conservative('lockZoomOnPhones'))
    .describe(
      'The original no-zoom-under-768-px rule (docs/product/screens-and-routes.md#small-screens). Off by default: on, pinch-zoom is disabled on phones, which fails WCAG 1.4.4 Resize text (docs/browsers.md)',
    ),
  reminders: z
    .object({
      notStarted: reminderSettingSchema('notStarted', 'Days after the course opened to the learner, who has not started it'),
      inactive: reminderSettingSchema('inactive', "Days since the learner's last activity in a course they started"),
      dueSoon: reminderSettingSchema('dueSoon', 'Days before the due day (the learner’s, extension counted)'),
      overdue: reminderSettingSchema('overdue', 'Days after the due day'),
    })
    .default(conservative('reminders'))
    .describe(
      'Automatic reminders (docs/trainers.md#automatic-reminders): each rule tells a learner once per course, in the notification centre, of a course they can play and have not finished. All off by default',
    ),
  privacy: z
    .object({
      accountErasure: z
        .enum(erasureWays)
        .describe(
          "How a user has their account erased (docs/privacy.md#erasure): 'self', at once with their password; 'request', they ask and an admin of the tenant erases it within a month. An account without a password always asks",
        ),
      // Each with its own default: a tenant saved before these settings existed reads them.
      inactiveAccountYears: retentionSettingSchema('inactiveAccountYears').describe(
        'An account unused this many years (no sign-in, not kept from the mail sent a month before) is anonymised (docs/privacy.md#retention)',
      ),
      signInHistoryMonths: retentionSettingSchema('signInHistoryMonths').describe('Sign-ins that ended longer ago than this many months are deleted'),
    })
    .default(conservative('privacy')),
});
export type ContextSettings = z.infer<typeof contextSettingsSchema>;

export const contextSchema = z
  .object({
    id: z.string(),
    alias: z.string().min(1),
    name: z.string().min(1),
    description: z.string().nullable(),
    hosts: contextHostsSchema,
    assets: contextAssetsSchema,
    metas: contextMetasSchema,
    settings: contextSettingsSchema,
  })
  .describe('A tenant (docs/product/data-model.md#context), public fields only');
export type Context = z.infer<typeof contextSchema>;
