import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli's default quality (11) is meant for files compressed once at build time, as the web app's
 * are (apps/web/scripts/precompress.mjs); answers are compressed on every request. Quality 1 is
 * brotli's fastest: a page turn's answer compresses several times faster than at 4, the usual
 * choice, for a few more bytes. At saturation that lowers the server's CPU a request, for bytes a
 * learner does not wait on (docs/performance.md, "Where a request's CPU goes, by process").
 */
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send a text answer in, as the compression plugin chooses it: brotli when the
 * request's Accept-Encoding takes it, else gzip, else none (`;q=0` refuses one, `*` takes both).
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isNaN(weight) ? 0 : weight);
  }
  const takes = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  return takes('gzip') ? 'gzip' : null;
}

/** `text` compressed once, with the settings the compression plugin uses for every answer. */
export function encodeText(text: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, brotliOptions) : gzipSync(text);
}
