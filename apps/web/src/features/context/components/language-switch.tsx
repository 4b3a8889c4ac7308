import type { SupportedLocale } from '@espace/domain/locale';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { activateLocale } from '../../../lib/i18n/i18n';
import { rememberLocaleChoice } from '../../../lib/i18n/locale-preference';
import { useStaticRender } from '../../../lib/static-render';
import { useFeatureSwitches } from '../tenant-context';
import './language-switch.css';

/** A native select: keyboard and screen-reader support come for free. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { locales } = useFeatureSwitches();
  const id = useId();
  const [busy, setBusy] = useState(false);
  // Rendered by the server (/login), the choice waits for the app, which would otherwise undo it.
  const staticRender = useStaticRender();
  const current = locales.find((locale) => locale === i18n.language) ?? locales[0];

  async function choose(locale: SupportedLocale) {
    rememberLocaleChoice(locale);
    setBusy(true);
    try {
      await activateLocale(locale);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('locale.label')}</label>
      <select id={id} value={current} aria-busy={busy} disabled={staticRender} onChange={(event) => void choose(event.target.value as SupportedLocale)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`locale.names.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
