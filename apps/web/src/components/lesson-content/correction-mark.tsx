import type { ChoiceMark, Correction, SlotMark } from '@espace/domain/exercises/exercise-module';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The three states of the correction legend (docs/product/screens-and-routes.md#player-dialogs): good, wrong, expected answer. */
type MarkState = 'good' | 'wrong' | 'expected';

/**
 * An item the learner got right, got wrong, or left out although it was
 * expected (a slot or target always expects something); null when there is
 * nothing to show.
 */
export function markState(mark: Pick<ChoiceMark | SlotMark, 'expected' | 'good' | 'wrong'> | undefined): MarkState | null {
  if (!mark) return null;
  if (mark.good) return 'good';
  if (mark.wrong) return 'wrong';
  const expected = Array.isArray(mark.expected) ? mark.expected.length > 0 : mark.expected;
  return expected ? 'expected' : null;
}

export function choiceMarks(correction: Correction | null): Map<string, ChoiceMark> {
  return new Map(correction?.kind === 'choices' ? correction.marks.map((mark) => [mark.id, mark]) : []);
}

export function slotMarks(correction: Correction | null): Map<string, SlotMark> {
  return new Map(correction?.kind === 'slots' ? correction.marks.map((mark) => [mark.id, mark]) : []);
}

/**
 * An icon and a word, never colour alone; the legend dialog uses the same
 * component so its samples look like the marks. `compact` keeps the word for
 * screen readers only, where a visible word would break a sentence.
 */
export function CorrectionMark({ state, compact = false }: { state: MarkState; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`correction-mark correction-mark--${state}`}>
      <span className="correction-mark__icon" aria-hidden="true" />
      <span className={compact ? 'visually-hidden' : 'correction-mark__text'}>{t(`lessonContent.mark.${state}`)}</span>
    </span>
  );
}

/** What a slot or target expected, shown when the learner's answer was not accepted. */
export function ExpectedAnswer({ mark, label }: { mark: SlotMark | undefined; label: (id: string) => string }) {
  const { t } = useTranslation();
  if (!mark || mark.good) return null;
  return <span className="expected-answer">{t('lessonContent.mark.expectedValue', { value: mark.expected.map(label).join(t('lessonContent.or')) })}</span>;
}
