import type { AnswerAndNext, LessonPage, PatchPageBody } from '@espace/contracts/lessons';
import { attemptOutcome, pendingFor } from '@espace/domain/lessons/answer-outbox';
import { afterNextPaint } from '../../../lib/after-paint';
import { ApiError } from '../../../lib/errors/api-error';
import { type AnswerOutboxEntry, deleteOutboxEntry, lessonOutboxEntries, putOutboxEntry } from '../../../lib/offline-outbox/answer-outbox-store';
import { answerAndNext, patchCurrentPage } from '../api/lesson-pages';

/** Where Next leads after the answer: the next page, the end of the lesson, or neither (the player asks pages/next). */
export type Onward = Pick<AnswerAndNext, 'next' | 'end'>;

/**
 * How an attempt ended: the server answered (first time or replay; `onward` for a submission sent
 * with `movesOn`, else null), it got no answer and the entry is kept for the next attempt, or the
 * server refused it for good.
 */
export type Delivery =
  { outcome: 'answered'; answered: LessonPage; onward: Onward | null } | { outcome: 'kept'; entry: AnswerOutboxEntry } | { outcome: 'refused'; error: unknown };

/** Sends an entry as it was made: answered and moved on (Next), or answered only. */
async function deliver(entry: AnswerOutboxEntry): Promise<{ answered: LessonPage; onward: Onward | null }> {
  if (!entry.movesOn) return { answered: await patchCurrentPage(entry.lessonId, entry.body, entry.idempotencyKey), onward: null };
  const { answered, next, end } = await answerAndNext(entry.lessonId, entry.pageId, entry.body, entry.idempotencyKey);
  return { answered, onward: { next, end } };
}

/** The outbox is a safety net: a device that refuses IndexedDB (private mode) still submits, only without it. */
const quietly = <T>(work: Promise<T>) => work.catch(() => undefined);

function failureOf(error: unknown) {
  if (!(error instanceof ApiError)) return { status: -1 };
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return { status: error.status, code: typeof code === 'string' ? code : undefined };
}

/** Sends `entry` once; `stored`: its write to the outbox, which its removal waits for. */
async function attempt(entry: AnswerOutboxEntry, stored: Promise<unknown>): Promise<Delivery> {
  const forget = () => quietly(stored.then(() => deleteOutboxEntry(entry.idempotencyKey)));
  try {
    const { answered, onward } = await deliver(entry);
    // Once the page the answer leads to is painted, and not awaited: the learner sees it without
    // waiting for IndexedDB. Were the page reloaded before the entry is gone, its replay would get
    // this same stored answer.
    afterNextPaint(() => void forget());
    return { outcome: 'answered', answered, onward };
  } catch (error) {
    if (attemptOutcome(failureOf(error)) === 'retry') return { outcome: 'kept', entry };
    await forget();
    return { outcome: 'refused', error };
  }
}

/** A new submission of `body` for the page on screen, with its idempotency key made once. `movesOn`: Next's single round trip. */
export function newOutboxEntry(page: LessonPage, userId: string | null, body: PatchPageBody, movesOn: boolean): AnswerOutboxEntry {
  return { idempotencyKey: crypto.randomUUID(), lessonId: page.lessonId, pageId: page.id, userId: userId ?? '', body, createdAt: Date.now(), movesOn };
}

/**
 * docs/product/lessons.md#offline-answers: stores a new submission and sends it. The request goes
 * first and the write to the outbox starts right after, in the same task, without waiting for
 * IndexedDB to commit: on a phone that wait, and the render it would let in, would hold every
 * Next's request back, and even the write's start takes time on a 4× CPU (bench:web:lessons). The
 * entry is removed only once written.
 */
export function sendAnswer(entry: AnswerOutboxEntry): Promise<Delivery> {
  let written: (write: Promise<unknown>) => void = () => undefined;
  const stored = new Promise<unknown>((resolve) => {
    written = resolve;
  });
  const delivery = attempt(entry, stored);
  written(quietly(putOutboxEntry(entry)));
  return delivery;
}

/** Sends a kept entry again, with its own key: the server answers a replay with the stored result, so the answer counts once. */
export const resendAnswer = (entry: AnswerOutboxEntry): Promise<Delivery> => attempt(entry, Promise.resolve());

/** The learner's submission still waiting for this page, if any; one for a page the server shows answered is dropped unsent. */
export async function waitingAnswer(lessonId: string, pageId: string, userId: string | null, answered: boolean): Promise<AnswerOutboxEntry | null> {
  const waiting = pendingFor((await quietly(lessonOutboxEntries(lessonId))) ?? [], userId ?? '', pageId);
  if (!waiting) return null;
  if (!answered) return waiting;
  await quietly(deleteOutboxEntry(waiting.idempotencyKey));
  return null;
}
