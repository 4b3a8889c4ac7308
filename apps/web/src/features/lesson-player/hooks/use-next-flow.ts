import type { LessonPage, PatchPageBody } from '@espace/contracts/lessons';
import { nothingAnswered } from '@espace/domain/lessons/page-answers';
import { useCallback, useRef, useState } from 'react';
import { answerKindOf } from '../../../components/lesson-content/row-renderers';
import { answersToSend } from '../../../components/lesson-content/stored-answers';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import type { Answers } from './use-answers-draft';
import { type Onward, useAnswerOutbox } from './use-answer-outbox';
import { movesOnInOneCall } from './use-page-moves';
import type { LessonAlert } from './use-lesson-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultAnnouncement } from '../components/page-result';
import { usePlayerAnnouncer } from '../components/player-announcer';

/** The Next and Check debounce (docs/product/lessons.md#next). */
const nextDebounceMs = 200;
/**
 * How long an answer may take before Next shows busy and the answers lock. Shown at the press, the
 * busy page would be one more render and paint before every next page (bench:web:lessons); a
 * second press is refused by `inFlight` meanwhile.
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
  advance: (from: LessonPage) => Promise<void>;
  /** Goes where Next's single round trip leads (usePageMoves' `arrive`). */
  arrive: (answered: LessonPage, onward: Onward) => Promise<void>;
  alert: LessonAlert;
  /** Asked before a press sends answers (not before a forced send); true when it holds the send until the learner agrees (use-final-review.ts). */
  review?: (send: () => void) => boolean;
}

type Feedbacks = {
  kind: NonNullable<LessonPage['results']>['kind'];
  messages: string[];
  index: number;
  from: LessonPage;
  /** Sent because the page's time ran out: the learner is told so before the correction. */
  timeUp: boolean;
  /** Sent by Check: the learner stays on the corrected page after the last message. */
  stay: boolean;
  /** Where Next's single round trip leads, once the messages are read; null: from `from`, as after Check. */
  onward: Onward | null;
};

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
 * then moves on.
 */
export function useNextFlow({ page, userId, answers, forgetDraft, showPage, advance, arrive, alert, review }: NextFlowInput) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  const announcer = usePlayerAnnouncer();
  const [noAnswer, setNoAnswer] = useState(false);
  const [feedbacks, setFeedbacks] = useState<Feedbacks | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The guard against a second press reads this, not the state: the state reaches a press only
  // with the next render, and a press in between (the corrected page is on screen already) was lost.
  const inFlight = useRef(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Per button: the debounce stops a double press of one button, never Next right after Check.
  const lastPress = useRef({ next: 0, check: 0 });
  const sentOnTimeUp = useRef(false);
  const sentByCheck = useRef(false);

  /** Onward from the answered page: where the single round trip leads, else Next from it. */
  const goOn = useCallback((answered: LessonPage, onward: Onward | null) => (onward ? arrive(answered, onward) : advance(answered)), [arrive, advance]);

  const onAnswered = useCallback(
    (answered: LessonPage, onward: Onward | null) => {
      forgetDraft();
      showPage(answered);
      const messages = answered.results?.feedbacks ?? [];
      const timeUp = sentOnTimeUp.current;
      // After Check, and after the timer sent the page, the learner reads the correction before moving on.
      const stay = sentByCheck.current || timeUp;
      sentOnTimeUp.current = false;
      sentByCheck.current = false;
      const straightOn = !stay && messages.length === 0;
      // Straight on, the answered page may never be drawn (the next one replaces it in the same
      // commit), so its result is said here, before the step it leads to.
      if (straightOn) {
        const said = resultAnnouncement(answered, t);
        if (said !== null) announcer.announceResult(said);
      }
      // The no-answer dialog, kept up while the answer went (continueAnyway), leaves with its page when
      // the next one replaces it; otherwise it closes before anything else shows.
      if (!straightOn || !onward?.next) setNoAnswer(false);
      if (straightOn) return goOn(answered, onward);
      if (messages.length > 0 || timeUp) setFeedbacks({ kind: answered.results?.kind ?? null, messages, index: 0, from: answered, timeUp, stay, onward });
      return undefined;
    },
    [forgetDraft, showPage, goOn, announcer, t],
  );
  const onRefused = useCallback(
    (error: unknown) => {
      sentByCheck.current = false;
      setNoAnswer(false);
      if (keepsTheAnswer(error)) setSubmitError(errorText(error).message);
      else alert.showError(error, { home: true });
    },
    [alert, errorText],
  );
  const outbox = useAnswerOutbox({ page, userId, onAnswered, onRefused });
  const { send, pending } = outbox;

  const submit = useCallback(
    async (force: boolean) => {
      if (pending) return undefined;
      if (page.results !== null) return advance(page);
      if (page.blockType === 'exercice' && !force && nothingAnswered(page.content, answers, answerKindOf)) return setNoAnswer(true);
      inFlight.current = true;
      const busyLater = window.setTimeout(() => setSubmitting(true), busyDelayMs);
      setSubmitError(null);
      try {
        const body: PatchPageBody = page.blockType === 'exercice' ? { inputs: { answers: answersToSend(answers) } } : {};
        // Next answers and moves on in one round trip; Check and the timer stay on the corrected page.
        await send(body, !sentByCheck.current && !sentOnTimeUp.current && movesOnInOneCall(page));
      } finally {
        inFlight.current = false;
        window.clearTimeout(busyLater);
        setSubmitting(false);
      }
      return undefined;
    },
    [page, answers, advance, send, pending],
  );

  const press = useCallback(
    (byCheck: boolean) => {
      const now = Date.now();
      const button = byCheck ? 'check' : 'next';
      if (now - lastPress.current[button] < nextDebounceMs || inFlight.current) return;
      lastPress.current[button] = now;
      sentByCheck.current = byCheck;
      // Nothing answered: the no-answer dialog asks instead.
      if (!pending && page.results === null && !nothingAnswered(page.content, answers, answerKindOf) && review?.(() => void submit(true))) return;
      void submit(false);
    },
    [submit, pending, page, answers, review],
  );
  const next = useCallback(() => press(false), [press]);
  const check = useCallback(() => press(true), [press]);

  const continueFeedback = useCallback(() => {
    if (feedbacks === null) return;
    if (feedbacks.index + 1 < feedbacks.messages.length) return setFeedbacks({ ...feedbacks, index: feedbacks.index + 1, timeUp: false });
    setFeedbacks(null);
    if (!feedbacks.stay) void goOn(feedbacks.from, feedbacks.onward);
    return undefined;
  }, [feedbacks, goOn]);

  return {
    next,
    /** Sends the answers and stays on the corrected page. */
    check,
    /** A tincan activity said next: submit what is there, without asking. */
    submitNow: () => {
      sentByCheck.current = false;
      return submit(true);
    },
    /** The timer ran out: submit what is there, and say so before the correction. */
    submitOnTimeUp: () => {
      sentOnTimeUp.current = true;
      sentByCheck.current = false;
      return submit(true);
    },
    submitting,
    /** An answer is on its way, busy shown or not yet: Previous waits for it rather than race it. */
    isSending: () => inFlight.current,
    /** Sent without an answer: kept in the outbox, sent again when the connection returns. */
    offline: pending,
    submitError,
    noAnswer,
    stay: () => {
      sentByCheck.current = false;
      setNoAnswer(false);
    },
    /**
     * The no-answer dialog stays up while the answer goes: moving straight on, it leaves with the
     * page it was shown on, in the next page's one render, rather than close on its own first (a
     * render, the focus returned, the document's styles recomputed as the scroll lock lifts: work for
     * a phone's CPU before the request is even answered, bench:web:lessons). Staying or
     * refused, it closes as the answer arrives (onAnswered, onRefused), and in any case once the
     * attempt is over. A second press meanwhile is refused by `inFlight`.
     */
    continueAnyway: () => {
      if (inFlight.current) return;
      void submit(true).finally(() => setNoAnswer(false));
    },
    feedbacks,
    continueFeedback,
  };
}
