import { type ThemeChoice, themeChoices } from '@espace/contracts/theme-choice';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { chooseTheme, storedThemeChoice } from '../../../lib/theme-choice';

/**
 * « Affichage » (docs/product/accounts.md#theme): the theme, as the device's setting, light or
 * dark. Applied as soon as it is picked and kept on this device, as the language is.
 */
export function DisplaySection() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>(storedThemeChoice);
  const id = useId();
  const choose = (next: ThemeChoice) => {
    chooseTheme(next);
    setChoice(next);
  };
  return (
    <section className="display-settings" aria-labelledby="display-settings-title">
      <h2 id="display-settings-title">{t('account.display.title')}</h2>
      <fieldset className="display-settings__group" aria-describedby={`${id}-hint`}>
        <legend>{t('account.display.theme')}</legend>
        <p className="field__hint" id={`${id}-hint`}>
          {t('account.display.themeHint')}
        </p>
        {themeChoices.map((option) => (
          <div className="field field--check" key={option}>
            <input id={`${id}-${option}`} type="radio" name={`${id}-theme`} value={option} checked={choice === option} onChange={() => choose(option)} />
            <label htmlFor={`${id}-${option}`}>{t(`account.display.themes.${option}`)}</label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
