import type { LessonPage } from '@espace/contracts/lessons';
import { rowsToReview } from '@espace/domain/lessons/page-answers';
import { answerKindOf } from '../../../components/lesson-content/row-renderers';
import { CorrectionLegendDialog } from '../dialogs/correction-legend-dialog';
import { FeedbackDialog } from '../dialogs/feedback-dialog';
import { FinalReviewDialog } from '../dialogs/final-review-dialog';
import { HintUnlockDialog } from '../dialogs/hint-unlock-dialog';
import { HintsDialog } from '../dialogs/hints-dialog';
import { NoAnswerDialog } from '../dialogs/no-answer-dialog';
import { TimedExerciseDialog } from '../dialogs/timed-exercise-dialog';
import type { Answers } from '../hooks/use-answers-draft';
import type { useHints } from '../hooks/use-hints';
import type { useNextFlow } from '../hooks/use-next-flow';

export interface PlayerDialogsProps {
  page: LessonPage;
  flow: ReturnType<typeof useNextFlow>;
  /** The answers on screen, which the final review lists what is left of. */
  answers: Answers;
  hints: ReturnType<typeof useHints>;
  legendOpen: boolean;
  onCloseLegend: () => void;
  timed: { open: boolean; seconds: number | null; onStart: () => void; onLater: () => void; onDismiss: () => void };
}

/**
 * Every dialog of the lesson page (docs/product/screens-and-routes.md#player-dialogs), one open at a time by the flow's own order.
 * Only an open one is mounted: the player mounts anew with every page (keyed by page id), and the closed
 * dialogs' texts and hooks were a good part of what a page cost to show (bench:web:lessons). Radix
 * returns the focus as it unmounts a dialog's content, which it did on closing already.
 */
export function PlayerDialogs({ page, flow, answers, hints, legendOpen, onCloseLegend, timed }: PlayerDialogsProps) {
  const { feedbacks, review } = flow;
  return (
    <>
      {flow.noAnswer ? <NoAnswerDialog open onStay={flow.stay} onContinue={flow.continueAnyway} /> : null}
      {review.open ? (
        <FinalReviewDialog
          open
          rows={rowsToReview(page.content, answers, answerKindOf)}
          language={page.course.language}
          onSend={review.confirm}
          onReview={review.cancel}
        />
      ) : null}
      {feedbacks ? (
        <FeedbackDialog
          kind={feedbacks.kind}
          messages={feedbacks.messages}
          index={feedbacks.index}
          timeUp={feedbacks.timeUp}
          language={page.course.language}
          onContinue={flow.continueFeedback}
        />
      ) : null}
      {hints.open && !hints.confirming ? (
        <HintsDialog
          open
          hints={page.hints}
          language={page.course.language}
          canUnlock={page.results === null}
          busy={hints.busy}
          error={hints.error}
          onUnlock={hints.requestUnlock}
          onClose={hints.close}
        />
      ) : null}
      {hints.confirming ? <HintUnlockDialog open cost={page.hints.nextMalus} onConfirm={hints.confirm} onCancel={hints.cancel} /> : null}
      {legendOpen ? <CorrectionLegendDialog open onClose={onCloseLegend} /> : null}
      {timed.open ? <TimedExerciseDialog {...timed} /> : null}
    </>
  );
}
