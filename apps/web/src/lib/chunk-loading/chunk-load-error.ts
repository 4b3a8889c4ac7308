/** The reasons (docs/product/errors.md#chunk-load-failures): the file answers 404, the 120 s time-out ran out, or anything else (network, parse). */
type ChunkFailureReason = 'missing' | 'timeout' | 'other';
type ChunkErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

/** "loading chunk {n} failed" with a reason (docs/product/errors.md#chunk-load-failures); a stylesheet chunk carries CSS_CHUNK_LOAD_FAILED. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly code: ChunkErrorCode,
    readonly reason: ChunkFailureReason,
    readonly chunk: string,
    /** The file that failed, when the browser said which (to tell "missing" from "other"). */
    readonly url?: string,
  ) {
    super(`loading chunk ${chunk} failed`);
  }
}

/** What a failed dynamic import says, per engine; Safari names no file. */
const scriptFailures = [
  /Failed to fetch dynamically imported module:?\s*(\S+)?/, // Chromium
  /error loading dynamically imported module:?\s*(\S+)?/, // Firefox
  /Importing a module script failed/, // Safari
  /Unable to preload (?:JS|script) for\s*(\S+)?/,
];
/** Vite's preload helper rejects with this when a route's stylesheet does not load. */
const cssFailure = /Unable to preload CSS for\s*(\S+)/;

interface ChunkFailure {
  code: ChunkErrorCode;
  url?: string;
}

/** Whether an error is a chunk that did not load, and which file; undefined for any other error. */
export function chunkFailureOf(error: unknown): ChunkFailure | undefined {
  if (!(error instanceof Error)) return undefined;
  const css = cssFailure.exec(error.message);
  if (css) return { code: 'CSS_CHUNK_LOAD_FAILED', url: css[1] };
  for (const pattern of scriptFailures) {
    const match = pattern.exec(error.message);
    if (match) return match[1] === undefined ? { code: 'CHUNK_LOAD_FAILED' } : { code: 'CHUNK_LOAD_FAILED', url: match[1] };
  }
  return undefined;
}

/** The chunk's file name without directories or query ('home-route-B1x2.js'); the fallback when no file is known. */
export function chunkName(url: string | undefined, fallback: string): string {
  if (url === undefined) return fallback;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1) || fallback;
}

/**
 * A ChunkLoadError for an error that reached the screen: imports that did not
 * go through loadChunk (React.lazy components) are classified here, without a
 * probe, so their reason is "other".
 */
export function asChunkLoadError(error: unknown, fallbackName = 'app'): ChunkLoadError | undefined {
  if (error instanceof ChunkLoadError) return error;
  const failure = chunkFailureOf(error);
  return failure && new ChunkLoadError(failure.code, 'other', chunkName(failure.url, fallbackName), failure.url);
}
