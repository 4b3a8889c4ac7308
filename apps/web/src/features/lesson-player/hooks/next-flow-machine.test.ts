import type { LessonEndData } from '@espace/contracts/lessons';
import { describe, expect, it } from 'vitest';
import type { AnswerOutboxEntry } from '../../../lib/offline-outbox/answer-outbox-store';
import { answered, endAnswer, lessonPage, slidePage } from '../../../test/lesson-fixtures';
import {
  type Feedbacks,
  initialNextFlow,
  type NextFlowEffect,
  type NextFlowEvent,
  type NextFlowState,
  type NextFlowStep,
  nextFlowTransition,
  nextFlowView,
  type PageFacts,
  sameView,
} from './next-flow-machine';
import type { TimedAhead } from './use-page-moves';

const page = lessonPage();
const done = answered(page);
const corrected = answered(page, { kind: 'partialy_correct', feedbacks: ['Presque.', 'Relisez la page.'] });
const nextPage = slidePage();
const end = endAnswer().body as LessonEndData;
const entry: AnswerOutboxEntry = { idempotencyKey: 'key', lessonId: page.lessonId, pageId: page.id, userId: 'u1', body: {}, createdAt: 1, movesOn: true };
/** Sent to stay on the page: by Check, a checking Next or the timer. */
const stayingEntry: AnswerOutboxEntry = { ...entry, movesOn: false };
const ahead: TimedAhead = { nodeId: 'node-3', seconds: 60, from: done };

const facts = (over: Partial<PageFacts> = {}): PageFacts => ({
  page,
  empty: false,
  asksReview: false,
  movesOn: true,
  checksFirst: false,
  ahead: null,
  ...over,
});
/** An exercise of a course that shows the correction before Next moves on (no feedbacks, no straight-through Next). */
const checksFirst: Partial<PageFacts> = { checksFirst: true };
const at = (step: NextFlowStep, over: Partial<NextFlowState> = {}): NextFlowState => ({ ...initialNextFlow, step, ...over });
const pressedAt = (next: number, check = 0) => ({ pressedAt: { next, check } });
const press = (button: 'next' | 'check', over: Partial<PageFacts> = {}, when = 1000): NextFlowEvent => ({
  type: 'press',
  button,
  at: when,
  facts: facts(over),
});
/** The page's time ran out: said, with the correction, even where the page has no feedback. */
const timeUpOnly: Partial<Feedbacks> = { kind: 'correct', messages: [], from: done, timeUp: true, stay: true, onward: null };
const feedbacks = (over: Partial<Feedbacks> = {}): Feedbacks => ({
  kind: 'partialy_correct',
  messages: ['Presque.', 'Relisez la page.'],
  index: 0,
  from: corrected,
  timeUp: false,
  stay: false,
  onward: { next: nextPage, end: null },
  ahead: null,
  ...over,
});

const idle: NextFlowStep = { name: 'idle' };
const sending = (over: Partial<Extract<NextFlowStep, { name: 'sending' }>> = {}): NextFlowStep => ({
  name: 'sending',
  by: 'next',
  busy: false,
  noAnswerUp: false,
  ...over,
});
const offline = (over: Partial<Extract<NextFlowStep, { name: 'offline' }>> = {}): NextFlowStep => ({
  name: 'offline',
  by: 'next',
  entry,
  failures: 1,
  attempting: false,
  ...over,
});
const moving = (busy: boolean, noAnswerUp = false): NextFlowStep => ({ name: 'moving', busy, noAnswerUp });
const noAnswer = (by: 'next' | 'check'): NextFlowStep => ({ name: 'noAnswer', by });
/** Next where the page checks first sends as Check does. */
const checking = (over: Partial<Extract<NextFlowStep, { name: 'sending' }>> = {}) => sending({ by: 'check', ...over });
const review = (by: 'next' | 'check'): NextFlowStep => ({ name: 'review', by });
const reading = (over: Partial<Feedbacks> = {}): NextFlowStep => ({ name: 'feedback', feedbacks: feedbacks(over) });
const timedQuestion: NextFlowStep = { name: 'timedAhead', ahead };

const force = (reason: 'timeUp' | 'activity', over: Partial<PageFacts> = {}): NextFlowEvent => ({ type: 'force', reason, facts: facts(over) });
const answer = (
  what = done,
  onward: { next?: typeof nextPage; end?: LessonEndData } | null = { next: nextPage },
  timed: TimedAhead | null = null,
): NextFlowEvent => ({
  type: 'answered',
  answered: what,
  onward: onward && { next: onward.next ?? null, end: onward.end ?? null },
  ahead: timed,
});
const kept: NextFlowEvent = { type: 'kept', entry };
const refused = (said: string | null): NextFlowEvent => ({ type: 'refused', error: 'e', said });
const continueFeedback: NextFlowEvent = { type: 'continueFeedback' };
const continueAnyway: NextFlowEvent = { type: 'continueAnyway', facts: facts() };
const found: NextFlowEvent = { type: 'found', entry };

const sent = (movesOn: boolean): NextFlowEffect[] => [{ type: 'send', movesOn }, { type: 'busyLater' }];
const show = (what = done, announce = true): NextFlowEffect => ({ type: 'show', answered: what, announce });
const goNext = (from = done): NextFlowEffect => ({ type: 'go', direction: 'next', from });
const open: NextFlowEffect = { type: 'open', page: nextPage };
const alert: NextFlowEffect = { type: 'alert', error: 'e' };
const resend: NextFlowEffect = { type: 'resend', entry };
const retryLater = (failures: number): NextFlowEffect => ({ type: 'retryLater', failures });

/** [what happens, from, event, to ('unchanged': the very same state), effects]. */
type Row = [string, NextFlowState, NextFlowEvent, NextFlowState | 'unchanged', NextFlowEffect[]];

describe('the Next flow of a page (docs/product/lessons.md#next)', () => {
  it.each<Row>([
    // A press.
    ['Next sends the answers and moves on in one call', at(idle), press('next'), at(sending(), pressedAt(1000)), sent(true)],
    ['Check sends them and stays', at(idle), press('check'), at(sending({ by: 'check' }), pressedAt(0, 1000)), sent(false)],
    ['Next before a timed page never opened answers alone', at(idle), press('next', { movesOn: false }), at(sending(), pressedAt(1000)), sent(false)],
    ['a press clears the last refusal', at(idle, { error: 'Refusée' }), press('next'), at(sending(), pressedAt(1000)), sent(true)],
    ['nothing answered asks first', at(idle), press('next', { empty: true }), at(noAnswer('next'), pressedAt(1000)), []],
    ['nothing answered asks Check too', at(idle), press('check', { empty: true }), at(noAnswer('check'), pressedAt(0, 1000)), []],
    ['a certifying course reviews its last answers first', at(idle), press('next', { asksReview: true }), at(review('next'), pressedAt(1000)), []],
    ['Next on an answered page moves on', at(idle), press('next', { page: done }), at(moving(true), pressedAt(1000)), [goNext()]],
    ['Next on an answered page asks before a timed page', at(idle), press('next', { page: done, ahead }), at(timedQuestion, pressedAt(1000)), []],
    ['a second press of Next within 200 ms is ignored', at(idle, pressedAt(900)), press('next'), 'unchanged', []],
    ['Check right after Next is not', at(idle, pressedAt(900)), press('check'), at(sending({ by: 'check' }), pressedAt(900, 1000)), sent(false)],
    ['a press while an answer is on its way is ignored', at(sending()), press('next'), 'unchanged', []],
    ['a press while offline is ignored', at(offline()), press('next'), 'unchanged', []],
    ['a press while moving is ignored', at(moving(true)), press('next', { page: done }), 'unchanged', []],
    // Next where the correction shows first: the first press checks, the next one moves on.
    ['Next on an exercise not checked checks it, and stays', at(idle), press('next', checksFirst), at(checking(), pressedAt(1000)), sent(false)],
    [
      'the next Next moves on, sending nothing',
      at(idle, pressedAt(1000)),
      press('next', { ...checksFirst, page: done }, 1300),
      at(moving(true), pressedAt(1300)),
      [goNext()],
    ],
    ['a double click never skips the correction', at(idle, pressedAt(1000)), press('next', { ...checksFirst, page: done }, 1150), 'unchanged', []],
    ['nothing answered asks first there too', at(idle), press('next', { ...checksFirst, empty: true }), at(noAnswer('next'), pressedAt(1000)), []],
    ['Check there is Check', at(idle), press('check', checksFirst), at(sending({ by: 'check' }), pressedAt(0, 1000)), sent(false)],
    ['the final review there', at(idle), press('next', { ...checksFirst, asksReview: true }), at(review('next'), pressedAt(1000)), []],
    // Sent without asking.
    ['the timer sends what is there, and stays', at(idle), force('timeUp', { empty: true }), at(sending({ by: 'timeUp' })), sent(false)],
    ['an activity sends what is there, and moves on', at(idle), force('activity', { empty: true }), at(sending()), sent(true)],
    ['the timer where Next checks first: as before', at(idle), force('timeUp', checksFirst), at(sending({ by: 'timeUp' })), sent(false)],
    ['the timer sends past the final review', at(review('next')), force('timeUp'), at(sending({ by: 'timeUp' })), sent(false)],
    ['an activity on an answered page moves on', at(idle), force('activity', { page: done }), at(moving(true)), [goNext()]],
    ['the timer while an answer is on its way is ignored', at(sending()), force('timeUp'), 'unchanged', []],
    // The questions before sending.
    ['staying closes the no-answer dialog', at(noAnswer('next')), { type: 'stay' }, at(idle), []],
    ['continuing keeps it up while the answer goes', at(noAnswer('next')), continueAnyway, at(sending({ noAnswerUp: true })), sent(true)],
    ['continuing after Check stays', at(noAnswer('check')), continueAnyway, at(sending({ by: 'check', noAnswerUp: true })), sent(false)],
    [
      'continuing where Next checks first stays',
      at(noAnswer('next')),
      { type: 'continueAnyway', facts: facts(checksFirst) },
      at(checking({ noAnswerUp: true })),
      sent(false),
    ],
    [
      'the reviewed answers where Next checks first: checked',
      at(review('next')),
      { type: 'confirmReview', facts: facts(checksFirst) },
      at(checking()),
      sent(false),
    ],
    ['the reviewed answers go as pressed', at(review('check')), { type: 'confirmReview', facts: facts() }, at(sending({ by: 'check' })), sent(false)],
    ['reviewing again sends nothing', at(review('next')), { type: 'cancelReview' }, at(idle), []],
    // Busy, once an answer or a move is slow.
    ['a slow answer shows busy', at(sending()), { type: 'busyDue' }, at(sending({ busy: true })), []],
    ['a slow move after the answer shows busy', at(moving(false)), { type: 'busyDue' }, at(moving(true)), []],
    ['busy is not due once over', at(idle), { type: 'busyDue' }, 'unchanged', []],
    // The answer.
    ['answered: straight on to the page it opened, its result said', at(sending()), answer(), at(moving(false)), [show(), open]],
    ['the no-answer dialog leaves with the page', at(sending({ busy: true, noAnswerUp: true })), answer(), at(moving(true, true)), [show(), open]],
    ['answered at the end of the lesson', at(sending({ noAnswerUp: true })), answer(done, { end }), at(moving(false)), [show(), { type: 'finish', end }]],
    ['answered alone: Next from it', at(sending()), answer(done, null), at(moving(true)), [show(), goNext()]],
    ['answered alone: asks before the timed page', at(sending()), answer(done, null, ahead), at(timedQuestion), [show()]],
    ['feedbacks show before moving on', at(sending()), answer(corrected), at(reading()), [show(corrected, false)]],
    ['checked: the page shows its correction', at(sending({ by: 'check' })), answer(done, null), at(idle), [show(done, false)]],
    ['checked, feedbacks first', at(sending({ by: 'check' })), answer(corrected, null), at(reading({ stay: true, onward: null })), [show(corrected, false)]],
    ['checked by Next: the correction stays on screen', at(checking()), answer(done, null), at(idle), [show(done, false)]],
    ['checked by Next, the no-answer dialog closes', at(checking({ noAnswerUp: true })), answer(done, null), at(idle), [show(done, false)]],
    [
      'checked by Next with feedbacks: they say it',
      at(checking()),
      answer(corrected, null),
      at(reading({ stay: true, onward: null })),
      [show(corrected, false)],
    ],
    ['checked by Next while offline, resent: stays', at(offline({ by: 'check', attempting: true })), answer(done, null), at(idle), [show(done, false)]],
    ['time up is said even without feedback', at(sending({ by: 'timeUp' })), answer(done, null), at(reading(timeUpOnly)), [show(done, false)]],
    ['a resent answer goes on as first sent', at(offline({ by: 'check', attempting: true })), answer(done, null), at(idle), [show(done, false)]],
    ['an answer nobody waits for is ignored', at(idle), answer(), 'unchanged', []],
    // No answer at all, or a refusal.
    ['no answer: kept offline, tried again later', at(sending({ by: 'check', noAnswerUp: true })), kept, at(offline({ by: 'check' })), [retryLater(1)]],
    ['still no answer: a longer wait', at(offline({ attempting: true })), kept, at(offline({ failures: 2 })), [retryLater(2)]],
    ['refused: the learner keeps the answer and is told why', at(sending({ noAnswerUp: true })), refused('Refusée'), at(idle, { error: 'Refusée' }), []],
    ['refused for good: the alert', at(sending()), refused(null), at(idle), [alert]],
    ['a resent answer refused', at(offline({ attempting: true })), refused(null), at(idle), [alert]],
    // The outbox.
    ['a waiting answer found as the page opens is sent again', at(idle), found, at(offline({ failures: 0, attempting: true })), [resend]],
    [
      'one sent to stay is sent again to stay',
      at(idle),
      { type: 'found', entry: stayingEntry },
      at(offline({ by: 'check', entry: stayingEntry, failures: 0, attempting: true })),
      [{ type: 'resend', entry: stayingEntry }],
    ],
    ['one found once the learner acted is left', at(sending()), found, 'unchanged', []],
    ['the backoff over or the connection back: sent again', at(offline()), { type: 'retry' }, at(offline({ attempting: true })), [resend]],
    ['never two attempts at once', at(offline({ attempting: true })), { type: 'retry' }, 'unchanged', []],
    // The feedbacks.
    ['the next message; time up is said once', at(reading({ timeUp: true })), continueFeedback, at(reading({ index: 1 })), []],
    ['after the last, where the answer led', at(reading({ index: 1 })), continueFeedback, at(moving(false)), [open]],
    ['after the last, checked: stays', at(reading({ index: 1, stay: true })), continueFeedback, at(idle), []],
    ['after the last, Next from the page', at(reading({ index: 1, onward: null })), continueFeedback, at(moving(true)), [goNext(corrected)]],
    ['after the last, the timed page asks first', at(reading({ index: 1, onward: null, ahead })), continueFeedback, at(timedQuestion), []],
    // Moves.
    ['Previous', at(idle), { type: 'previous', from: page }, at(moving(true)), [{ type: 'go', direction: 'previous', from: page }]],
    ['Previous waits for an answer on its way', at(sending()), { type: 'previous', from: page }, 'unchanged', []],
    ['a page its activity completed moves on', at(idle), { type: 'advance', from: done, ahead: null }, at(moving(true)), [goNext()]],
    ['« C’est parti » opens the timed page', at(timedQuestion), { type: 'startTimed' }, at(moving(true)), [goNext()]],
    ['closing the question stays', at(timedQuestion), { type: 'dismissTimed' }, at(idle), []],
    ['a move over', at(moving(true, true)), { type: 'moved' }, at(idle), []],
  ])('%s', (_name, from, event, to, effects) => {
    const result = nextFlowTransition(from, event);
    if (to === 'unchanged') expect(result.state).toBe(from);
    else expect(result.state).toEqual(to);
    expect(result.effects).toEqual(effects);
  });
});

describe('what the player shows of the flow', () => {
  it.each<[string, NextFlowState, Partial<ReturnType<typeof nextFlowView>>]>([
    ['nothing at rest', at(idle), { noAnswer: false, busy: false, offline: false }],
    ['an answer just sent: nothing yet', at(sending({ noAnswerUp: true })), { noAnswer: true, busy: false }],
    ['a slow answer: busy', at(sending({ busy: true })), { busy: true }],
    ['offline: busy, and said', at(offline()), { busy: true, offline: true }],
    ['the no-answer dialog leaving with its page', at(moving(false, true)), { noAnswer: true, busy: false }],
    ['the final review', at(review('next')), { reviewing: true }],
    ['the feedbacks', at(reading()), { feedbacks: feedbacks() }],
    ['the timed question', at(timedQuestion), { timedAhead: ahead }],
    ['a refusal', at(idle, { error: 'Refusée' }), { error: 'Refusée' }],
  ])('%s', (_name, state, shown) => {
    expect(nextFlowView(state)).toMatchObject(shown);
  });

  it('sees an answer sent from rest as no change, so that the press costs no render', () => {
    const sent = nextFlowTransition(initialNextFlow, press('next')).state;
    expect(sameView(nextFlowView(initialNextFlow), nextFlowView(sent))).toBe(true);
    expect(sameView(nextFlowView(sent), nextFlowView(at(sending({ busy: true }))))).toBe(false);
  });
});
