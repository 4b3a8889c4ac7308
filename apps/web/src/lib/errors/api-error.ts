/** What the API client throws for a non-2xx answer or a request that never got one (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(`API ${status} on ${path}`);
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
