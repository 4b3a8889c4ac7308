import { FREE_ANSWER_DEFAULT_WIDTH } from '@espace/domain/exercises/row-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CorrectionMark, markState } from '../correction-mark';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

/** A text input, `settings.defaultWidth` px wide (175 by default, docs/product/data-model.md#row-settings), never wider than the screen. */
export function FreeAnswerRow({ row, answer, onAnswer, correction, ratio, disabled }: RowRendererProps<RowOf<'free-answer'>>) {
  const { t } = useTranslation();
  const text = typeof answer === 'string' ? answer : '';
  const textCorrection = correction?.kind === 'text' ? correction : null;
  const state = textCorrection ? markState({ expected: true, good: textCorrection.good, wrong: textCorrection.wrong }) : null;
  return (
    <RowFrame row={row} ratio={ratio}>
      {({ labelledBy, describedBy }) => (
        <div className={`free-answer${state ? ` free-answer--${state}` : ''}`}>
          <input
            type="text"
            className="free-answer__input"
            aria-labelledby={labelledBy}
            aria-label={labelledBy ? undefined : t('lessonContent.freeAnswer.label')}
            aria-describedby={describedBy}
            placeholder={row.placeholder}
            value={text}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            style={{ width: row.settings?.defaultWidth ?? FREE_ANSWER_DEFAULT_WIDTH }}
            onChange={(event) => onAnswer(event.target.value)}
          />
          {state ? <CorrectionMark state={state} /> : null}
          {textCorrection && !textCorrection.good && textCorrection.expected[0] !== undefined ? (
            <span className="expected-answer">{t('lessonContent.mark.expectedValue', { value: textCorrection.expected[0] })}</span>
          ) : null}
        </div>
      )}
    </RowFrame>
  );
}
