import type { AnswerAndNext, LessonPage, PatchPageBody } from '@espace/contracts/lessons';
import { attemptOutcome, pendingFor, retryDelayMs } from '@espace/domain/lessons/answer-outbox';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-paint';
import { ApiError } from '../../../lib/errors/api-error';
import { type AnswerOutboxEntry, deleteOutboxEntry, lessonOutboxEntries, putOutboxEntry } from '../../../lib/offline-outbox/answer-outbox-store';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { answerAndNext, patchCurrentPage } from '../api/lesson-pages';

interface AnswerOutboxInput {
  page: LessonPage;
  userId: string | null;
  /**
   * The server answered the submission (first time or replay): go on as usual. `onward`: where
   * Next leads, for a submission sent with `movesOn`; null for one that stays.
   */
  onAnswered: (answered: LessonPage, onward: Onward | null) => Promise<void> | void;
  /** The server refused it for good: the usual error handling. */
  onRefused: (error: unknown) => void;
}

/** Where Next leads after the answer: the next page, the end of the lesson, or neither (the player asks pages/next). */
export type Onward = Pick<AnswerAndNext, 'next' | 'end'>;

/** Sends an entry as it was made: answered and moved on (Next), or answered only. */
async function deliver(entry: AnswerOutboxEntry): Promise<{ answered: LessonPage; onward: Onward | null }> {
  if (!entry.movesOn) return { answered: await patchCurrentPage(entry.lessonId, entry.body, entry.idempotencyKey), onward: null };
  const { answered, next, end } = await answerAndNext(entry.lessonId, entry.pageId, entry.body, entry.idempotencyKey);
  return { answered, onward: { next, end } };
}

/** The outbox is a safety net: a device that refuses IndexedDB (private mode) still submits, only without it. */
const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

function failureOf(error: unknown) {
  if (!(error instanceof ApiError)) return { status: -1 };
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return { status: error.status, code: typeof code === 'string' ? code : undefined };
}

/**
 * docs/product/lessons.md#offline-answers: a submission is written to the outbox as it is sent, with an
 * idempotency key made once. Without an answer it stays `pending` and is
 * sent again with the same key, at once when the browser comes back online
 * and otherwise with backoff; a page opened with a pending submission (after
 * a reload offline) sends it again. The server answers a replay with the
 * stored result, so the answer counts once.
 */
export function useAnswerOutbox({ page, userId, onAnswered, onRefused }: AnswerOutboxInput) {
  // The waiting submission and how many attempts at it have failed (the backoff step).
  const [pending, setPending] = useState<{ entry: AnswerOutboxEntry; failures: number } | null>(null);
  const online = useOnlineStatus();
  const sending = useRef(false);
  // The latest callbacks, for an attempt started by a timer or the online event.
  const handlers = useRef({ onAnswered, onRefused });
  useEffect(() => {
    handlers.current = { onAnswered, onRefused };
  });

  /** Sends `entry`; `stored`: its write to the outbox, which its removal waits for. */
  const attempt = useCallback(async (entry: AnswerOutboxEntry, failures: number, stored: Promise<unknown> = Promise.resolve()) => {
    if (sending.current) return;
    sending.current = true;
    const forget = () => quietly(stored.then(() => deleteOutboxEntry(entry.idempotencyKey)));
    try {
      const { answered, onward } = await deliver(entry);
      // Once the page the answer leads to is painted, and not awaited: the learner sees it without
      // waiting for IndexedDB. Were the page reloaded before the entry is gone, its replay would get
      // this same stored answer.
      afterNextPaint(() => void forget());
      setPending(null);
      await handlers.current.onAnswered(answered, onward);
    } catch (error) {
      if (attemptOutcome(failureOf(error)) === 'retry') {
        setPending({ entry, failures: failures + 1 });
      } else {
        await forget();
        setPending(null);
        handlers.current.onRefused(error);
      }
    } finally {
      sending.current = false;
    }
  }, []);

  /**
   * Stores the submission and sends it; resolves once the first attempt is over. `movesOn`: Next's
   * single round trip. The request goes first and the write to the outbox starts right after, in
   * the same task, without waiting for IndexedDB to commit: on a phone that wait, and the render it
   * would let in, would hold every Next's request back, and even the write's start takes time on a
   * 4× CPU (bench:web:lessons). The entry is removed only once written.
   */
  const send = useCallback(
    async (body: PatchPageBody, movesOn: boolean) => {
      const entry: AnswerOutboxEntry = {
        idempotencyKey: crypto.randomUUID(),
        lessonId: page.lessonId,
        pageId: page.id,
        userId: userId ?? '',
        body,
        createdAt: Date.now(),
        movesOn,
      };
      let written: (write: Promise<unknown>) => void = () => undefined;
      const stored = new Promise<unknown>((resolve) => {
        written = resolve;
      });
      const attempted = attempt(entry, 0, stored);
      written(quietly(putOutboxEntry(entry)));
      await attempted;
    },
    [page.lessonId, page.id, userId, attempt],
  );

  // A page opened with a submission still waiting (a reload while offline): shown waiting and sent again; an answered page needs none.
  // Looked up once the page is painted (after-paint.ts): an IndexedDB read at every page's start.
  const answered = page.results !== null;
  useEffect(() => {
    let current = true;
    const cancel = afterNextPaint(
      () =>
        void quietly(
          lessonOutboxEntries(page.lessonId).then(async (entries) => {
            const waiting = pendingFor(entries, userId ?? '', page.id);
            if (!current || !waiting) return;
            if (answered) return deleteOutboxEntry(waiting.idempotencyKey);
            setPending({ entry: waiting, failures: 0 });
            return attempt(waiting, 0);
          }),
        ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [page.lessonId, page.id, userId, answered, attempt]);

  // The next attempt, after the backoff for the failures so far.
  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setTimeout(() => void attempt(pending.entry, pending.failures), retryDelayMs(pending.failures, Math.random()));
    return () => window.clearTimeout(timer);
  }, [pending, attempt]);

  // Back online: send at once rather than wait out the backoff.
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (cameBack && pending) void attempt(pending.entry, pending.failures);
  }, [online, pending, attempt]);

  return { send, pending: pending !== null };
}
