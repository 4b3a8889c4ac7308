import { slotTextParts } from '@espace/domain/exercises/row-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CorrectionMark, ExpectedAnswer, markState, slotMarks } from '../correction-mark';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

type Choices = Record<string, string>;

const asChoices = (answer: unknown): Choices => (answer !== null && typeof answer === 'object' ? (answer as Choices) : {});

/** Native drop-down lists in the text, at the `{{slotId}}` markers: phones show their own picker. */
export function CombinedChoiceRow({ row, answer, onAnswer, correction, ratio, disabled }: RowRendererProps<RowOf<'combined-choice'>>) {
  const { t } = useTranslation();
  const chosen = asChoices(answer);
  const marks = slotMarks(correction);
  const slots = new Map(row.slots.map((slot, index) => [slot.id, { slot, index }]));
  const parts = slotTextParts(row.text);
  // Each list is named with its sentence, the blanks shown as « … »: « Choix 1 sur 2 » alone said nothing of it.
  const sentence = parts
    .map((part) => (part.kind === 'text' ? part.text : t('lessonContent.combinedChoice.blank')))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const choose = (slotId: string, optionId: string) => {
    const { [slotId]: _previous, ...others } = chosen;
    const next = optionId === '' ? others : { ...others, [slotId]: optionId };
    onAnswer(Object.keys(next).length === 0 ? null : next);
  };
  return (
    <RowFrame row={row} ratio={ratio}>
      {({ labelledBy, describedBy }) => (
        <fieldset className="slot-text" aria-labelledby={labelledBy} aria-describedby={describedBy} disabled={disabled}>
          {parts.map((part, partIndex) => {
            const found = part.kind === 'slot' ? slots.get(part.slotId) : undefined;
            if (!found) return <span key={partIndex}>{part.kind === 'text' ? part.text : ''}</span>;
            const { slot, index } = found;
            const mark = marks.get(slot.id);
            const state = markState(mark);
            const optionLabel = (id: string) => slot.options.find((option) => option.id === id)?.value ?? id;
            return (
              <span key={partIndex} className={`slot${state ? ` slot--${state}` : ''}`}>
                <select
                  className="slot__select"
                  aria-label={t('lessonContent.combinedChoice.slot', { index: index + 1, count: row.slots.length, sentence })}
                  value={chosen[slot.id] ?? ''}
                  onChange={(event) => choose(slot.id, event.target.value)}
                >
                  <option value="">{t('lessonContent.combinedChoice.none')}</option>
                  {slot.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.value}
                    </option>
                  ))}
                </select>
                {state ? <CorrectionMark state={state} compact /> : null}
                <ExpectedAnswer mark={mark} label={optionLabel} />
              </span>
            );
          })}
        </fieldset>
      )}
    </RowFrame>
  );
}
