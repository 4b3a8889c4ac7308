import {
  type EditableColour,
  editableColours,
  hexColourPattern,
  isCalendarDate,
  parseSupportContact,
  tenantSettingsLimits as limits,
} from '@espace/domain/admin/tenant-settings';
import { backofficeOrigin } from '@espace/domain/embeds/backoffice-origin';
import { z } from 'zod';
import { certificationTypeSchema, localeSchema } from './context';

/** A tenant's settings as its admin reads and writes them (docs/administration.md#settings). */

const hexColour = z
  .string()
  .trim()
  .regex(hexColourPattern, 'a colour as #rrggbb')
  .transform((colour) => colour.toLowerCase());

const legalDocumentBodySchema = z.strictObject({
  version: z.string().trim().min(1).max(limits.legalVersion).describe('What learners accept: a new version asks each of them again at their next sign-in'),
  date: z.string().refine(isCalendarDate, 'a date as YYYY-MM-DD').describe('YYYY-MM-DD'),
  content: z.string().trim().min(1).max(limits.legalContent).describe('HTML, sanitised when shown'),
});

export const labelsBodySchema = z
  .partialRecord(localeSchema, z.record(z.string().min(1).max(limits.labelKey), z.string().max(limits.labelText)))
  .refine(
    (labels) => Object.values(labels).every((byKey) => byKey === undefined || Object.keys(byKey).length <= limits.labelsPerLocale),
    `at most ${limits.labelsPerLocale} texts a language`,
  )
  .describe('Interface texts the tenant words its own way, by language then text key');

const originSchema = z
  .string()
  .trim()
  .max(limits.url)
  .refine((value) => backofficeOrigin(value) !== null, 'an http(s) address')
  .transform((value) => backofficeOrigin(value) ?? value);

export const updateTenantSettingsBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(limits.name),
    colours: z.strictObject(Object.fromEntries(editableColours.map((name) => [name, hexColour])) as Record<(typeof editableColours)[number], typeof hexColour>),
    labels: labelsBodySchema,
    settings: z.strictObject({
      authentication: z.strictObject({
        internal: z.boolean().describe('Sign-in with a password; may be off only while single sign-on is on'),
        invitationCode: z.boolean().describe('Registration with an invitation code'),
        sso: z.boolean().optional().describe('Read only: what GET says is accepted back and ignored; single sign-on is switched with its provider'),
      }),
      userCanSet: z.strictObject({ firstname: z.boolean(), lastname: z.boolean(), email: z.boolean(), username: z.boolean(), birthday: z.boolean() }),
      simplePasswordForInvitation: z.boolean(),
      allowContactTeacher: z.boolean(),
      certificationAccess: z.boolean(),
      certificationType: certificationTypeSchema,
      requireTermsAcceptance: z.boolean(),
      locales: z
        .array(localeSchema)
        .min(1)
        .refine((locales) => new Set(locales).size === locales.length, 'each language once'),
      legal: z.strictObject({ cgu: legalDocumentBodySchema.nullable(), rgpd: legalDocumentBodySchema.nullable() }),
      demoVideoUrl: z
        .url({ protocol: /^https$/, error: 'an https address' })
        .max(limits.url)
        .nullable(),
      lockZoomOnPhones: z.boolean(),
      supportContact: z
        .string()
        .trim()
        .max(limits.supportContact)
        .refine((value) => parseSupportContact(value) !== null, 'an e-mail address or an http(s) address')
        .nullable()
        .default(null)
        .describe('Where learners report an accessibility barrier (the accessibility page); null, they are told to ask their trainer'),
    }),
    backofficeOrigin: originSchema.nullable().describe('The back office allowed to drive preview and correction (docs/embeds.md#the-origin-rule)'),
  })
  .describe(
    "A tenant's settings: every part is replaced. Single sign-on is switched with its provider (PUT /api/contexts/{id}/oidc), logos and icons are not written here.",
  );
/** What the client sends. */
export type UpdateTenantSettingsBody = z.input<typeof updateTenantSettingsBodySchema>;
/** What the server works with, trimmed and normalised. */
export type UpdateTenantSettings = z.output<typeof updateTenantSettingsBodySchema>;

const legalDocumentSchema = z.object({ version: z.string(), date: z.string(), content: z.string() });

/** As stored: read leniently, so a tenant written by other means (the generic resources, the seed) still opens here. */
export const tenantSettingsSchema = z
  .object({
    name: z.string(),
    colours: z.object(Object.fromEntries(editableColours.map((name) => [name, z.string()])) as Record<(typeof editableColours)[number], z.ZodString>),
    labels: z.record(z.string(), z.record(z.string(), z.string())),
    settings: z.object({
      authentication: z.object({
        internal: z.boolean(),
        sso: z.boolean().describe('Read only here: switched with the single sign-on provider'),
        invitationCode: z.boolean(),
      }),
      userCanSet: z.object({ firstname: z.boolean(), lastname: z.boolean(), email: z.boolean(), username: z.boolean(), birthday: z.boolean() }),
      simplePasswordForInvitation: z.boolean(),
      allowContactTeacher: z.boolean(),
      certificationAccess: z.boolean(),
      certificationType: certificationTypeSchema,
      requireTermsAcceptance: z.boolean(),
      locales: z.array(localeSchema),
      legal: z.object({ cgu: legalDocumentSchema.nullable(), rgpd: legalDocumentSchema.nullable() }),
      demoVideoUrl: z.string().nullable(),
      lockZoomOnPhones: z.boolean(),
      supportContact: z.string().nullable(),
    }),
    backofficeOrigin: z.string().nullable(),
  })
  .describe("A tenant's settings, as its admin edits them");
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/** The facts of a refused colour, in the 400's data.contrast. */
export interface ContrastRefusal {
  colour: EditableColour;
  against: string;
  ratio: number;
  minimum: number;
  /** A shade of it that passes; null when none does. */
  proposed: string | null;
}
