import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/errors/api-error';
import { errorCodeOf, undefinedCode } from '../../lib/errors/normalise-error';
import { asChunkLoadError } from '../../lib/chunk-loading/chunk-load-error';

/**
 * What a full-page state says (docs/product/errors.md#full-page-states): one kind per thing that
 * can go wrong with a whole screen, each told by its own page with a way back.
 */
export type ErrorPageState =
  /** Nothing at this address for this user: a bad id, another learner's lesson, an unknown path (null: not known). */
  | { kind: 'notFound'; path: string | null }
  | { kind: 'forbidden' }
  /** The lesson's class program opens later. */
  | { kind: 'notOpen'; opensAt: string }
  /** Its program or course was closed by the tenant. */
  | { kind: 'closed' }
  /** The lesson's time ran out, or its window closed before it ended: its results stay to be seen. */
  | { kind: 'expired'; lessonId: string | null }
  /** A script or stylesheet that did not load: a reload fetches them again. */
  | { kind: 'chunkLoad'; code: string; chunk: string; reason: string }
  /** Anything else, told by its code's texts: an API answer's code, UNDEFINED for anything that carries none meant for learners. */
  | { kind: 'failed'; code: string };

const failed = { kind: 'failed', code: undefinedCode } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The body's `data` and first issue path of an API error. */
function bodyOf(error: ApiError): { data: Record<string, unknown>; issuePath: string | undefined } {
  const { body } = error;
  if (!isRecord(body)) return { data: {}, issuePath: undefined };
  const first: unknown = Array.isArray(body.issues) ? body.issues[0] : undefined;
  return { data: isRecord(body.data) ? body.data : {}, issuePath: isRecord(first) && typeof first.path === 'string' ? first.path : undefined };
}

/** The lesson an address names (`/session/:id…`), for the expired page's results link. */
const lessonIdIn = (path: string): string | null => /^\/session\/([^/]+)/.exec(path)?.[1] ?? null;

/**
 * The page an error thrown by a screen shows, by the API's error code (docs/lesson-engine.md#error-codes)
 * and, for a few, the facts its body carries. `path` is the address the user asked for.
 */
export function errorPageStateOf(error: unknown, path: string): ErrorPageState {
  const chunk = asChunkLoadError(error);
  if (chunk) return { kind: 'chunkLoad', code: chunk.code, chunk: chunk.chunk, reason: chunk.reason };
  if (isRouteErrorResponse(error)) return error.status === 404 ? { kind: 'notFound', path } : failed;
  // A render's TypeError is no "invalid data": only the API's answers carry a code meant for learners.
  if (!(error instanceof ApiError)) return failed;
  const { data, issuePath } = bodyOf(error);
  const code = errorCodeOf(error) ?? undefinedCode;
  switch (code) {
    case 'NOT_FOUND':
    case 'MODEL_NOT_FOUND':
      return { kind: 'notFound', path };
    // An id that is not one (`/session/abc`) is refused before any lookup: nothing is there either.
    case 'BAD_REQUEST':
      return issuePath?.startsWith('params.') === true ? { kind: 'notFound', path } : { kind: 'failed', code };
    case 'Forbidden':
      return { kind: 'forbidden' };
    case 'LESSON_NOT_OPEN':
      return typeof data.opensAt === 'string' ? { kind: 'notOpen', opensAt: data.opensAt } : { kind: 'forbidden' };
    case 'CONTENT_CLOSED':
      return { kind: 'closed' };
    case 'LESSON_SKIPPED':
      return { kind: 'expired', lessonId: lessonIdIn(path) };
    default:
      return { kind: 'failed', code };
  }
}
