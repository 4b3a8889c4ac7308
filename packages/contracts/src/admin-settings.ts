import { type EditableColour, editableColours, hexColourPattern, isCalendarDate, tenantSettingsLimits as limits } from '@espace/domain/admin/tenant-settings';
import { parseHelpContact, parseSupportContact } from '@espace/domain/admin/contact-address';
import { backofficeOrigin } from '@espace/domain/embeds/backoffice-origin';
import type { Theme } from '@espace/domain/display/theme-colours';
import { z } from 'zod';
import { contextSchema, contextSettingsSchema, localeSchema } from './context';

/**
 * A tenant's settings as its admin reads and writes them (docs/administration.md#settings): the
 * switches are the public ones (contextSettingsSchema), read as they are and written with the limits
 * below; the name, colours, texts and back-office origin are the tenant's own fields, gathered here.
 */

/** A shape with each default taken off: the admin writes every switch, so a missing one is refused rather than read as its default. */
type WithoutDefaults<Shape extends z.ZodRawShape> = { [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key] };
function withoutDefaults<Shape extends z.ZodRawShape>(shape: Shape): WithoutDefaults<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema instanceof z.ZodDefault ? schema.unwrap() : schema]),
  ) as WithoutDefaults<Shape>;
}
const switches = withoutDefaults(contextSettingsSchema.shape);

/** The legal documents a tenant publishes: 'cgu' (terms), 'rgpd' (data protection). */
export const legalDocuments = switches.legal.keyof().options;
export type LegalDocument = (typeof legalDocuments)[number];

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
      ...switches,
      authentication: z.strictObject({
        ...switches.authentication.shape,
        sso: z.boolean().optional().describe('Read only: what GET says is accepted back and ignored; single sign-on is switched with its provider'),
      }),
      userCanSet: z.strictObject(switches.userCanSet.shape),
      privacy: z.strictObject({
        ...switches.privacy.shape,
        // Written like every switch: a missing one is refused rather than read as its default.
        inactiveAccountYears: switches.privacy.shape.inactiveAccountYears.unwrap(),
        signInHistoryMonths: switches.privacy.shape.signInHistoryMonths.unwrap(),
      }),
      reminders: z.strictObject({
        notStarted: z.strictObject(switches.reminders.shape.notStarted.shape),
        inactive: z.strictObject(switches.reminders.shape.inactive.shape),
        dueSoon: z.strictObject(switches.reminders.shape.dueSoon.shape),
        overdue: z.strictObject(switches.reminders.shape.overdue.shape),
      }),
      locales: switches.locales.refine((locales) => new Set(locales).size === locales.length, 'each language once'),
      legal: z.strictObject(
        Object.fromEntries(legalDocuments.map((document) => [document, legalDocumentBodySchema.nullable()])) as Record<
          LegalDocument,
          z.ZodNullable<typeof legalDocumentBodySchema>
        >,
      ),
      demoVideoUrl: z
        .url({ protocol: /^https$/, error: 'an https address' })
        .max(limits.url)
        .nullable(),
      supportContact: z
        .string()
        .trim()
        .max(limits.supportContact)
        .refine((value) => parseSupportContact(value) !== null, 'an e-mail address or an http(s) address')
        .nullable()
        .default(null)
        .describe('Where learners report an accessibility barrier (the accessibility page); null, they are told to ask their trainer'),
      helpContact: z
        .string()
        .trim()
        .max(limits.helpContact)
        .refine((value) => parseHelpContact(value) !== null, 'an e-mail address or an https address')
        .nullable()
        .default(null)
        .describe('Where learners ask for help (the « Aide » entry of the signed-in footer); null, no such entry'),
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

/** As stored: read leniently, so a tenant written by other means (the generic resources, the seed) still opens here. */
export const tenantSettingsSchema = z
  .object({
    name: z.string(),
    colours: z.object(Object.fromEntries(editableColours.map((name) => [name, z.string()])) as Record<(typeof editableColours)[number], z.ZodString>),
    labels: contextSchema.shape.metas.shape.labels,
    settings: contextSettingsSchema,
    backofficeOrigin: contextSchema.shape.hosts.shape.backoffice,
  })
  .describe("A tenant's settings, as its admin edits them");
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/** The facts of a refused colour, in the 400's data.contrast. */
export interface ContrastRefusal {
  /** The theme whose colours fail (domain/admin/tenant-settings `contrastFindings`). */
  theme: Theme;
  colour: EditableColour;
  against: string;
  ratio: number;
  minimum: number;
  /** A shade of it that passes; null when none does. */
  proposed: string | null;
}
