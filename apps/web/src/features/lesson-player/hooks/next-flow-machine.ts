import type { LessonEndData, LessonPage } from '@espace/contracts/lessons';
import type { AnswerOutboxEntry } from '../../../lib/offline-outbox/answer-outbox-store';
import type { Onward } from './answer-outbox';
import type { TimedAhead } from './use-page-moves';

/** The Next and Check debounce (docs/product/lessons.md#next), per button: never Next right after Check. */
const nextDebounceMs = 200;

/** Who sent the answers: Next moves on after them; Check and the timer stay on the corrected page. */
type Sender = 'next' | 'check' | 'timeUp';

export interface Feedbacks {
  kind: NonNullable<LessonPage['results']>['kind'];
  messages: string[];
  index: number;
  from: LessonPage;
  /** Sent because the page's time ran out: the learner is told so before the correction. */
  timeUp: boolean;
  /** Sent by Check or the timer: the learner stays on the corrected page after the last message. */
  stay: boolean;
  /** Where Next's single round trip leads once the messages are read; null: Next from `from`. */
  onward: Onward | null;
  ahead: TimedAhead | null;
}

/** Where a page's Next stands. `noAnswerUp`: the no-answer dialog stays up while its answer goes, and leaves with the page. */
export type NextFlowStep =
  | { name: 'idle' }
  | { name: 'noAnswer'; by: 'next' | 'check' }
  | { name: 'review'; by: 'next' | 'check' }
  | { name: 'sending'; by: Sender; busy: boolean; noAnswerUp: boolean }
  | { name: 'offline'; by: Sender; entry: AnswerOutboxEntry; failures: number; attempting: boolean }
  | { name: 'feedback'; feedbacks: Feedbacks }
  | { name: 'timedAhead'; ahead: TimedAhead }
  | { name: 'moving'; busy: boolean; noAnswerUp: boolean };

export interface NextFlowState {
  step: NextFlowStep;
  /** When each button was last pressed, in epoch milliseconds. */
  pressedAt: { next: number; check: number };
  /** Why the last answer was refused, while the learner keeps it on screen. */
  error: string | null;
}

/** What the flow reads of the page on screen when it is asked to act; the rules behind each fact live with their hooks. */
export interface PageFacts {
  page: LessonPage;
  /** An exercise none of whose rows the learner answered. */
  empty: boolean;
  /** The last answers of a certifying course: the learner reviews them first (use-final-review.ts). */
  asksReview: boolean;
  /** Next may answer and move on in one call (use-page-moves.ts). */
  movesOn: boolean;
  /** Next on this exercise checks it first, as Check does: its course shows the correction before moving on. */
  checksFirst: boolean;
  /** The timed page Next from this page asks about first, if any. */
  ahead: TimedAhead | null;
}

export type NextFlowEvent =
  | { type: 'press'; button: 'next' | 'check'; at: number; facts: PageFacts }
  /** Sent without asking: the page's time ran out, or its activity said next. */
  | { type: 'force'; reason: 'timeUp' | 'activity'; facts: PageFacts }
  | { type: 'stay' }
  | { type: 'continueAnyway'; facts: PageFacts }
  | { type: 'confirmReview'; facts: PageFacts }
  | { type: 'cancelReview' }
  | { type: 'busyDue' }
  | { type: 'answered'; answered: LessonPage; onward: Onward | null; ahead: TimedAhead | null }
  | { type: 'kept'; entry: AnswerOutboxEntry }
  /** `said`: why, when the learner keeps the answer on screen; null when the alert tells it. */
  | { type: 'refused'; error: unknown; said: string | null }
  | { type: 'found'; entry: AnswerOutboxEntry }
  | { type: 'retry' }
  | { type: 'continueFeedback' }
  | { type: 'advance'; from: LessonPage; ahead: TimedAhead | null }
  | { type: 'previous'; from: LessonPage }
  | { type: 'startTimed' }
  | { type: 'dismissTimed' }
  | { type: 'moved' };

/** Work a transition asks of the hook that drives it (use-next-flow.ts). */
export type NextFlowEffect =
  | { type: 'send'; movesOn: boolean }
  | { type: 'resend'; entry: AnswerOutboxEntry }
  | { type: 'busyLater' }
  | { type: 'retryLater'; failures: number }
  | { type: 'show'; answered: LessonPage; announce: boolean }
  | { type: 'open'; page: LessonPage }
  | { type: 'finish'; end: LessonEndData }
  | { type: 'go'; direction: 'next' | 'previous'; from: LessonPage }
  | { type: 'alert'; error: unknown };

export interface NextFlowTransition {
  state: NextFlowState;
  effects: NextFlowEffect[];
}

export const initialNextFlow: NextFlowState = { step: { name: 'idle' }, pressedAt: { next: 0, check: 0 }, error: null };

const idle: NextFlowStep = { name: 'idle' };
const to = (state: NextFlowState, step: NextFlowStep, ...effects: NextFlowEffect[]): NextFlowTransition => ({ state: { ...state, step }, effects });

/** Next from an answered page: the timed-page question first when one is ahead, else the move. */
function advance(state: NextFlowState, from: LessonPage, ahead: TimedAhead | null): NextFlowTransition {
  if (ahead) return to(state, { name: 'timedAhead', ahead });
  return to(state, { name: 'moving', busy: true, noAnswerUp: false }, { type: 'go', direction: 'next', from });
}

/** Onward from the answered page: where the single round trip leads, else Next from it. */
function goOn(state: NextFlowState, from: LessonPage, onward: Onward | null, ahead: TimedAhead | null, kept: { busy: boolean; noAnswerUp: boolean }) {
  if (onward?.next) return to(state, { name: 'moving', ...kept }, { type: 'open', page: onward.next });
  if (onward?.end) return to(state, { name: 'moving', busy: kept.busy, noAnswerUp: false }, { type: 'finish', end: onward.end });
  return advance(state, from, ahead);
}

function send(state: NextFlowState, pressed: Sender, facts: PageFacts, noAnswerUp: boolean): NextFlowTransition {
  // Where the page checks first, Next is Check: the correction shows, and the next press moves on.
  const by = pressed === 'next' && facts.checksFirst ? 'check' : pressed;
  // Next answers and moves on in one round trip; Check and the timer stay on the corrected page.
  const movesOn = by === 'next' && facts.movesOn;
  return {
    state: { ...state, step: { name: 'sending', by, busy: false, noAnswerUp }, error: null },
    effects: [{ type: 'send', movesOn }, { type: 'busyLater' }],
  };
}

function answered(state: NextFlowState, step: Extract<NextFlowStep, { by: Sender }>, event: Extract<NextFlowEvent, { type: 'answered' }>) {
  const messages = event.answered.results?.feedbacks ?? [];
  const timeUp = step.by === 'timeUp';
  const stay = step.by !== 'next';
  const straightOn = !stay && messages.length === 0;
  // Straight on, the answered page may never be drawn (the next one replaces it in the same
  // commit), so its result is said with it, before the step it leads to; a page that stays says
  // its own (page-result.tsx).
  const show: NextFlowEffect = { type: 'show', answered: event.answered, announce: straightOn };
  if (straightOn) {
    const kept = step.name === 'sending' ? { busy: step.busy, noAnswerUp: step.noAnswerUp } : { busy: false, noAnswerUp: false };
    const onward = goOn(state, event.answered, event.onward, event.ahead, kept);
    return { state: onward.state, effects: [show, ...onward.effects] };
  }
  if (messages.length === 0 && !timeUp) return to(state, idle, show);
  const kind = event.answered.results?.kind ?? null;
  return to(
    state,
    { name: 'feedback', feedbacks: { kind, messages, index: 0, from: event.answered, timeUp, stay, onward: event.onward, ahead: event.ahead } },
    show,
  );
}

/** What a page's Next does with `event` from `state`: its next state, and the work that takes. An event a step does not expect changes nothing. */
export function nextFlowTransition(state: NextFlowState, event: NextFlowEvent): NextFlowTransition {
  const { step } = state;
  const unchanged = { state, effects: [] };
  switch (event.type) {
    case 'press': {
      if (step.name !== 'idle' || event.at - state.pressedAt[event.button] < nextDebounceMs) return unchanged;
      const pressed = { ...state, pressedAt: { ...state.pressedAt, [event.button]: event.at } };
      const { facts } = event;
      if (facts.page.results !== null) return advance(pressed, facts.page, facts.ahead);
      if (facts.empty) return to(pressed, { name: 'noAnswer', by: event.button });
      if (facts.asksReview) return to(pressed, { name: 'review', by: event.button });
      return send(pressed, event.button, facts, false);
    }
    case 'force':
      if (step.name !== 'idle' && step.name !== 'noAnswer' && step.name !== 'review') return unchanged;
      if (event.facts.page.results !== null) return advance(state, event.facts.page, event.facts.ahead);
      return send(state, event.reason === 'timeUp' ? 'timeUp' : 'next', event.facts, false);
    case 'stay':
      return step.name === 'noAnswer' ? to(state, idle) : unchanged;
    case 'continueAnyway':
      return step.name === 'noAnswer' ? send(state, step.by, event.facts, true) : unchanged;
    case 'confirmReview':
      return step.name === 'review' ? send(state, step.by, event.facts, false) : unchanged;
    case 'cancelReview':
      return step.name === 'review' ? to(state, idle) : unchanged;
    case 'busyDue':
      return step.name === 'sending' || step.name === 'moving' ? to(state, { ...step, busy: true }) : unchanged;
    case 'answered':
      return step.name === 'sending' || (step.name === 'offline' && step.attempting) ? answered(state, step, event) : unchanged;
    case 'kept':
      if (step.name === 'sending') {
        return to(state, { name: 'offline', by: step.by, entry: event.entry, failures: 1, attempting: false }, { type: 'retryLater', failures: 1 });
      }
      if (step.name !== 'offline' || !step.attempting) return unchanged;
      return to(state, { ...step, failures: step.failures + 1, attempting: false }, { type: 'retryLater', failures: step.failures + 1 });
    case 'refused':
      if (step.name !== 'sending' && !(step.name === 'offline' && step.attempting)) return unchanged;
      return { state: { ...state, step: idle, error: event.said }, effects: event.said === null ? [{ type: 'alert', error: event.error }] : [] };
    case 'found': {
      // A page opened with a submission still waiting (a reload while offline): shown waiting, and
      // sent again. One sent without moving on (by Check, by the timer, by Next where the page checks
      // first or before a timed page) then stays on its correction, and Next moves on.
      if (step.name !== 'idle') return unchanged;
      const by = event.entry.movesOn ? 'next' : 'check';
      return to(state, { name: 'offline', by, entry: event.entry, failures: 0, attempting: true }, { type: 'resend', entry: event.entry });
    }
    case 'retry':
      return step.name === 'offline' && !step.attempting ? to(state, { ...step, attempting: true }, { type: 'resend', entry: step.entry }) : unchanged;
    case 'continueFeedback': {
      if (step.name !== 'feedback') return unchanged;
      const { feedbacks } = step;
      if (feedbacks.index + 1 < feedbacks.messages.length) {
        return to(state, { name: 'feedback', feedbacks: { ...feedbacks, index: feedbacks.index + 1, timeUp: false } });
      }
      if (feedbacks.stay) return to(state, idle);
      return goOn(state, feedbacks.from, feedbacks.onward, feedbacks.ahead, { busy: false, noAnswerUp: false });
    }
    case 'advance':
      return step.name === 'idle' ? advance(state, event.from, event.ahead) : unchanged;
    case 'previous':
      return step.name === 'idle'
        ? to(state, { name: 'moving', busy: true, noAnswerUp: false }, { type: 'go', direction: 'previous', from: event.from })
        : unchanged;
    case 'startTimed':
      return step.name === 'timedAhead'
        ? to(state, { name: 'moving', busy: true, noAnswerUp: false }, { type: 'go', direction: 'next', from: step.ahead.from })
        : unchanged;
    case 'dismissTimed':
      return step.name === 'timedAhead' ? to(state, idle) : unchanged;
    case 'moved':
      return step.name === 'moving' ? to(state, idle) : unchanged;
  }
}

/** What the player shows of the flow: its dialogs, the busy footer and answers, the offline and error lines. */
export interface NextFlowView {
  noAnswer: boolean;
  reviewing: boolean;
  feedbacks: Feedbacks | null;
  timedAhead: TimedAhead | null;
  busy: boolean;
  offline: boolean;
  error: string | null;
}

export function nextFlowView({ step, error }: NextFlowState): NextFlowView {
  const underWay = step.name === 'sending' || step.name === 'moving';
  return {
    noAnswer: step.name === 'noAnswer' || (underWay && step.noAnswerUp),
    reviewing: step.name === 'review',
    feedbacks: step.name === 'feedback' ? step.feedbacks : null,
    timedAhead: step.name === 'timedAhead' ? step.ahead : null,
    busy: (underWay && step.busy) || step.name === 'offline',
    offline: step.name === 'offline',
    error,
  };
}

/** Whether two views show the same: a step the learner cannot see (an answer just sent) costs no render. */
export const sameView = (a: NextFlowView, b: NextFlowView) => (Object.keys(a) as (keyof NextFlowView)[]).every((key) => Object.is(a[key], b[key]));
