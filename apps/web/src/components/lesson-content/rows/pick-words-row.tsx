import { separatorParts } from '@espace/domain/display/typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { choiceMarks, CorrectionMark, markState } from '../correction-mark';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';
import { asSelection, toggled } from './selection';

/**
 * The text with each word a toggle button; separators stay plain text so the sentence reads as written.
 * Each word keeps the punctuation that belongs to it (separatorParts) on its line: « mot ? », "word,".
 */
export function PickWordsRow({ row, answer, onAnswer, correction, ratio, disabled }: RowRendererProps<RowOf<'pick-words'>>) {
  const { t } = useTranslation();
  const picked = asSelection<number>(answer);
  const marks = choiceMarks(correction);
  const keepOrder = row.settings?.keepOrder ?? false;
  const parts = row.tokens.map((token) => (token.index === undefined ? separatorParts(token.text) : null));
  const isWord = (position: number) => row.tokens[position]?.index !== undefined;
  return (
    <RowFrame row={row} ratio={ratio}>
      {({ labelledBy, describedBy }) => (
        <div role="group" className="pick-words" aria-labelledby={labelledBy} aria-describedby={describedBy}>
          {row.tokens.map((token, position) => {
            const separator = parts[position];
            if (separator) {
              // The punctuation of a neighbouring word is written with that word.
              const text = `${isWord(position - 1) ? '' : separator.closing}${separator.between}${isWord(position + 1) ? '' : separator.opening}`;
              return <span key={position}>{text}</span>;
            }
            if (token.index === undefined) return null;
            const index = token.index;
            const rank = picked.indexOf(index) + 1;
            const state = markState(marks.get(String(index)));
            return (
              <span key={position} className={`word${state ? ` word--${state}` : ''}`}>
                {parts[position - 1]?.opening}
                {/* The mark before the word, so a comma or a full stop still follows the word directly. */}
                {state ? <CorrectionMark state={state} compact /> : null}
                <button
                  type="button"
                  className={`word__button${rank > 0 ? ' word__button--picked' : ''}`}
                  aria-pressed={rank > 0}
                  disabled={disabled}
                  onClick={() => onAnswer(toggled(picked, index))}
                >
                  {token.text}
                  {keepOrder && rank > 0 ? <sup className="word__rank">{t('lessonContent.multipleChoice.rank', { rank })}</sup> : null}
                </button>
                {parts[position + 1]?.closing}
              </span>
            );
          })}
        </div>
      )}
    </RowFrame>
  );
}
