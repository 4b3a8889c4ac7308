import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeText, preferredEncoding } from './encodings';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;q=0.1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('encodeText', () => {
  it('gives back the text once decompressed, in either encoding', () => {
    const text = `<p>${'Léa '.repeat(500)}</p>`;
    expect(brotliDecompressSync(encodeText(text, 'br')).toString('utf8')).toBe(text);
    expect(gunzipSync(encodeText(text, 'gzip')).toString('utf8')).toBe(text);
  });
});
