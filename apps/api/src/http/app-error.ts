import type { ErrorCode } from '@espace/contracts/errors';

export interface ErrorIssue {
  path: string;
  message: string;
  /** A problem code of the issue's own, which the web translates (e.g. a content package's, packages/domain/src/content/package-problems.ts), and the facts its text names. */
  code?: string;
  values?: Record<string, string | number>;
}

/**
 * A failure the client is told about by its code (docs/product/errors.md#catalogue). Use cases throw
 * it; the error handler turns it into `{code, title, message, issues?}` with
 * the HTTP status of the catalogue.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly issues?: ErrorIssue[],
    /** Sent as the body's `data` (e.g. the end of a lesson with NO_LESSON_PAGE_AVAILABLE). */
    readonly data?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super('UNAUTHORIZED');
  }
}

export class NotFoundError extends AppError {
  constructor() {
    super('NOT_FOUND');
  }
}

/** 429 (sign-in by default); the error handler says when to come back (`Retry-After`). */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, code: 'TOO_MANY_LOGIN_ATTEMPTS' | 'TOO_MANY_REQUESTS' = 'TOO_MANY_LOGIN_ATTEMPTS') {
    super(code);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** 503: more work waits than the server takes on (password hashes); `Retry-After` says when the queue should have drained. */
export class ServerBusyError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    super('SERVICE_UNAVAILABLE');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export class BadRequestError extends AppError {
  constructor(issues: ErrorIssue[]) {
    super('BAD_REQUEST', issues);
  }
}
