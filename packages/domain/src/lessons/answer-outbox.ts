/**
 * The answer outbox (docs/product/lessons.md#offline-answers): a submission is stored on the device before
 * it is sent, with an idempotency key made once, and resent with that same
 * key until the server answers, so a lost connection neither loses an answer
 * nor counts it twice.
 */

/** One submission waiting for the server's answer; `Body` is the PATCH body of the contract, which these rules never read. */
export interface OutboxEntry<Body> {
  /** The Idempotency-Key: made once per submission, sent again on every retry. */
  idempotencyKey: string;
  lessonId: string;
  pageId: string;
  userId: string;
  /** The PATCH body as first sent. */
  body: Body;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** What to do with an entry after an attempt to send it. */
export type AttemptOutcome = 'sent' | 'retry' | 'drop';

/**
 * The API's `{ code }` error codes that name a passing state: the same submission can simply be
 * sent again. SERVICE_UNAVAILABLE: the server refused it unread, too busy to queue it (503).
 */
const passingCodes = new Set(['PATCH_IN_PROGRESS', 'SERVICE_UNAVAILABLE']);

/**
 * Whether a request got no answer at all (status 0: offline, DNS, a dropped
 * connection): the learner is told they are offline and the submission is
 * resent by itself. Any answer, a 5xx included, came from the API and keeps
 * the usual error handling (the learner sees why and may press again).
 */
export function isNetworkFailure(status: number): boolean {
  return status === 0;
}

/**
 * After an attempt: a 2xx answer settles the entry ('sent'), a network
 * failure or a passing lock keeps it for the next attempt ('retry'), and any
 * other answer of the API is final ('drop': the existing error handling tells
 * the learner, and resending would only repeat it).
 */
export function attemptOutcome(failure: { status: number; code?: string | undefined } | null): AttemptOutcome {
  if (failure === null) return 'sent';
  if (isNetworkFailure(failure.status)) return 'retry';
  return failure.code !== undefined && passingCodes.has(failure.code) ? 'retry' : 'drop';
}

const firstRetryMs = 1_000;
export const maxRetryMs = 30_000;

/**
 * The wait before retry number `attempt` (1 for the first retry): doubling
 * from 1 s, capped at 30 s. `jitter` in [0, 1) (the caller's Math.random())
 * spreads the retries of many learners coming back online together over the
 * upper half of the wait.
 */
export function retryDelayMs(attempt: number, jitter = 1): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** Math.min(exponent, 30));
  const spread = Math.min(Math.max(jitter, 0), 1);
  return Math.round(wait / 2 + (wait / 2) * spread);
}

/**
 * The entry to resend when a learner's page opens: the oldest of this
 * learner's entries for that page (there is one in practice; an older one
 * was the first to reach the server, if any did).
 */
export function pendingFor<Entry extends OutboxEntry<unknown>>(entries: readonly Entry[], userId: string, pageId: string): Entry | undefined {
  return entries.filter((entry) => entry.userId === userId && entry.pageId === pageId).sort((a, b) => a.createdAt - b.createdAt)[0];
}
