import { type LegalDocument, legalDocuments, type TenantSettings, type UpdateTenantSettingsBody } from '@espace/contracts/admin-settings';
import {
  type ContrastFinding,
  contrastFindings,
  type EditableColour,
  editableColours,
  hexColourPattern,
  isCalendarDate,
  keepsASignIn,
  needsNewVersion,
  tenantSettingsLimits,
} from '@espace/domain/admin/tenant-settings';
import { parseHelpContact, parseSupportContact } from '@espace/domain/admin/contact-address';
import { backofficeOrigin } from '@espace/domain/embeds/backoffice-origin';
import { isReminderDays, reminderDays, type ReminderRule, reminderRules } from '@espace/domain/notifications/reminder-settings';
import { isRetentionValue, retentionBounds, type RetentionSetting, retentionSettingNames } from '@espace/domain/privacy/retention';

/** What the settings screen edits, as typed (docs/administration.md#settings). */

/** A legal document as typed: its version, date and text, each a string (all empty for none). */
export type LegalDraft = NonNullable<TenantSettings['settings']['legal'][LegalDocument]>;

type SavedSettings = TenantSettings['settings'];

/**
 * The switches as the screen edits them: single sign-on is shown, not switched (it is switched with
 * its provider); the retention durations are typed, apart (RetentionDraft).
 */
export type Switches = Omit<SavedSettings, 'legal' | 'demoVideoUrl' | 'supportContact' | 'helpContact' | 'authentication' | 'reminders' | 'privacy'> & {
  authentication: Omit<SavedSettings['authentication'], 'sso'>;
  privacy: Omit<SavedSettings['privacy'], RetentionSetting>;
};

/** The automatic reminders as typed: each rule on or off, its days as written. */
type RemindersDraft = Record<ReminderRule, { enabled: boolean; days: string }>;

/** The retention durations as typed (docs/privacy.md#retention): the years and the months, each its own field. */
type RetentionDraft = Record<RetentionSetting, string>;

export interface SettingsDraft {
  name: string;
  backofficeOrigin: string;
  colours: Record<EditableColour, string>;
  switches: Switches;
  demoVideoUrl: string;
  supportContact: string;
  helpContact: string;
  legal: Record<LegalDocument, LegalDraft>;
  reminders: RemindersDraft;
  retention: RetentionDraft;
}

/** A rule's days field: `notStartedDays`… */
export const reminderDaysField = (rule: ReminderRule) => `${rule}Days` as const;

export const settingsFields = [
  'name',
  'backofficeOrigin',
  ...editableColours,
  'internal',
  'locales',
  'demoVideoUrl',
  'supportContact',
  'helpContact',
  'requireTermsAcceptance',
  'cguVersion',
  'cguDate',
  'cguContent',
  'rgpdVersion',
  'rgpdDate',
  'rgpdContent',
  ...reminderRules.map(reminderDaysField),
  ...retentionSettingNames,
] as const;
export type SettingsField = (typeof settingsFields)[number];
export const legalField = (document: LegalDocument, part: keyof LegalDraft) => `${document}${part[0]!.toUpperCase()}${part.slice(1)}` as SettingsField;

const emptyLegal: LegalDraft = { version: '', date: '', content: '' };

export function draftOf(saved: TenantSettings): SettingsDraft {
  const { legal, demoVideoUrl, supportContact, helpContact, authentication, reminders, privacy, ...switches } = saved.settings;
  return {
    name: saved.name,
    backofficeOrigin: saved.backofficeOrigin ?? '',
    colours: { ...saved.colours },
    switches: {
      ...switches,
      authentication: { internal: authentication.internal, invitationCode: authentication.invitationCode },
      privacy: { accountErasure: privacy.accountErasure },
    },
    demoVideoUrl: demoVideoUrl ?? '',
    supportContact: supportContact ?? '',
    helpContact: helpContact ?? '',
    legal: { cgu: legal.cgu ?? emptyLegal, rgpd: legal.rgpd ?? emptyLegal },
    reminders: Object.fromEntries(
      reminderRules.map((rule) => [rule, { enabled: reminders[rule].enabled, days: String(reminders[rule].days) }]),
    ) as RemindersDraft,
    retention: Object.fromEntries(retentionSettingNames.map((setting) => [setting, String(privacy[setting])])) as RetentionDraft,
  };
}

/** A number as typed, when it is written in digits only (spaces around allowed); NaN otherwise. */
const typedWholeNumber = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** A rule's days as typed, when they are a whole number within its bounds; null otherwise. */
export function reminderDaysOf(rule: ReminderRule, typed: string): number | null {
  const days = typedWholeNumber(typed);
  return isReminderDays(rule, days) ? days : null;
}

/** A retention duration as typed, when it is a whole number within its bounds; null otherwise. */
function retentionValueOf(setting: RetentionSetting, typed: string): number | null {
  const value = typedWholeNumber(typed);
  return isRetentionValue(setting, value) ? value : null;
}

/** The durations as the body sends them: one out of its bounds as NaN, which the form's rules keep from being sent. */
function retentionOf(typed: RetentionDraft): Record<RetentionSetting, number> {
  const values = retentionSettingNames.map((setting) => [setting, retentionValueOf(setting, typed[setting]) ?? Number.NaN]);
  return Object.fromEntries(values) as Record<RetentionSetting, number>;
}

const blank = (value: string) => value.trim() === '';
const isBlankLegal = (draft: LegalDraft) => blank(draft.version) && blank(draft.date) && blank(draft.content);
const legalOf = (draft: LegalDraft) => (isBlankLegal(draft) ? null : { version: draft.version.trim(), date: draft.date, content: draft.content.trim() });

export function bodyOf(draft: SettingsDraft, saved: TenantSettings): UpdateTenantSettingsBody {
  return {
    name: draft.name.trim(),
    colours: draft.colours,
    labels: saved.labels,
    settings: {
      ...draft.switches,
      demoVideoUrl: blank(draft.demoVideoUrl) ? null : draft.demoVideoUrl.trim(),
      supportContact: blank(draft.supportContact) ? null : draft.supportContact.trim(),
      helpContact: blank(draft.helpContact) ? null : draft.helpContact.trim(),
      legal: { cgu: legalOf(draft.legal.cgu), rgpd: legalOf(draft.legal.rgpd) },
      reminders: Object.fromEntries(
        reminderRules.map((rule) => [rule, { enabled: draft.reminders[rule].enabled, days: reminderDaysOf(rule, draft.reminders[rule].days) ?? Number.NaN }]),
      ) as UpdateTenantSettingsBody['settings']['reminders'],
      privacy: { ...draft.switches.privacy, ...retentionOf(draft.retention) },
    },
    backofficeOrigin: blank(draft.backofficeOrigin) ? null : draft.backofficeOrigin.trim(),
  };
}

/** A rule a field breaks: a text key (with the values its text names), or a colour's contrast finding (its text needs the ratio and the proposed shade). */
export type SettingsRule = { key: string; values?: Record<string, number> } | { contrast: ContrastFinding };

const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

/** The rules the server keeps too (packages/domain/src/admin/tenant-settings.ts), checked as the admin types. */
export function settingsRules(draft: SettingsDraft, saved: TenantSettings): Partial<Record<SettingsField, SettingsRule>> {
  const rules: Partial<Record<SettingsField, SettingsRule>> = {};
  if (blank(draft.name)) rules.name = { key: 'admin.settings.rule.nameRequired' };
  if (!blank(draft.backofficeOrigin) && backofficeOrigin(draft.backofficeOrigin) === null)
    rules.backofficeOrigin = { key: 'admin.settings.rule.originInvalid' };
  for (const colour of editableColours) if (!hexColourPattern.test(draft.colours[colour].trim())) rules[colour] = { key: 'admin.settings.rule.colourInvalid' };
  for (const finding of contrastFindings(draft.colours)) rules[finding.colour] ??= { contrast: finding };
  if (!keepsASignIn({ internal: draft.switches.authentication.internal, sso: saved.settings.authentication.sso }))
    rules.internal = { key: 'admin.settings.rule.internalNeedsSso' };
  if (draft.switches.locales.length === 0) rules.locales = { key: 'admin.settings.rule.localesRequired' };
  if (!blank(draft.demoVideoUrl) && !isHttps(draft.demoVideoUrl.trim())) rules.demoVideoUrl = { key: 'admin.settings.rule.videoInvalid' };
  if (!blank(draft.supportContact) && parseSupportContact(draft.supportContact) === null)
    rules.supportContact = { key: 'admin.settings.rule.supportContactInvalid' };
  if (!blank(draft.helpContact) && parseHelpContact(draft.helpContact) === null) rules.helpContact = { key: 'admin.settings.rule.helpContactInvalid' };
  for (const rule of reminderRules) {
    if (reminderDaysOf(rule, draft.reminders[rule].days) === null)
      rules[reminderDaysField(rule)] = { key: 'admin.settings.rule.reminderDays', values: { min: reminderDays[rule].min, max: reminderDays[rule].max } };
  }
  for (const setting of retentionSettingNames) {
    if (retentionValueOf(setting, draft.retention[setting]) === null)
      rules[setting] = { key: `admin.settings.rule.${setting}`, values: { min: retentionBounds[setting].min, max: retentionBounds[setting].max } };
  }
  for (const document of legalDocuments) {
    const typed = draft.legal[document];
    if (isBlankLegal(typed)) continue;
    if (blank(typed.version)) rules[legalField(document, 'version')] = { key: 'admin.settings.rule.versionRequired' };
    else if (needsNewVersion(saved.settings.legal[document], legalOf(typed)))
      rules[legalField(document, 'version')] = { key: 'admin.settings.rule.versionNeeded' };
    if (!isCalendarDate(typed.date)) rules[legalField(document, 'date')] = { key: 'admin.settings.rule.dateInvalid' };
    if (blank(typed.content)) rules[legalField(document, 'content')] = { key: 'admin.settings.rule.contentRequired' };
  }
  return rules;
}

/** The screen's field for a path the server names in a refusal ('body.settings.legal.cgu.version' → cguVersion). */
export function fieldOfPath(path: string): SettingsField | undefined {
  const parts = path.replace(/^body\./, '').split('.');
  const [first, second, third, fourth] = parts;
  if (first === 'name' || first === 'backofficeOrigin') return first;
  if (first === 'colours') return editableColours.find((colour) => colour === second);
  if (first !== 'settings') return undefined;
  if (second === 'authentication') return 'internal';
  if (second === 'locales' || second === 'demoVideoUrl' || second === 'supportContact' || second === 'helpContact' || second === 'requireTermsAcceptance')
    return second;
  if (second === 'legal' && (third === 'cgu' || third === 'rgpd')) return legalField(third, fourth === 'date' || fourth === 'content' ? fourth : 'version');
  if (second === 'reminders') return reminderRules.map(reminderDaysField).find((field) => field === `${third}Days`);
  if (second === 'privacy') return retentionSettingNames.find((setting) => setting === third);
  return undefined;
}

export const limits = tenantSettingsLimits;
