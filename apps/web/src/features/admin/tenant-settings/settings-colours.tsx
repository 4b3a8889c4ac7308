import { type EditableColour, editableColours } from '@espace/domain/admin/tenant-settings';
import { contrastRatio, MINIMUM_TEXT_CONTRAST, parseHexColour } from '@espace/domain/contrast';
import { darkThemeAccent, darkThemeGrounds, type ThemeAccent } from '@espace/domain/display/theme-colours';
import { type Ref, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormField } from '../../../lib/forms/form-field';

/** What a colour field shows when a rule or the server refuses it: the text, and the shade to use instead if there is one. */
export interface ColourError {
  text: string;
  proposed: string | null;
}

interface ColoursProps {
  colours: Record<EditableColour, string>;
  onChange: (colour: EditableColour, value: string) => void;
  onBlur: (colour: EditableColour) => void;
  errorOf: (colour: EditableColour) => ColourError | undefined;
  register: (colour: EditableColour) => Ref<HTMLInputElement>;
}

/**
 * The tenant's four colours, each typed (#rrggbb) or picked, with a live preview, in the light and
 * the dark theme, of a button and text drawn with them and the contrast ratios they reach. A refused colour offers the shade that
 * passes, in one press.
 */
export function SettingsColours({ colours, onChange, onBlur, errorOf, register }: ColoursProps) {
  const { t } = useTranslation();
  const inputs = useRef(new Map<EditableColour, HTMLInputElement>());
  const refOf = (colour: EditableColour) => {
    const registered = register(colour);
    return (element: HTMLInputElement | null) => {
      if (typeof registered === 'function') registered(element);
      if (element) inputs.current.set(colour, element);
    };
  };
  function applyShade(colour: EditableColour, shade: string) {
    onChange(colour, shade);
    // The button goes once the colour passes: the field it changed takes the focus.
    inputs.current.get(colour)?.focus();
  }
  return (
    <>
      <div className="settings-colours">
        {editableColours.map((colour) => {
          const error = errorOf(colour);
          const value = colours[colour];
          const label = t(`admin.settings.colours.${colour}`);
          return (
            <div key={colour} className="settings-colour">
              <FormField
                label={label}
                hint={t(`admin.settings.colours.${colour}Hint`)}
                name={colour}
                value={value}
                maxLength={7}
                autoComplete="off"
                spellCheck={false}
                inputRef={refOf(colour)}
                error={error?.text}
                onBlur={() => onBlur(colour)}
                onChange={(event) => onChange(colour, event.target.value)}
                action={() => (
                  <input
                    type="color"
                    className="settings-colour__picker"
                    aria-label={t('admin.settings.colours.pick', { colour: label })}
                    value={parseHexColour(value) === null ? '#000000' : hex6(value)}
                    onChange={(event) => onChange(colour, event.target.value)}
                  />
                )}
              />
              {error?.proposed && (
                <button type="button" className="button button--secondary settings-colour__use" onClick={() => applyShade(colour, error.proposed!)}>
                  <span className="settings-swatch" style={{ background: error.proposed }} aria-hidden="true" />
                  {t('admin.settings.colours.useProposed', { colour: label, shade: error.proposed })}
                </button>
              )}
            </div>
          );
        })}
      </div>
      <ColoursPreview colours={colours} />
    </>
  );
}

const hex6 = (value: string) => {
  const rgb = parseHexColour(value)!;
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
};

const white = '#ffffff';

type LightPair = 'text' | 'onPrimary' | 'primaryOnBackground' | 'onSecondary' | 'secondaryOnBackground';
type DarkPair = 'primaryOnBackground' | 'onPrimary' | 'secondaryOnBackground' | 'onSecondary';

/** A sample's colours: the accents and the text on their buttons; the page's own, or the theme's (undefined). */
interface Sample {
  background?: string;
  text?: string;
  primary: ThemeAccent;
  secondary: ThemeAccent;
}

/**
 * The colours as the app draws them, in both themes: text on the background, a link and buttons in
 * the accents, with the ratio each pair reaches. In the light theme, the tenant's colours with white
 * button text (as the app gives an accent that passes); in the dark one, the app's own grounds and
 * text (.dark-palette, styles/palette.css) and the lighter shades it derives from the accents.
 */
function ColoursPreview({ colours }: { colours: Record<EditableColour, string> }) {
  const { t, i18n } = useTranslation();
  const valid = editableColours.every((colour) => parseHexColour(colours[colour]) !== null);
  if (!valid) return <p className="field__hint">{t('admin.settings.colours.previewUnavailable')}</p>;
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const ratio = (first: string, ...grounds: string[]) =>
    Math.min(...grounds.map((ground) => Math.floor(contrastRatio(parseHexColour(first)!, parseHexColour(ground)!) * 100) / 100));
  const lightPairs: [LightPair, number][] = [
    ['text', ratio(colours.text, colours.background)],
    ['onPrimary', ratio(white, colours.primary)],
    ['primaryOnBackground', ratio(colours.primary, colours.background)],
    ['onSecondary', ratio(white, colours.secondary)],
    ['secondaryOnBackground', ratio(colours.secondary, colours.background)],
  ];
  const darkPrimary = darkThemeAccent(colours.primary)!;
  const darkSecondary = darkThemeAccent(colours.secondary)!;
  const darkGrounds = Object.values(darkThemeGrounds);
  const darkPairs: [DarkPair, number, string?][] = [
    ['primaryOnBackground', ratio(darkPrimary.colour, ...darkGrounds), darkPrimary.colour],
    ['onPrimary', ratio(darkPrimary.onColour, darkPrimary.colour)],
    ['secondaryOnBackground', ratio(darkSecondary.colour, ...darkGrounds), darkSecondary.colour],
    ['onSecondary', ratio(darkSecondary.onColour, darkSecondary.colour)],
  ];
  const verdict = (reached: number) => {
    const passes = reached >= MINIMUM_TEXT_CONTRAST;
    return (
      <strong className={passes ? 'settings-ratio settings-ratio--pass' : 'settings-ratio settings-ratio--fail'}>
        {t(passes ? 'admin.settings.colours.passes' : 'admin.settings.colours.fails', { minimum: format.format(MINIMUM_TEXT_CONTRAST) })}
      </strong>
    );
  };
  return (
    <>
      <figure className="settings-preview">
        <figcaption>{t('admin.settings.colours.preview')}</figcaption>
        <PreviewSample
          sample={{
            background: colours.background,
            text: colours.text,
            primary: { colour: colours.primary, onColour: white },
            secondary: { colour: colours.secondary, onColour: white },
          }}
        />
        <ul className="settings-preview__ratios">
          {lightPairs.map(([pair, reached]) => (
            <li key={pair}>
              {t(`admin.settings.colours.ratio.${pair}`, { ratio: format.format(reached) })} {verdict(reached)}
            </li>
          ))}
        </ul>
      </figure>
      <figure className="settings-preview">
        <figcaption>{t('admin.settings.colours.previewDark')}</figcaption>
        <PreviewSample className="dark-palette" sample={{ primary: darkPrimary, secondary: darkSecondary }} />
        <ul className="settings-preview__ratios">
          {darkPairs.map(([pair, reached, shade]) => (
            <li key={pair}>
              {t(`admin.settings.colours.darkRatio.${pair}`, { ratio: format.format(reached), shade })} {verdict(reached)}
            </li>
          ))}
        </ul>
      </figure>
    </>
  );
}

/** A title, a paragraph with a link, and two buttons, drawn in a sample's colours. */
function PreviewSample({ sample, className }: { sample: Sample; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={className === undefined ? 'settings-preview__sample' : `settings-preview__sample ${className}`}
      style={{ background: sample.background ?? 'var(--color-background)', color: sample.text ?? 'var(--color-text)' }}
      aria-hidden="true"
    >
      <p className="settings-preview__title">{t('admin.settings.colours.sampleTitle')}</p>
      <p>
        {t('admin.settings.colours.sampleText')}{' '}
        <span style={{ color: sample.primary.colour, textDecoration: 'underline' }}>{t('admin.settings.colours.sampleLink')}</span>
      </p>
      <div className="settings-preview__buttons">
        <span className="settings-preview__button" style={{ background: sample.primary.colour, color: sample.primary.onColour }}>
          {t('admin.settings.colours.sampleButton')}
        </span>
        <span className="settings-preview__button" style={{ background: sample.secondary.colour, color: sample.secondary.onColour }}>
          {t('admin.settings.colours.sampleSecondary')}
        </span>
      </div>
    </div>
  );
}
