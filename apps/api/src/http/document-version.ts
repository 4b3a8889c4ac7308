import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Optimistic concurrency for documents several admins edit (docs/api.md#document-versions): a GET
 * answers the document's version as its ETag; a write names the version it started from in
 * If-Match, and the use case compares it with the version it reads under its row lock. The version
 * is a digest of the document as the API presents it, so any change anyone makes, by whatever
 * route, gives a new one, and no column has to be kept in step.
 */
export function versionOf(document: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 32)}"`;
}

/** Answers `answer` with the version of `document` as the ETag: the answer itself, or the part of it that is versioned. */
export function withVersion<T>(reply: FastifyReply, answer: T, document: unknown = answer): T {
  void reply.header('etag', versionOf(document));
  return answer;
}

/** The If-Match a write sent (undefined when none): what the use case checks with `checkVersion`. */
export function ifMatchOf(request: FastifyRequest): string | undefined {
  const value = request.headers['if-match'];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** No If-Match → VERSION_REQUIRED (428); one that names another version than `current`'s → STALE_VERSION (412). */
export function checkVersion(ifMatch: string | undefined, current: unknown): void {
  if (ifMatch === undefined)
    throw new AppError('VERSION_REQUIRED', [{ path: 'headers.if-match', message: 'send the ETag of the version this change starts from' }]);
  const named = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!named.includes(versionOf(current)))
    throw new AppError('STALE_VERSION', [{ path: 'headers.if-match', message: 'the document changed since this version was read' }]);
}
