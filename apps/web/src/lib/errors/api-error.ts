/** What the API client throws for a non-2xx answer or a request that never got one (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
    /** From the answer's Retry-After (429, 503): seconds before trying again; undefined without one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`API ${status} on ${path}`);
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Seconds the server asked to wait before trying again (Retry-After in seconds), when it did. */
export function retryAfterOf(header: string | null): number | undefined {
  const seconds = Number(header);
  return header !== null && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}
