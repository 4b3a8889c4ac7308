import type { LessonPage } from '@espace/contracts/lessons';
import { type RowToReview, rowsToReview } from '@espace/domain/lessons/page-answers';
import { useCallback, useState } from 'react';
import { answerKindOf } from '../../../components/lesson-content/row-renderers';
import type { Answers } from './use-answers-draft';

export interface FinalReview {
  /** Asks first when the page is the last of a certifying course: true when it did (the send waits for the answer). */
  gate: (send: () => void) => boolean;
  open: boolean;
  rows: RowToReview[];
  confirm: () => void;
  cancel: () => void;
}

/** No page after this one takes answers (the rest, if any, are slides and activities to read). */
const isLastExercise = (page: LessonPage) =>
  page.blockType === 'exercice' &&
  page.outline
    .flatMap((section) => section.pages)
    .slice(page.position + 1)
    .every((entry) => entry.blockType !== 'exercice');

/**
 * WCAG 3.3.4 Error prevention: the last answers of a certifying course decide its
 * certificate, for good. Before the page that takes them (its last page, or its last exercise
 * when slides follow, as « Votre progression » does in the demo) sends them, the learner is
 * asked, with what is still unanswered on the page. Sends forced past the question (time up, a
 * tincan activity's next, "continue anyway" of the no-answer dialog) never reach the gate.
 */
export function useFinalReview(page: LessonPage, answers: Answers): FinalReview {
  const [pending, setPending] = useState<{ send: () => void } | null>(null);
  const asks = page.course.certifying && isLastExercise(page) && page.results === null;
  const gate = useCallback(
    (send: () => void) => {
      if (!asks) return false;
      setPending({ send });
      return true;
    },
    [asks],
  );
  return {
    gate,
    open: pending !== null,
    rows: pending === null ? [] : rowsToReview(page.content, answers, answerKindOf),
    confirm: () => {
      setPending(null);
      pending?.send();
    },
    cancel: () => setPending(null),
  };
}
