import { contextSettingsSchema } from '@espace/contracts/context';
import { erasureWays } from '@espace/domain/privacy/erasure';
import { certificationTypes } from '@espace/domain/tenant-switches';
import { supportedLocales } from '@espace/domain/locale';
import type { Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormField } from '../../../lib/forms/form-field';
import { SettingsCheckbox, SettingsGroup } from './settings-controls';
import { SettingsRetention } from './settings-retention';
import { limits, type SettingsDraft, type SettingsField, type Switches } from './tenant-settings-draft';

/** The profile fields a tenant lets its users set, in the order of the switches. */
const profileFields = contextSettingsSchema.shape.userCanSet.unwrap().keyof().options;
/** A switch that is one checkbox: any that is true or false. */
type Flag = { [Name in keyof Switches]: Switches[Name] extends boolean ? Name : never }[keyof Switches];
type TextSetting = 'demoVideoUrl' | 'supportContact' | 'helpContact';

interface SwitchesProps {
  draft: SettingsDraft;
  sso: boolean;
  errorOf: (field: SettingsField) => string | undefined;
  register: (field: SettingsField) => Ref<HTMLInputElement>;
  onTouch: (field: SettingsField) => void;
  onChange: (field: SettingsField | null, change: (previous: SettingsDraft) => SettingsDraft) => void;
}

/** The tenant's switches (docs/product/accounts.md#tenant-switches), each a checkbox saying what it turns on. */
export function SettingsSwitches({ draft, sso, errorOf, register, onTouch, onChange }: SwitchesProps) {
  const { t } = useTranslation();
  const typeName = useId();
  const erasureName = useId();
  const { switches } = draft;
  const set = (field: SettingsField | null, change: (previous: Switches) => Switches) =>
    onChange(field, (previous) => ({ ...previous, switches: change(previous.switches) }));
  const flag = (name: Flag) => (
    <SettingsCheckbox
      label={t(`admin.settings.switches.${name}`)}
      hint={t(`admin.settings.switches.${name}Hint`)}
      checked={switches[name]}
      onChange={(checked) => set(null, (previous) => ({ ...previous, [name]: checked }))}
    />
  );
  /** A free-text setting: an address the tenant gives, typed as it is (no spelling, no autofill). */
  const textField = (name: TextSetting, input: { type?: 'url'; inputMode?: 'url'; maxLength: number }) => (
    <FormField
      label={t(`admin.settings.switches.${name}`)}
      hint={t(`admin.settings.switches.${name}Hint`)}
      name={name}
      {...input}
      autoComplete="off"
      spellCheck={false}
      value={draft[name]}
      error={errorOf(name)}
      inputRef={register(name)}
      onBlur={() => onTouch(name)}
      onChange={(event) => onChange(name, (previous) => ({ ...previous, [name]: event.target.value }))}
    />
  );
  return (
    <section className="admin-panel" aria-labelledby="settings-switches">
      <h2 id="settings-switches">{t('admin.settings.switches.title')}</h2>
      <div className="settings-section">
        <SettingsGroup legend={t('admin.settings.switches.signIn')}>
          <SettingsCheckbox
            label={t('admin.settings.switches.internal')}
            hint={t('admin.settings.switches.internalHint')}
            checked={switches.authentication.internal}
            error={errorOf('internal')}
            inputRef={register('internal')}
            onChange={(internal) => set('internal', (previous) => ({ ...previous, authentication: { ...previous.authentication, internal } }))}
          />
          <SettingsCheckbox
            label={t('admin.settings.switches.invitationCode')}
            hint={t('admin.settings.switches.invitationCodeHint')}
            checked={switches.authentication.invitationCode}
            onChange={(invitationCode) => set(null, (previous) => ({ ...previous, authentication: { ...previous.authentication, invitationCode } }))}
          />
          {flag('simplePasswordForInvitation')}
          <p className="field__hint">{t(sso ? 'admin.settings.switches.ssoOn' : 'admin.settings.switches.ssoOff')}</p>
        </SettingsGroup>

        <SettingsGroup legend={t('admin.settings.switches.userCanSet')} hint={t('admin.settings.switches.userCanSetHint')}>
          {profileFields.map((field) => (
            <SettingsCheckbox
              key={field}
              label={t(`admin.settings.switches.field.${field}`)}
              checked={switches.userCanSet[field]}
              onChange={(checked) => set(null, (previous) => ({ ...previous, userCanSet: { ...previous.userCanSet, [field]: checked } }))}
            />
          ))}
        </SettingsGroup>

        <SettingsGroup legend={t('admin.settings.switches.learning')}>
          {flag('allowContactTeacher')}
          {flag('certificationAccess')}
          {flag('badgeCredentials')}
        </SettingsGroup>

        <SettingsGroup legend={t('admin.settings.switches.certificationType')} hint={t('admin.settings.switches.certificationTypeHint')}>
          {certificationTypes.map((type) => (
            <div key={type} className="settings-check">
              <input
                id={`${typeName}-${type}`}
                type="radio"
                name={typeName}
                checked={switches.certificationType === type}
                onChange={() => set(null, (previous) => ({ ...previous, certificationType: type }))}
              />
              <label htmlFor={`${typeName}-${type}`}>{t(`admin.settings.switches.type.${type}`)}</label>
            </div>
          ))}
        </SettingsGroup>

        <SettingsGroup legend={t('admin.settings.switches.accountErasure')} hint={t('admin.settings.switches.accountErasureHint')}>
          {erasureWays.map((way) => (
            <div key={way} className="settings-check">
              <input
                id={`${erasureName}-${way}`}
                type="radio"
                name={erasureName}
                checked={switches.privacy.accountErasure === way}
                onChange={() => set(null, (previous) => ({ ...previous, privacy: { ...previous.privacy, accountErasure: way } }))}
              />
              <label htmlFor={`${erasureName}-${way}`}>{t(`admin.settings.switches.erasure.${way}`)}</label>
            </div>
          ))}
        </SettingsGroup>

        <SettingsRetention draft={draft} errorOf={errorOf} register={register} onTouch={onTouch} onChange={onChange} />

        <SettingsGroup legend={t('admin.settings.switches.locales')} hint={t('admin.settings.switches.localesHint')} error={errorOf('locales')}>
          {supportedLocales.map((locale, index) => (
            <SettingsCheckbox
              key={locale}
              label={t(`admin.settings.switches.locale.${locale}`)}
              checked={switches.locales.includes(locale)}
              {...(index === 0 ? { inputRef: register('locales') } : {})}
              onChange={(checked) =>
                set('locales', (previous) => ({
                  ...previous,
                  locales: checked
                    ? supportedLocales.filter((each) => each === locale || previous.locales.includes(each))
                    : previous.locales.filter((each) => each !== locale),
                }))
              }
            />
          ))}
        </SettingsGroup>

        <SettingsGroup legend={t('admin.settings.switches.display')}>{flag('lockZoomOnPhones')}</SettingsGroup>

        {textField('demoVideoUrl', { type: 'url', inputMode: 'url', maxLength: limits.url })}
        {textField('supportContact', { maxLength: limits.supportContact })}
        {textField('helpContact', { maxLength: limits.helpContact })}
      </div>
    </section>
  );
}
