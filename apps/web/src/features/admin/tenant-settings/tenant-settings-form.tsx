import type { ContrastRefusal, TenantSettings } from '@espace/contracts/admin-settings';
import type { EditableColour } from '@espace/domain/admin/tenant-settings';
import { type FormEvent, type Ref, useState } from 'react';
import type { Versioned } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormFailure } from '../../../lib/forms/form-failure';
import { FormField } from '../../../lib/forms/form-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useSaveTenantSettings } from './tenant-settings-api';
import { type ColourError, SettingsColours } from './settings-colours';
import { SettingsLegal } from './settings-legal';
import { SettingsReminders } from './settings-reminders';
import { SettingsSwitches } from './settings-switches';
import { isStaleVersion, StaleVersionAlert } from '../components/stale-version-alert';
import {
  bodyOf,
  draftOf,
  fieldOfPath,
  limits,
  type SettingsDraft,
  type SettingsField,
  settingsFields,
  type SettingsRule,
  settingsRules,
} from './tenant-settings-draft';
import { BusyButton } from '../../../lib/forms/busy-button';

/** A server refusal as the form shows it: on the field it names, with the contrast facts of a colour. */
interface Refusal {
  field: SettingsField;
  key: string;
  contrast?: ContrastRefusal;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every field a 400 names, with the screen's words for it (the server's own are English and technical). */
function refusalsOf(error: unknown): Refusal[] {
  const body = isRecord(error) && isRecord(error.body) ? error.body : undefined;
  if (!Array.isArray(body?.issues)) return [];
  const contrast = isRecord(body.data) && Array.isArray(body.data.contrast) ? (body.data.contrast as ContrastRefusal[]) : [];
  return body.issues.flatMap((issue: unknown): Refusal[] => {
    const field = isRecord(issue) && typeof issue.path === 'string' ? fieldOfPath(issue.path) : undefined;
    if (field === undefined) return [];
    const facts = contrast.find((finding) => finding.colour === field);
    if (facts) return [{ field, key: '', contrast: facts }];
    if (field === 'internal') return [{ field, key: 'admin.settings.rule.internalNeedsSso' }];
    if ((field === 'cguVersion' || field === 'rgpdVersion') && isRecord(issue) && String(issue.message).includes('new version'))
      return [{ field, key: 'admin.settings.rule.versionNeeded' }];
    return [{ field, key: 'admin.settings.rule.refused' }];
  });
}

/**
 * The tenant's settings, one form saved at once (docs/administration.md#settings): its rules are
 * judged together (the colours against each other, sign-in against single sign-on), so one save
 * sends one consistent set, and a refusal lands on its field wherever it is. What was typed stays
 * on a refusal; the saved settings replace it on success. A save starts from the version the form
 * read: when someone saved meanwhile, it is refused and the form offers to reload that version.
 */
export function TenantSettingsForm({ read, onReload }: { read: Versioned<TenantSettings>; onReload: () => Promise<Versioned<TenantSettings> | undefined> }) {
  const { t, i18n } = useTranslation();
  const feedback = useFormFeedback(settingsFields);
  const save = useSaveTenantSettings();
  // What the draft started from: a refetch in the background does not move it, so a save never overwrites unseen changes.
  const [base, setBase] = useState(read);
  const [reloading, setReloading] = useState(false);
  const saved = base.document;
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [done, setDone] = useState(false);
  const rules = settingsRules(draft, saved);
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  // Which theme fails, in its words: the light one against the background or the buttons' white text, the dark one against what it names.
  const contrastText = (colour: EditableColour, facts: Pick<ContrastRefusal, 'theme' | 'ratio' | 'minimum' | 'against'>) => {
    const values = { ratio: format.format(facts.ratio), minimum: format.format(facts.minimum), against: facts.against };
    if (facts.theme === 'dark') return t('admin.settings.rule.contrastDark', values);
    return t(
      facts.against.toLowerCase() === '#ffffff' && colour !== 'text' ? 'admin.settings.rule.contrastUnderWhite' : 'admin.settings.rule.contrastOnBackground',
      values,
    );
  };
  const ruleText = (field: SettingsField, rule: SettingsRule | undefined) =>
    rule === undefined ? undefined : 'key' in rule ? t(rule.key, rule.values) : contrastText(field as EditableColour, rule.contrast);
  const refusalOf = (field: SettingsField) => refusals.find((refusal) => refusal.field === field);
  // A refusal stands until its field changes (a changed field is judged by its rules again).
  const errorOf = (field: SettingsField): string | undefined => {
    const refusal = refusalOf(field);
    if (refusal !== undefined) return refusal.contrast ? contrastText(field as EditableColour, refusal.contrast) : t(refusal.key);
    return feedback.fieldError(field, ruleText(field, rules[field]));
  };
  const colourErrorOf = (colour: EditableColour): ColourError | undefined => {
    const text = errorOf(colour);
    if (text === undefined) return undefined;
    const rule = rules[colour];
    const proposed = refusalOf(colour)?.contrast?.proposed ?? (rule !== undefined && 'contrast' in rule ? rule.contrast.proposed : null);
    return { text, proposed };
  };

  /** `field`: the one whose refusal the change answers (null: a switch no rule judges). */
  const edit = (field: SettingsField | null, change: (previous: SettingsDraft) => SettingsDraft) => {
    setDraft(change);
    if (field !== null) {
      feedback.edited(field);
      setRefusals((previous) => previous.filter((refusal) => refusal.field !== field));
    }
    setDone(false);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || !feedback.attempt(settingsFields.filter((field) => rules[field] !== undefined))) return;
    setRefusals([]);
    save.mutate(
      { body: bodyOf(draft, saved), version: base.version },
      {
        onSuccess: (answer) => {
          setBase(answer);
          setDraft(draftOf(answer.document));
          feedback.reset();
          setDone(true);
        },
        onError: (error) => {
          if (isStaleVersion(error)) return;
          const found = refusalsOf(error);
          setRefusals(found);
          // Focuses the first field refused; a refusal that names none shows above the form.
          feedback.refuse(
            found.length === 0 ? error : { ...error, body: { ...(error as { body?: object }).body, issues: [{ path: found[0]!.field, message: '' }] } },
          );
        },
      },
    );
  }

  async function reload() {
    setReloading(true);
    const fresh = await onReload().finally(() => setReloading(false));
    if (fresh === undefined) return;
    setBase(fresh);
    setDraft(draftOf(fresh.document));
    setRefusals([]);
    feedback.reset();
    save.reset();
  }

  const text = (field: SettingsField, value: string, change: (value: string) => (previous: SettingsDraft) => SettingsDraft) => ({
    value,
    error: errorOf(field),
    inputRef: feedback.register(field),
    onBlur: () => feedback.touch(field),
    onChange: (event: { target: { value: string } }) => edit(field, change(event.target.value)),
  });
  const register = (field: SettingsField) => feedback.register(field) as Ref<HTMLInputElement>;

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      {feedback.formFailure && <FormFailure title={feedback.formFailure.title} message={feedback.formFailure.message} />}

      <section className="admin-panel" aria-labelledby="settings-identity">
        <h2 id="settings-identity">{t('admin.settings.identity.title')}</h2>
        <div className="settings-section">
          <FormField
            label={t('admin.settings.identity.name')}
            hint={t('admin.settings.identity.nameHint')}
            name="name"
            maxLength={limits.name}
            autoComplete="organization"
            {...text('name', draft.name, (name) => (previous) => ({ ...previous, name }))}
          />
          <FormField
            label={t('admin.settings.identity.backoffice')}
            hint={t('admin.settings.identity.backofficeHint')}
            name="backofficeOrigin"
            type="url"
            inputMode="url"
            maxLength={limits.url}
            autoComplete="off"
            spellCheck={false}
            {...text('backofficeOrigin', draft.backofficeOrigin, (backofficeOrigin) => (previous) => ({ ...previous, backofficeOrigin }))}
          />
          <p className="field__hint">{t('admin.settings.identity.later')}</p>
        </div>
      </section>

      <section className="admin-panel" aria-labelledby="settings-colours">
        <h2 id="settings-colours">{t('admin.settings.colours.title')}</h2>
        <div className="settings-section">
          <p className="field__hint">{t('admin.settings.colours.intro')}</p>
          <SettingsColours
            colours={draft.colours}
            onChange={(colour, value) => edit(colour, (previous) => ({ ...previous, colours: { ...previous.colours, [colour]: value } }))}
            onBlur={(colour) => feedback.touch(colour)}
            errorOf={colourErrorOf}
            register={register}
          />
        </div>
      </section>

      <SettingsSwitches
        draft={draft}
        sso={saved.settings.authentication.sso}
        errorOf={errorOf}
        register={register}
        onTouch={(field) => feedback.touch(field)}
        onChange={edit}
      />

      <SettingsReminders draft={draft} errorOf={errorOf} register={register} onTouch={(field) => feedback.touch(field)} onChange={edit} />

      <SettingsLegal draft={draft} errorOf={errorOf} register={feedback.register} onTouch={(field) => feedback.touch(field)} onChange={edit} />

      {/* Beside the button just pressed, where the admin is. */}
      {save.isError && isStaleVersion(save.error) && <StaleVersionAlert error={save.error} onReload={() => void reload()} reloading={reloading} />}
      <div className="settings-actions">
        <BusyButton className="button button--primary" busy={save.isPending}>
          {t('admin.settings.save')}
        </BusyButton>
        <p className="admin-status" role="status">
          {done ? t('admin.settings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
