import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMediaUrl } from '../../../lib/media-url';
import { useAppFile } from '../use-app-file';
import { choiceMarks, CorrectionMark, markState } from '../correction-mark';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';
import { ZoneGlyph, ZoneImage } from '../zone-image';
import { asSelection, toggled } from './selection';
import { zoneMarker, ZoneShape } from './zone-shape';

/** Zones as svg checkboxes over the image: click, tap, Enter or Space toggles them. */
export function ImageCliquableRow({ row, answer, onAnswer, correction, ratio, disabled }: RowRendererProps<RowOf<'image-cliquable'>>) {
  const { t } = useTranslation();
  const selected = asSelection<string>(answer);
  const marks = choiceMarks(correction);
  const imageUrl = useMediaUrl(row.imageFileId);
  const alt = useAppFile(row.imageFileId).data?.alt ?? '';
  const toggle = (id: string) => {
    if (!disabled) onAnswer(toggled(selected, id));
  };
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(id);
  };
  const marked = row.choices.flatMap((choice) => {
    const state = markState(marks.get(choice.id));
    return state ? [{ choice, state }] : [];
  });
  return (
    <RowFrame row={row} ratio={ratio}>
      {({ labelledBy, describedBy }) => (
        <div className="image-cliquable">
          <ZoneImage src={imageUrl} alt={alt} defaultWidth={row.settings?.defaultWidth} defaultHeight={row.settings?.defaultHeight}>
            <g role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
              {row.choices.map((choice) => {
                const rank = selected.indexOf(choice.id) + 1;
                const state = markState(marks.get(choice.id));
                const name = state
                  ? t('lessonContent.imageCliquable.zoneMarked', { zone: choice.value, mark: t(`lessonContent.mark.${state}`) })
                  : choice.value;
                return (
                  <ZoneShape
                    key={choice.id}
                    shape={choice.shape}
                    role="checkbox"
                    aria-checked={rank > 0}
                    aria-label={name}
                    aria-disabled={disabled || undefined}
                    tabIndex={disabled ? -1 : 0}
                    className={`zone${rank > 0 ? ' zone--selected' : ''}${state ? ` zone--${state}` : ''}`}
                    onClick={() => toggle(choice.id)}
                    onKeyDown={onKey(choice.id)}
                  />
                );
              })}
              {marked.map(({ choice, state }) => (
                <ZoneGlyph key={choice.id} state={state} at={zoneMarker(choice.shape)} />
              ))}
            </g>
          </ZoneImage>
          {marked.length > 0 ? (
            <ul className="zone-marks" aria-label={t('lessonContent.imageCliquable.marks')}>
              {marked.map(({ choice, state }) => (
                <li key={choice.id}>
                  <CorrectionMark state={state} /> <span>{choice.value}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </RowFrame>
  );
}
