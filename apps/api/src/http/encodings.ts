import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli's default quality (11) is meant for files compressed once at build time; answers are
 * compressed on every request, and at 11 a 400 KB script costs hundreds of milliseconds of CPU.
 * Quality 4 is the usual choice for on-the-fly compression: a little larger, many times faster.
 */
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

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
