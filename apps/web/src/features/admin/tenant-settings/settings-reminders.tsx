import { reminderDays, type ReminderRule, reminderRules } from '@espace/domain/notifications/reminder-settings';
import { reminderKinds } from '@espace/domain/notifications/reminders';
import type { Ref } from 'react';
import { FormField } from '../../../lib/forms/form-field';
import { notificationText } from '../../../lib/i18n/notification-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useTranslationsIn } from '../../../lib/i18n/use-translations-in';
import { SettingsCheckbox, SettingsGroup } from './settings-controls';
import { reminderDaysField, reminderDaysOf, type SettingsDraft, type SettingsField } from './tenant-settings-draft';

interface RemindersProps {
  draft: SettingsDraft;
  errorOf: (field: SettingsField) => string | undefined;
  register: (field: SettingsField) => Ref<HTMLInputElement>;
  onTouch: (field: SettingsField) => void;
  onChange: (field: SettingsField | null, change: (previous: SettingsDraft) => SettingsDraft) => void;
}

/** The languages the preview writes each reminder in: every learner reads one of them. */
const previewLanguages = ['fr', 'en'] as const;

/**
 * The tenant's automatic reminders (docs/trainers.md#automatic-reminders): each rule's switch and
 * days, and for each rule on, the sentence a learner receives in French and in English, written by
 * the notification centre's own texts (the tenant's wording included) with an example course.
 */
export function SettingsReminders({ draft, errorOf, register, onTouch, onChange }: RemindersProps) {
  const { t } = useTranslation();
  const inLanguage = useTranslationsIn(previewLanguages);
  const set = (rule: ReminderRule, field: SettingsField | null, change: Partial<SettingsDraft['reminders'][ReminderRule]>) =>
    onChange(field, (previous) => ({ ...previous, reminders: { ...previous.reminders, [rule]: { ...previous.reminders[rule], ...change } } }));
  const preview = (rule: ReminderRule) => {
    const days = reminderDaysOf(rule, draft.reminders[rule].days);
    if (!draft.reminders[rule].enabled || days === null || inLanguage === undefined) return null;
    const params = { course: t('admin.settings.reminders.exampleCourse'), days: String(days) };
    return (
      <figure className="settings-reminder__preview">
        <figcaption>{t('admin.settings.reminders.preview')}</figcaption>
        {previewLanguages.map((language) => (
          <p key={language}>
            <span className="settings-reminder__language">{t(`admin.settings.reminders.language.${language}`)}</span>{' '}
            <q lang={language}>{notificationText(inLanguage[language], { kind: reminderKinds[rule], params })}</q>
          </p>
        ))}
      </figure>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="settings-reminders">
      <h2 id="settings-reminders">{t('admin.settings.reminders.title')}</h2>
      <div className="settings-section">
        <p className="field__hint">{t('admin.settings.reminders.intro')}</p>
        {reminderRules.map((rule) => (
          <SettingsGroup key={rule} legend={t(`admin.settings.reminders.rule.${rule}.title`)}>
            <SettingsCheckbox
              label={t(`admin.settings.reminders.rule.${rule}.switch`)}
              hint={t(`admin.settings.reminders.rule.${rule}.hint`)}
              checked={draft.reminders[rule].enabled}
              onChange={(enabled) => set(rule, null, { enabled })}
            />
            <FormField
              className="settings-reminder__days"
              label={t(`admin.settings.reminders.rule.${rule}.days`)}
              hint={t('admin.settings.reminders.daysHint', { min: reminderDays[rule].min, max: reminderDays[rule].max })}
              name={reminderDaysField(rule)}
              type="number"
              inputMode="numeric"
              min={reminderDays[rule].min}
              max={reminderDays[rule].max}
              step={1}
              value={draft.reminders[rule].days}
              error={errorOf(reminderDaysField(rule))}
              inputRef={register(reminderDaysField(rule))}
              onBlur={() => onTouch(reminderDaysField(rule))}
              onChange={(event) => set(rule, reminderDaysField(rule), { days: event.target.value })}
            />
            {preview(rule)}
          </SettingsGroup>
        ))}
      </div>
    </section>
  );
}
