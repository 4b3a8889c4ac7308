import { describe, expect, it } from 'vitest';
import { attemptOutcome, isNetworkFailure, maxRetryMs, type OutboxEntry, pendingFor, retryDelayMs } from './answer-outbox';

describe('isNetworkFailure', () => {
  it.each([
    [0, true],
    [502, false],
    [503, false],
    [500, false],
    [409, false],
    [400, false],
    [200, false],
  ])('status %i → %s', (status, expected) => {
    expect(isNetworkFailure(status)).toBe(expected);
  });
});

describe('attemptOutcome', () => {
  it.each([
    ['a 2xx answer', null, 'sent'],
    ['no answer at all', { status: 0, code: 'UNDEFINED' }, 'retry'],
    ['a gateway timeout', { status: 504 }, 'drop'],
    ['a submission holding the page lock', { status: 409, code: 'PATCH_IN_PROGRESS' }, 'retry'],
    ['a server too busy to take it now', { status: 503, code: 'SERVICE_UNAVAILABLE' }, 'retry'],
    ['an already answered page', { status: 409, code: 'INVALID_INPUTS' }, 'drop'],
    ['a page whose time ran out', { status: 409, code: 'LESSON_PAGE_SKIPPED' }, 'drop'],
    ['a refused body', { status: 400, code: 'BAD_REQUEST' }, 'drop'],
    ['a server error', { status: 500, code: 'INTERNAL_ERROR' }, 'drop'],
  ] as const)('%s → %s', (_, failure, expected) => {
    expect(attemptOutcome(failure)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => retryDelayMs(attempt))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads the wait over its upper half with the jitter', () => {
    expect(retryDelayMs(3, 0)).toBe(2_000);
    expect(retryDelayMs(3, 0.5)).toBe(3_000);
    expect(retryDelayMs(0, 0)).toBe(500);
    for (let attempt = 1; attempt < 40; attempt += 1) {
      for (const jitter of [-1, 0, 0.3, 0.99, 2]) {
        const wait = retryDelayMs(attempt, jitter);
        expect(wait).toBeGreaterThanOrEqual(500);
        expect(wait).toBeLessThanOrEqual(maxRetryMs);
      }
    }
  });
});

describe('pendingFor', () => {
  const entry = (idempotencyKey: string, userId: string, pageId: string, createdAt: number): OutboxEntry<object> => ({
    idempotencyKey,
    userId,
    pageId,
    lessonId: 'lesson-1',
    body: {},
    createdAt,
  });

  it("finds the oldest of the learner's entries for the page, never another learner's or page's", () => {
    const entries = [entry('late', 'u1', 'p1', 20), entry('other-user', 'u2', 'p1', 1), entry('other-page', 'u1', 'p2', 1), entry('early', 'u1', 'p1', 10)];
    expect(pendingFor(entries, 'u1', 'p1')?.idempotencyKey).toBe('early');
    expect(pendingFor(entries, 'u2', 'p2')).toBeUndefined();
  });
});
