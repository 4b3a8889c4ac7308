import type { LessonPage, PatchPageBody } from '@espace/contracts/lessons';
import { retryDelayMs } from '@espace/domain/lessons/answer-outbox';
import { nothingAnswered } from '@espace/domain/lessons/page-answers';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { answerKindOf } from '../../../components/lesson-content/row-renderers';
import { answersToSend } from '../../../components/lesson-content/stored-answers';
import { afterNextPaint } from '../../../lib/after-paint';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultAnnouncement } from '../components/page-result';
import { usePlayerAnnouncer } from '../components/player-announcer';
import { type Delivery, newOutboxEntry, resendAnswer, sendAnswer, waitingAnswer } from './answer-outbox';
import { asksFinalReview } from './final-review';
import { initialNextFlow, type NextFlowEffect, type NextFlowEvent, nextFlowTransition, nextFlowView, type PageFacts, sameView } from './next-flow-machine';
import type { Answers } from './use-answers-draft';
import type { LessonAlert } from './use-lesson-alert';
import { movesOnInOneCall, timedAheadOf, type usePageMoves } from './use-page-moves';
import type { TimedAheadQuestion } from './use-timed-start';

/**
 * How long an answer may take before Next shows busy and the answers lock. Shown at the press, the
 * busy page would be one more render and paint before every next page (bench:web:lessons); a
 * second press is refused by the flow's state meanwhile.
 */
const busyDelayMs = 300;

/** A failure that says nothing against the answer itself (no answer, server trouble, a shape refused): the learner stays and keeps it. */
const keepsTheAnswer = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 400;

interface NextFlowInput {
  page: LessonPage;
  /** The signed-in learner: an outbox entry is only ever resent for them. */
  userId: string | null;
  answers: Answers;
  forgetDraft: () => void;
  /** Puts the answered page (with its results) on screen. */
  showPage: (page: LessonPage) => void;
  moves: ReturnType<typeof usePageMoves>;
  alert: LessonAlert;
}

interface EffectContext {
  input: NextFlowInput & { errorText: ReturnType<typeof useErrorText>; say: (answered: LessonPage) => void };
  dispatch: (event: NextFlowEvent) => Promise<void>;
  timers: { busy: number; retry: number };
}

const factsOf = (page: LessonPage, answers: Answers): PageFacts => ({
  page,
  empty: page.blockType === 'exercice' && nothingAnswered(page.content, answers, answerKindOf),
  asksReview: asksFinalReview(page),
  movesOn: movesOnInOneCall(page),
  checksFirst: page.blockType === 'exercice' && page.course.nextChecksFirst,
  ahead: timedAheadOf(page),
});

/** Does what a transition asks; resolves once that work, and whatever it led to, is over. */
async function runEffect(effect: NextFlowEffect, { input, dispatch, timers }: EffectContext): Promise<void> {
  const settle = async (delivery: Promise<Delivery>) => {
    const done = await delivery;
    if (done.outcome === 'answered') return dispatch({ type: 'answered', answered: done.answered, onward: done.onward, ahead: timedAheadOf(done.answered) });
    if (done.outcome === 'kept') return dispatch({ type: 'kept', entry: done.entry });
    return dispatch({ type: 'refused', error: done.error, said: keepsTheAnswer(done.error) ? input.errorText(done.error).message : null });
  };
  switch (effect.type) {
    case 'send': {
      const { page, answers, userId } = input;
      const body: PatchPageBody = page.blockType === 'exercice' ? { inputs: { answers: answersToSend(answers) } } : {};
      return settle(sendAnswer(newOutboxEntry(page, userId, body, effect.movesOn)));
    }
    case 'resend':
      window.clearTimeout(timers.retry);
      return settle(resendAnswer(effect.entry));
    case 'busyLater':
      timers.busy = window.setTimeout(() => void dispatch({ type: 'busyDue' }), busyDelayMs);
      return undefined;
    case 'retryLater':
      window.clearTimeout(timers.retry);
      timers.retry = window.setTimeout(() => void dispatch({ type: 'retry' }), retryDelayMs(effect.failures, Math.random()));
      return undefined;
    case 'show':
      input.forgetDraft();
      input.showPage(effect.answered);
      if (effect.announce) input.say(effect.answered);
      return undefined;
    case 'open':
      input.moves.open(effect.page);
      return dispatch({ type: 'moved' });
    case 'finish':
      await input.moves.finish(effect.end).finally(() => dispatch({ type: 'moved' }));
      return undefined;
    case 'go':
      await input.moves.go(effect.direction, effect.from).finally(() => dispatch({ type: 'moved' }));
      return undefined;
    case 'alert':
      return input.alert.showError(effect.error, { home: true });
  }
}

/**
 * docs/product/lessons.md#next: slides and tincan send an empty answer, exercises their
 * answers (the no-answer dialog first when nothing is answered), in one round trip that also
 * opens the next page (pages/answer-and-next; PATCH then pages/next when a timed page never
 * opened comes next, so that the learner is asked first); the feedbacks then show one by one,
 * on the answered page, and the next page comes after the last.
 * A press within 200 ms of the previous one is ignored: the first press acts
 * at once, so a double click never sends twice and nothing waits.
 *
 * Check (docs/product/lessons.md#check) sends the answers the same way but stays: the page
 * shows its correction and score (and the feedbacks, where the course type gives them), and Next
 * then moves on. Where the course shows the correction first (`course.nextChecksFirst`: no
 * feedbacks, no straight-through Next), Next on an exercise not checked is Check.
 *
 * Every step is a transition of next-flow-machine.ts; this hook feeds it the learner's presses,
 * the answers' outcomes and the timers, and does the work each transition asks.
 */
export function useNextFlow(input: NextFlowInput) {
  const { page, answers, userId } = input;
  const errorText = useErrorText();
  const { t } = useTranslation();
  const announcer = usePlayerAnnouncer();
  // Read and written at each event rather than at the next render: the answer leaves at the press
  // with no render before it (bench:web:lessons), and a second press in the same frame sees the
  // first. What the player shows of it is `view`, set only when that changes.
  const machine = useRef(initialNextFlow);
  const [view, setView] = useState(() => nextFlowView(initialNextFlow));
  const timers = useRef({ busy: 0, retry: 0 });
  // This render's inputs, for the work an event starts: an answer arrives, and a timer fires, after later renders.
  const say = (answered: LessonPage) => {
    const said = resultAnnouncement(answered, t);
    if (said !== null) announcer.announceResult(said);
  };
  const latest = useRef<EffectContext['input']>({ ...input, errorText, say });
  useLayoutEffect(() => {
    latest.current = { ...input, errorText, say };
  });

  const dispatch = useCallback(function dispatch(event: NextFlowEvent): Promise<void> {
    const { state, effects } = nextFlowTransition(machine.current, event);
    if (state === machine.current) return Promise.resolve();
    machine.current = state;
    // Busy is due while an answer, or the move it leads to, is under way; not once they are over.
    if (state.step.name !== 'sending' && state.step.name !== 'moving') window.clearTimeout(timers.current.busy);
    const seen = nextFlowView(state);
    setView((shown) => (sameView(shown, seen) ? shown : seen));
    const context = { input: latest.current, dispatch, timers: timers.current };
    return Promise.all(effects.map((effect) => runEffect(effect, context))).then(() => undefined);
  }, []);

  // A page opened with a submission still waiting (a reload while offline) sends it again. Looked
  // up once the page is painted (after-paint.ts): an IndexedDB read at every page's start.
  const answered = page.results !== null;
  useEffect(() => {
    let current = true;
    const cancel = afterNextPaint(
      () =>
        void waitingAnswer(page.lessonId, page.id, userId, answered).then((entry) => {
          if (current && entry) void dispatch({ type: 'found', entry });
        }),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [page.lessonId, page.id, userId, answered, dispatch]);

  // Back online: send at once rather than wait out the backoff.
  useEffect(() => {
    const cameBack = () => void dispatch({ type: 'retry' });
    window.addEventListener('online', cameBack);
    return () => window.removeEventListener('online', cameBack);
  }, [dispatch]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.busy);
      window.clearTimeout(pending.retry);
    };
  }, []);

  const facts = () => factsOf(page, answers);
  const timedAhead: TimedAheadQuestion | null = view.timedAhead && {
    ...view.timedAhead,
    start: () => void dispatch({ type: 'startTimed' }),
    dismiss: () => void dispatch({ type: 'dismissTimed' }),
  };
  return {
    next: () => void dispatch({ type: 'press', button: 'next', at: Date.now(), facts: facts() }),
    /** Sends the answers and stays on the corrected page. */
    check: () => void dispatch({ type: 'press', button: 'check', at: Date.now(), facts: facts() }),
    /** A tincan activity said next: submit what is there, without asking. */
    submitNow: () => dispatch({ type: 'force', reason: 'activity', facts: facts() }),
    /** The timer ran out: submit what is there, and say so before the correction. */
    submitOnTimeUp: () => dispatch({ type: 'force', reason: 'timeUp', facts: facts() }),
    /** Next from a page answered elsewhere (a tincan page its activity's statements completed). */
    moveOn: (from: LessonPage) => dispatch({ type: 'advance', from, ahead: timedAheadOf(from) }),
    /** Previous waits while an answer is on its way rather than race it. */
    previous: () => void dispatch({ type: 'previous', from: page }),
    /** An answer or a move under way for a while, or an answer waiting offline: Next shows busy and the answers lock. */
    busy: view.busy,
    /** Sent without an answer: kept in the outbox, sent again when the connection returns. */
    offline: view.offline,
    submitError: view.error,
    noAnswer: view.noAnswer,
    stay: () => void dispatch({ type: 'stay' }),
    /**
     * The no-answer dialog stays up while the answer goes: moving straight on, it leaves with the
     * page it was shown on, in the next page's one render, rather than close on its own first (a
     * render, the focus returned, the document's styles recomputed as the scroll lock lifts: work for
     * a phone's CPU before the request is even answered, bench:web:lessons). Staying or
     * refused, it closes as the answer arrives, and in any case once the attempt is over.
     */
    continueAnyway: () => void dispatch({ type: 'continueAnyway', facts: facts() }),
    review: {
      open: view.reviewing,
      confirm: () => void dispatch({ type: 'confirmReview', facts: facts() }),
      cancel: () => void dispatch({ type: 'cancelReview' }),
    },
    feedbacks: view.feedbacks,
    continueFeedback: () => void dispatch({ type: 'continueFeedback' }),
    timedAhead,
  };
}
