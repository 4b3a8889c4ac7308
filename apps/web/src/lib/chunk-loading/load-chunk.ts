import { ChunkLoadError, chunkFailureOf, chunkName } from './chunk-load-error';

/** The chunk load time-out (docs/product/constants.md#display). */
export const chunkTimeoutMs = 120_000;

/** Whether a chunk's file is gone from the server (rather than unreachable). */
type MissingProbe = (url: string) => Promise<boolean>;

export const isFileMissing: MissingProbe = async (url) => {
  try {
    // no-store: a cached copy would hide that the file is gone from the server.
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return true;
    // Single-page hosts (ours included) answer unknown paths with index.html:
    // HTML where a script or stylesheet should be means the file is not there.
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');
  } catch {
    // No answer at all (offline, blocked): we cannot say the file is missing.
    return false;
  }
};

/**
 * Turns a failed import into a ChunkLoadError (docs/product/errors.md#chunk-load-failures): "missing" when the file
 * answers 404, "other" otherwise. Errors that are not chunk failures come back unchanged.
 */
export async function toChunkLoadError(error: unknown, fallbackName: string, probe: MissingProbe = isFileMissing): Promise<unknown> {
  if (error instanceof ChunkLoadError) return error;
  const failure = chunkFailureOf(error);
  if (!failure) return error;
  const missing = failure.url !== undefined && (await probe(failure.url));
  return new ChunkLoadError(failure.code, missing ? 'missing' : 'other', chunkName(failure.url, fallbackName), failure.url);
}

interface LoadChunkOptions {
  timeoutMs?: number;
  probe?: MissingProbe;
}

/**
 * Runs a dynamic import with the time-out (docs/product/api-calls.md#bundle-loading); any failure to fetch the
 * script or its stylesheet becomes a ChunkLoadError named after the chunk.
 */
export function loadChunk<T>(name: string, importer: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const { timeoutMs = chunkTimeoutMs, probe = isFileMissing } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('CHUNK_LOAD_FAILED', 'timeout', name)), timeoutMs);
  });
  return Promise.race([importer(), timeout])
    .catch(async (error: unknown) => {
      throw await toChunkLoadError(error, name, probe);
    })
    .finally(() => clearTimeout(timer));
}
