import type { LessonPage } from '@espace/contracts/lessons';
import { CorrectionLegendDialog } from '../dialogs/correction-legend-dialog';
import { FeedbackDialog } from '../dialogs/feedback-dialog';
import { FinalReviewDialog } from '../dialogs/final-review-dialog';
import { HintUnlockDialog } from '../dialogs/hint-unlock-dialog';
import { HintsDialog } from '../dialogs/hints-dialog';
import { NoAnswerDialog } from '../dialogs/no-answer-dialog';
import { TimedExerciseDialog } from '../dialogs/timed-exercise-dialog';
import type { FinalReview } from '../hooks/use-final-review';
import type { useHints } from '../hooks/use-hints';
import type { useNextFlow } from '../hooks/use-next-flow';

export interface PlayerDialogsProps {
  page: LessonPage;
  flow: ReturnType<typeof useNextFlow>;
  review: FinalReview;
  hints: ReturnType<typeof useHints>;
  legendOpen: boolean;
  onCloseLegend: () => void;
  timed: { open: boolean; seconds: number | null; onStart: () => void; onLater: () => void; onDismiss: () => void };
}

/** Every dialog of the lesson page (docs/product/screens-and-routes.md#player-dialogs), one open at a time by the flow's own order. */
export function PlayerDialogs({ page, flow, review, hints, legendOpen, onCloseLegend, timed }: PlayerDialogsProps) {
  return (
    <>
      <NoAnswerDialog open={flow.noAnswer} onStay={flow.stay} onContinue={flow.continueAnyway} />
      <FinalReviewDialog open={review.open} rows={review.rows} language={page.course.language} onSend={review.confirm} onReview={review.cancel} />
      <FeedbackDialog kind={flow.feedbacks?.kind ?? null} messages={flow.feedbacks?.messages ?? []} index={flow.feedbacks?.index ?? 0} timeUp={flow.feedbacks?.timeUp ?? false} onContinue={flow.continueFeedback} />
      <HintsDialog open={hints.open && !hints.confirming} hints={page.hints} canUnlock={page.results === null} busy={hints.busy} error={hints.error} onUnlock={hints.requestUnlock} onClose={hints.close} />
      <HintUnlockDialog open={hints.confirming} cost={page.hints.nextMalus} onConfirm={hints.confirm} onCancel={hints.cancel} />
      <CorrectionLegendDialog open={legendOpen} onClose={onCloseLegend} />
      <TimedExerciseDialog {...timed} />
    </>
  );
}
