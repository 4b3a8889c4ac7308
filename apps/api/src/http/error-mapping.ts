import type { ErrorBody, ErrorCode } from '@espace/contracts/errors';
import { DatabaseBusyError } from '../db/database';
import { AppError, type ErrorIssue } from './app-error';
import { errorCatalogue } from './error-catalogue';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

interface ValidationEntry {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
}

interface FrameworkError {
  code?: string;
  statusCode?: number;
  validation?: ValidationEntry[];
  validationContext?: string;
}

/** Fastify's body-parsing failures, each a client mistake described by one issue. */
const bodyParsingIssues: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body is empty but the content type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Body is larger than the limit',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content length does not match the body',
};

/** Client errors Fastify raises with a status we map onto a code of our catalogue (docs/product/errors.md#catalogue). */
const codeByStatus: Record<number, ErrorCode> = { 401: 'UNAUTHORIZED', 403: 'Forbidden', 404: 'NOT_FOUND', 429: 'TOO_MANY_REQUESTS' };

export function respondWith(code: ErrorCode, issues?: ErrorIssue[], data?: Record<string, unknown>): ErrorResponse {
  const { status, title, message } = errorCatalogue[code];
  const body: ErrorBody = issues === undefined ? { code, title, message } : { code, title, message, issues };
  return { status, body: data === undefined ? body : { ...body, data } };
}

/**
 * Turns anything thrown while handling a request into the answer the client
 * gets. Anything not recognised is a 500 INTERNAL_ERROR without details.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) return respondWith(error.code, error.issues, error.data);
  if (error instanceof DatabaseBusyError) return respondWith('SERVICE_UNAVAILABLE');
  if (typeof error !== 'object' || error === null) return respondWith('INTERNAL_ERROR');
  const failure = error as FrameworkError;
  if (Array.isArray(failure.validation)) return respondWith('BAD_REQUEST', validationIssues(failure.validation, failure.validationContext ?? 'request'));
  const parsingIssue = failure.code === undefined ? undefined : bodyParsingIssues[failure.code];
  if (parsingIssue !== undefined) return respondWith('BAD_REQUEST', [{ path: 'body', message: parsingIssue }]);
  const status = failure.statusCode ?? 500;
  if (status >= 400 && status < 500) return respondWith(codeByStatus[status] ?? 'BAD_REQUEST');
  return respondWith('INTERNAL_ERROR');
}

/** Zod issues (via fastify-type-provider-zod) → `body.password`-style paths. */
export function validationIssues(entries: readonly ValidationEntry[], context: string): ErrorIssue[] {
  return entries.flatMap((entry) => {
    const base = [context, ...(entry.instancePath ?? '').split('/').filter((part) => part !== '')].join('.');
    const message = entry.message ?? 'Invalid value';
    const unknownKeys = entry.keyword === 'unrecognized_keys' && Array.isArray(entry.params?.keys) ? entry.params.keys : undefined;
    if (unknownKeys !== undefined) return unknownKeys.map((key) => ({ path: `${base}.${String(key)}`, message: 'Unknown field' }));
    return [{ path: base, message }];
  });
}
