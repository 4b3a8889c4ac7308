#!/usr/bin/env node
/**
 * Compresses the built web app once, at build time, beside each file: `x.js.br` (brotli at its
 * best quality, 11) and `x.js.gz` (gzip 9). The server sends these as they are
 * (@fastify/static `preCompressed`, web-app/spa-plugin.ts), so a script costs no CPU per request
 * and is smaller than at the quality on-the-fly compression can afford (brotli 1,
 * docs/performance.md). Text files only (images and fonts are compressed already), small ones
 * too (the server would otherwise compress them on every request: its 1 KB threshold only applies
 * to answers of known length, not to files it streams), and a copy only where it is smaller.
 * `node scripts/precompress.mjs [dist]`, apps/web/dist by default.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/u;
// index.html is the server's template, never sent as a file; server/ is the renderer it imports; .vite/ the build's notes.
const skipped = (path) => path === 'index.html' || path.startsWith('server/') || path.startsWith('.vite/');

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  const path = relative(dist, file).split('\\').join('/');
  if (!compressible.test(path) || skipped(path)) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  raw += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count += 1;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB with brotli 11 (and gzip 9 beside)`);
