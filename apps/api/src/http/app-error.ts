import type { ErrorCode } from '@espace/contracts/errors';

export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * A failure the client is told about by its SPEC §8 code. Use cases throw
 * it; the error handler turns it into `{code, title, message, issues?}` with
 * the HTTP status of the catalogue.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly issues?: ErrorIssue[],
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

export class BadRequestError extends AppError {
  constructor(issues: ErrorIssue[]) {
    super('BAD_REQUEST', issues);
  }
}
