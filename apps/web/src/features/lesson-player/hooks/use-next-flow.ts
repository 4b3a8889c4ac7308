import type { LessonPage, PatchPageBody } from '@espace/contracts/lessons';
import { answersBody, nothingAnswered } from '@espace/domain/lessons/page-answers';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import type { Answers } from './use-answers-draft';
import { useAnswerOutbox } from './use-answer-outbox';
import type { LessonAlert } from './use-lesson-alert';

/** SPEC §9 Next-page debounce. */
const nextDebounceMs = 200;

/** A failure that says nothing against the answer itself (no answer, server trouble, a shape refused): the learner stays and keeps it. */
const keepsTheAnswer = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 400;

export interface NextFlowInput {
  page: LessonPage;
  /** The signed-in learner: an outbox entry is only ever resent for them. */
  userId: string | null;
  answers: Answers;
  forgetDraft: () => void;
  /** Puts the answered page (with its results) on screen. */
  showPage: (page: LessonPage) => void;
  advance: (from: LessonPage) => Promise<void>;
  alert: LessonAlert;
}

export type Feedbacks = {
  kind: NonNullable<LessonPage['results']>['kind'];
  messages: string[];
  index: number;
  from: LessonPage;
  /** Sent because the page's time ran out: the learner is told so before the correction (#15 item 9). */
  timeUp: boolean;
};

/**
 * SPEC §4 Next: slides and tincan send an empty patch, exercises their
 * answers (the no-answer dialog first when nothing is answered); the
 * feedbacks then show one by one, and the next page comes after the last.
 * A press within 200 ms of the previous one is ignored: the first press acts
 * at once, so a double click never sends twice and nothing waits.
 */
export function useNextFlow({ page, userId, answers, forgetDraft, showPage, advance, alert }: NextFlowInput) {
  const errorText = useErrorText();
  const [noAnswer, setNoAnswer] = useState(false);
  const [feedbacks, setFeedbacks] = useState<Feedbacks | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const lastPress = useRef(0);
  const sentOnTimeUp = useRef(false);

  const onAnswered = useCallback(
    (answered: LessonPage) => {
      forgetDraft();
      showPage(answered);
      const messages = answered.results?.feedbacks ?? [];
      const timeUp = sentOnTimeUp.current;
      sentOnTimeUp.current = false;
      if (messages.length > 0 || timeUp) setFeedbacks({ kind: answered.results?.kind ?? null, messages, index: 0, from: answered, timeUp });
      else return advance(answered);
      return undefined;
    },
    [forgetDraft, showPage, advance],
  );
  const onRefused = useCallback(
    (error: unknown) => {
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
      if (page.blockType === 'exercice' && !force && nothingAnswered(page.content, answers)) return setNoAnswer(true);
      setSubmitting(true);
      setSubmitError(null);
      try {
        const body: PatchPageBody = page.blockType === 'exercice' ? { inputs: { answers: answersBody(answers) } } : {};
        await send(body);
      } finally {
        setSubmitting(false);
      }
      return undefined;
    },
    [page, answers, advance, send, pending],
  );

  const next = useCallback(() => {
    const now = Date.now();
    if (now - lastPress.current < nextDebounceMs || submitting) return;
    lastPress.current = now;
    void submit(false);
  }, [submit, submitting]);

  const continueFeedback = useCallback(() => {
    if (feedbacks === null) return;
    if (feedbacks.index + 1 < feedbacks.messages.length) return setFeedbacks({ ...feedbacks, index: feedbacks.index + 1, timeUp: false });
    setFeedbacks(null);
    void advance(feedbacks.from);
    return undefined;
  }, [feedbacks, advance]);

  return {
    next,
    /** A tincan activity said next: submit what is there, without asking. */
    submitNow: () => submit(true),
    /** The timer ran out: submit what is there, and say so before the correction. */
    submitOnTimeUp: () => {
      sentOnTimeUp.current = true;
      return submit(true);
    },
    submitting,
    /** Sent without an answer: kept in the outbox, sent again when the connection returns. */
    offline: pending,
    submitError,
    noAnswer,
    stay: () => setNoAnswer(false),
    continueAnyway: () => {
      setNoAnswer(false);
      void submit(true);
    },
    feedbacks,
    continueFeedback,
  };
}
