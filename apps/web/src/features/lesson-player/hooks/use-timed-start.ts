import type { LessonPage } from '@espace/contracts/lessons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmTimed, isTimedConfirmed } from './timed-confirmations';
import type { usePageMoves } from './use-page-moves';
import { paths } from '../../../lib/paths';

/**
 * 'Exercice chronométré' (docs/product/lessons.md#timed-pages): asked before a timed page starts, whether the learner opens it
 * (its content hidden until "C'est parti") or goes next to it (asked before moving). "Peut être
 * plus tard" goes Home; Escape only closes the question: going next to it, the
 * learner stays where they are; on the page itself, the question stays on the page as a panel.
 */
export function useTimedStart(page: LessonPage, moves: ReturnType<typeof usePageMoves>) {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(() => page.timeLimit !== null && page.results === null && !isTimedConfirmed(page.nodeId));
  const [dismissed, setDismissed] = useState(false);
  const ahead = moves.timedAhead;
  const start = () => {
    confirmTimed(ahead?.nodeId ?? page.nodeId);
    setWaiting(false);
    moves.clearTimedAhead();
    if (ahead) void moves.go('next', ahead.from);
  };
  return {
    /** The page's content waits for the learner's go (and Enter does not go next meanwhile). */
    waiting,
    dialog: {
      open: (waiting && !dismissed) || ahead !== null,
      seconds: ahead?.seconds ?? page.timeLimit,
      onStart: start,
      onLater: () => void navigate(paths.home.getHref()),
      onDismiss: () => (ahead ? moves.clearTimedAhead() : setDismissed(true)),
    },
    /** The question on the page itself, once its dialog was closed with Escape. */
    panel: waiting && dismissed && ahead === null,
  };
}
