import { RETENTION_NOTICE_DAYS, retentionBounds, type RetentionSetting, retentionSettingNames } from '@espace/domain/privacy/retention';
import type { Ref } from 'react';
import { FormField } from '../../../lib/forms/form-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SettingsGroup } from './settings-controls';
import type { SettingsDraft, SettingsField } from './tenant-settings-draft';

interface RetentionProps {
  draft: SettingsDraft;
  errorOf: (field: SettingsField) => string | undefined;
  register: (field: SettingsField) => Ref<HTMLInputElement>;
  onTouch: (field: SettingsField) => void;
  onChange: (field: SettingsField | null, change: (previous: SettingsDraft) => SettingsDraft) => void;
}

/**
 * How long the portal keeps an unused account and the sign-in history (docs/privacy.md#retention),
 * each a whole number within its bounds, typed as written and judged like the reminders' days.
 */
export function SettingsRetention({ draft, errorOf, register, onTouch, onChange }: RetentionProps) {
  const { t } = useTranslation();
  const field = (setting: RetentionSetting) => (
    <FormField
      key={setting}
      className="settings-retention__value"
      label={t(`admin.settings.retention.${setting}`)}
      hint={t(`admin.settings.retention.${setting}Hint`, { ...retentionBounds[setting], days: RETENTION_NOTICE_DAYS })}
      name={setting}
      type="number"
      inputMode="numeric"
      min={retentionBounds[setting].min}
      max={retentionBounds[setting].max}
      step={1}
      value={draft.retention[setting]}
      error={errorOf(setting)}
      inputRef={register(setting)}
      onBlur={() => onTouch(setting)}
      onChange={(event) => onChange(setting, (previous) => ({ ...previous, retention: { ...previous.retention, [setting]: event.target.value } }))}
    />
  );
  return (
    <SettingsGroup legend={t('admin.settings.retention.title')} hint={t('admin.settings.retention.hint')}>
      {retentionSettingNames.map(field)}
    </SettingsGroup>
  );
}
