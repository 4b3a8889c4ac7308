import { type EditableColour, editableColours } from '@espace/domain/admin/tenant-settings';
import { contrastRatio, MINIMUM_TEXT_CONTRAST, parseHexColour } from '@espace/domain/contrast';
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
 * The tenant's four colours, each typed (#rrggbb) or picked, with a live preview of a button and
 * text drawn with them and the contrast ratios they reach. A refused colour offers the shade that
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

/**
 * The colours as the app draws them: text on the background, a link and buttons in the accents;
 * with the ratio each pair reaches. Buttons carry white text, as the app gives an accent that passes.
 */
function ColoursPreview({ colours }: { colours: Record<EditableColour, string> }) {
  const { t, i18n } = useTranslation();
  const valid = editableColours.every((colour) => parseHexColour(colours[colour]) !== null);
  if (!valid) return <p className="field__hint">{t('admin.settings.colours.previewUnavailable')}</p>;
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const ratio = (first: string, second: string) => Math.floor(contrastRatio(parseHexColour(first)!, parseHexColour(second)!) * 100) / 100;
  const pairs = [
    ['text', colours.text, colours.background],
    ['onPrimary', white, colours.primary],
    ['primaryOnBackground', colours.primary, colours.background],
    ['onSecondary', white, colours.secondary],
    ['secondaryOnBackground', colours.secondary, colours.background],
  ] as const;
  return (
    <figure className="settings-preview">
      <figcaption>{t('admin.settings.colours.preview')}</figcaption>
      <div className="settings-preview__sample" style={{ background: colours.background, color: colours.text }} aria-hidden="true">
        <p className="settings-preview__title">{t('admin.settings.colours.sampleTitle')}</p>
        <p>
          {t('admin.settings.colours.sampleText')}{' '}
          <span style={{ color: colours.primary, textDecoration: 'underline' }}>{t('admin.settings.colours.sampleLink')}</span>
        </p>
        <div className="settings-preview__buttons">
          <span className="settings-preview__button" style={{ background: colours.primary, color: white }}>
            {t('admin.settings.colours.sampleButton')}
          </span>
          <span className="settings-preview__button" style={{ background: colours.secondary, color: white }}>
            {t('admin.settings.colours.sampleSecondary')}
          </span>
        </div>
      </div>
      <ul className="settings-preview__ratios">
        {pairs.map(([pair, foreground, background]) => {
          const reached = ratio(foreground, background);
          const passes = reached >= MINIMUM_TEXT_CONTRAST;
          return (
            <li key={pair}>
              {t(`admin.settings.colours.ratio.${pair}`, { ratio: format.format(reached) })}{' '}
              <strong className={passes ? 'settings-ratio settings-ratio--pass' : 'settings-ratio settings-ratio--fail'}>
                {t(passes ? 'admin.settings.colours.passes' : 'admin.settings.colours.fails', { minimum: format.format(MINIMUM_TEXT_CONTRAST) })}
              </strong>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
