import { type LegalDocument, legalDocuments } from '@espace/contracts/admin-settings';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormField } from '../../../lib/forms/form-field';
import { SettingsCheckbox, TextAreaField } from './settings-controls';
import { type LegalDraft, legalField, limits, type SettingsDraft, type SettingsField } from './tenant-settings-draft';

interface LegalProps {
  draft: SettingsDraft;
  errorOf: (field: SettingsField) => string | undefined;
  register: (field: SettingsField) => (element: HTMLInputElement | null) => void;
  onTouch: (field: SettingsField) => void;
  onChange: (field: SettingsField, change: (previous: SettingsDraft) => SettingsDraft) => void;
}

/** The terms (cgu) and the data-protection notice (rgpd): version, date and HTML text each; a new terms version is accepted again by everyone. */
export function SettingsLegal({ draft, errorOf, register, onTouch, onChange }: LegalProps) {
  const { t } = useTranslation();
  const set = (document: LegalDocument, part: keyof LegalDraft, value: string) =>
    onChange(legalField(document, part), (previous) => ({
      ...previous,
      legal: { ...previous.legal, [document]: { ...previous.legal[document], [part]: value } },
    }));
  const props = (document: LegalDocument, part: keyof LegalDraft) => ({
    value: draft.legal[document][part],
    error: errorOf(legalField(document, part)),
    onBlur: () => onTouch(legalField(document, part)),
  });
  return (
    <section className="admin-panel" aria-labelledby="settings-legal">
      <h2 id="settings-legal">{t('admin.settings.legal.title')}</h2>
      <div className="settings-section">
        <p className="field__hint">{t('admin.settings.legal.intro')}</p>
        <SettingsCheckbox
          label={t('admin.settings.legal.requireTermsAcceptance')}
          hint={t('admin.settings.legal.requireTermsAcceptanceHint')}
          checked={draft.switches.requireTermsAcceptance}
          onChange={(checked) =>
            onChange('requireTermsAcceptance', (previous) => ({ ...previous, switches: { ...previous.switches, requireTermsAcceptance: checked } }))
          }
        />
        {legalDocuments.map((document) => (
          <fieldset key={document} className="settings-group settings-legal">
            <legend>{t(`admin.settings.legal.${document}`)}</legend>
            {document === 'cgu' && <p className="alert alert--info settings-legal__warning">{t('admin.settings.legal.newVersionWarning')}</p>}
            <div className="settings-legal__meta">
              <FormField
                label={t('admin.settings.legal.version')}
                hint={t(`admin.settings.legal.${document}VersionHint`)}
                name={`${document}Version`}
                maxLength={limits.legalVersion}
                autoComplete="off"
                inputRef={register(legalField(document, 'version'))}
                onChange={(event) => set(document, 'version', event.target.value)}
                {...props(document, 'version')}
              />
              <FormField
                label={t('admin.settings.legal.date')}
                name={`${document}Date`}
                type="date"
                inputRef={register(legalField(document, 'date'))}
                onChange={(event) => set(document, 'date', event.target.value)}
                {...props(document, 'date')}
              />
            </div>
            <TextAreaField
              label={t('admin.settings.legal.content')}
              hint={t('admin.settings.legal.contentHint')}
              name={`${document}Content`}
              rows={8}
              maxLength={limits.legalContent}
              spellCheck
              inputRef={register(legalField(document, 'content')) as unknown as Ref<HTMLTextAreaElement>}
              onChange={(event) => set(document, 'content', event.target.value)}
              {...props(document, 'content')}
            />
          </fieldset>
        ))}
      </div>
    </section>
  );
}
