import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMediaUrl } from '../../../lib/media-url';
import { choiceMarks, CorrectionMark, markState } from '../correction-mark';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';
import { asSelection, toggled } from './selection';

type Choice = RowOf<'multiple-choice'>['choices'][number];

function ChoiceImage({ fileId, alt }: { fileId: string; alt: string }) {
  const url = useMediaUrl(fileId);
  if (url !== undefined) return <img className="choice__image" src={url} alt={alt} />;
  // Until the image's link is there, its text still names the choice.
  return alt === '' ? null : <span className="visually-hidden">{alt}</span>;
}

/**
 * Checkboxes, in a grid of `settings.columns`. With keepOrder the order of
 * selection matters, so each selected choice shows its rank.
 */
export function MultipleChoiceRow({ row, answer, onAnswer, correction, ratio, disabled }: RowRendererProps<RowOf<'multiple-choice'>>) {
  const { t } = useTranslation();
  const selected = asSelection<string>(answer);
  const marks = choiceMarks(correction);
  const settings = row.settings ?? {};
  const keepOrder = settings.keepOrder ?? false;
  const image = (choice: Choice) => {
    if (!choice.appFileId) return null;
    // With an image, the text is the image's alternative unless the author shows it too.
    const showText = settings.showDescriptionIfImage ?? false;
    return <ChoiceImage fileId={choice.appFileId} alt={showText ? '' : choice.value} />;
  };
  return (
    <RowFrame row={row} ratio={ratio}>
      {({ labelledBy, describedBy }) => (
        <fieldset className="choice-group" aria-labelledby={labelledBy} aria-describedby={describedBy} disabled={disabled}>
          {keepOrder ? <p className="choice-group__hint">{t('lessonContent.multipleChoice.keepOrder')}</p> : null}
          <ul className="choice-grid" style={{ '--columns': settings.columns ?? 1 } as CSSProperties}>
            {row.choices.map((choice) => {
              const rank = selected.indexOf(choice.id) + 1;
              const state = markState(marks.get(choice.id));
              const hasImage = Boolean(choice.appFileId);
              const showText = !hasImage || (settings.showDescriptionIfImage ?? false);
              return (
                <li key={choice.id} className={`choice${state ? ` choice--${state}` : ''}${rank > 0 ? ' choice--selected' : ''}`}>
                  <label className={`choice__label${hasImage && settings.returnToLineAfterImage ? ' choice__label--stacked' : ''}`}>
                    <input type="checkbox" checked={rank > 0} onChange={() => onAnswer(toggled(selected, choice.id))} />
                    {keepOrder && rank > 0 ? <span className="choice__rank">{t('lessonContent.multipleChoice.rank', { rank })}</span> : null}
                    {image(choice)}
                    {showText ? <span className="choice__text">{choice.value}</span> : null}
                    {showText && hasImage && choice.description ? <span className="choice__description">{choice.description}</span> : null}
                  </label>
                  {state ? <CorrectionMark state={state} /> : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </RowFrame>
  );
}
