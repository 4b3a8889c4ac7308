import type { LessonPage } from '@espace/contracts/lessons';
import { isLessonEnded } from '@espace/domain/lessons/progress';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmTimed, isTimedConfirmed } from './timed-confirmations';
import type { TimedAhead } from './use-page-moves';
import { paths } from '../../../lib/paths';

/** The question Next asks before a timed page ahead (use-next-flow.ts): its page, and the learner's two answers. */
export interface TimedAheadQuestion extends TimedAhead {
  start: () => void;
  dismiss: () => void;
}

/**
 * 'Exercice chronométré' (docs/product/lessons.md#timed-pages): asked before a timed page starts, whether the learner opens it
 * (its content hidden until "C'est parti") or goes next to it (`ahead`, asked before moving). "Peut être
 * plus tard" goes Home; Escape only closes the question: going next to it, the
 * learner stays where they are; on the page itself, the question stays on the page as a panel.
 */
export function useTimedStart(page: LessonPage, ahead: TimedAheadQuestion | null) {
  const navigate = useNavigate();
  // A page of an ended lesson, reviewed, runs no clock: nothing to ask about.
  const [waiting, setWaiting] = useState(
    () => page.timeLimit !== null && page.results === null && !isLessonEnded(page.lesson) && !isTimedConfirmed(page.nodeId),
  );
  const [dismissed, setDismissed] = useState(false);
  const start = () => {
    confirmTimed(ahead?.nodeId ?? page.nodeId);
    setWaiting(false);
    ahead?.start();
  };
  return {
    /** The page's content waits for the learner's go (and Enter does not go next meanwhile). */
    waiting,
    dialog: {
      open: (waiting && !dismissed) || ahead !== null,
      seconds: ahead?.seconds ?? page.timeLimit,
      onStart: start,
      onLater: () => void navigate(paths.home.getHref()),
      onDismiss: () => (ahead ? ahead.dismiss() : setDismissed(true)),
    },
    /** The question on the page itself, once its dialog was closed with Escape. */
    panel: waiting && dismissed && ahead === null,
  };
}
