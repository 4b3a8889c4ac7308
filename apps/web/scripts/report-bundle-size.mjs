#!/usr/bin/env node
/**
 * JavaScript and CSS a browser downloads for a first visit, read from the
 * Vite manifest after `vite build`: the entry chunk and its static imports,
 * the route chunks of the page and theirs, their stylesheets, and the language
 * bundles the bootstrap loads (French and its English fallback). Fails when
 * /login, the page every visitor sees first, is above the goal as served (the
 * build's brotli copies, which the server sends as they are: docs/performance.md,
 * "Bytes"; gzip is reported beside it); when Home loads the zod
 * schemas (vite.config.ts `schemas` group: production parses nothing with
 * them on Home); and when chunks import each other in a cycle, which can
 * leave a module's values unset when another's top level reads them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const goalKb = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

const languageBundles = ['src/locales/fr.json', 'src/locales/en.json'];
// A route module, or the group chunk (vite.config.ts codeSplitting.groups) it was merged into.
const pages = {
  '/login': [{ module: 'src/app/routes/login-route.tsx', group: 'login-screen' }],
  '/ (Home)': [
    { module: 'src/app/routes/signed-in-route.tsx', group: 'home' },
    { module: 'src/app/routes/home-route.tsx', group: 'home' },
  ],
};

function chunkKey({ module, group }) {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith('.js') && manifest[candidate].name === group);
  if (!key) throw new Error(`neither ${module} nor a ${group} chunk is in the Vite manifest`);
  return key;
}

/** A chunk and everything it imports statically, each once. */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const stylesheet of chunk.css ?? []) files.add(stylesheet);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    // As served: the build's brotli copy (scripts/precompress.mjs) where it made one, else the file.
    const brotli = join(dist, `${file}.br`);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, served: existsSync(brotli) ? statSync(brotli).size : bytes.length });
  }
  return sizes.get(file);
}

function report(page, routes) {
  const files = collect(entryKey);
  for (const key of [...routes.map(chunkKey), ...languageBundles]) collect(key, files);
  const rows = [...files].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const served = rows.reduce((sum, row) => sum + row.served, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 5);
  console.log(`\nJavaScript and CSS for ${page}`);
  console.log(`${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'served KB'.padStart(9)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${kb(row.served).padStart(9)}`);
  console.log(`${'total'.padEnd(width)}  ${''.padStart(8)}  ${kb(total).padStart(8)}  ${kb(served).padStart(9)}`);
  console.log(`(served: the build's brotli 11 copy, sent as it is)`);
  return served;
}

const loginTotal = report('/login', pages['/login']);
report('/ (Home)', pages['/ (Home)']);

const verdict = loginTotal / 1024 <= goalKb ? 'within' : 'ABOVE';
console.log(`\n/login loads ${kb(loginTotal)} KB of JavaScript and CSS as served: ${verdict} the ${goalKb} KB goal.`);

/**
 * What a first visit downloads behind the first screen: the service worker's precache (sw.js,
 * vite.config.ts globPatterns), as served (the build's brotli copy where there is one).
 */
function precacheReport() {
  const worker = join(dist, 'sw.js');
  if (!existsSync(worker)) return;
  const urls = [...readFileSync(worker, 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let served = 0;
  for (const url of urls) {
    const file = join(dist, url);
    if (!existsSync(file)) continue;
    const size = statSync(file).size;
    raw += size;
    served += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : size;
  }
  console.log(`\nThe service worker precaches ${urls.length} files on a first visit: ${kb(raw)} KB raw, ${kb(served)} KB as served.`);
}
precacheReport();

const schemasKey = Object.keys(manifest).find((key) => key.endsWith('.js') && manifest[key].name === 'schemas');
const homeFiles = new Set();
collect(entryKey, homeFiles);
for (const key of pages['/ (Home)'].map(chunkKey)) collect(key, homeFiles);
const homeLoadsSchemas = schemasKey !== undefined && homeFiles.has(manifest[schemasKey].file);
if (homeLoadsSchemas) console.log(`Home loads the zod schemas (${manifest[schemasKey].file}): one of its modules parses with a contract outside import.meta.env.DEV.`);

/** A cycle of static imports between chunks, as the keys along it, or null. */
function chunkCycle() {
  const state = new Map();
  const path = [];
  const visit = (key) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}
const cycle = chunkCycle();
if (cycle) console.log(`Chunks import each other in a cycle: ${cycle.map((key) => manifest[key]?.file ?? key).join(' → ')}.`);

if (verdict !== 'within' || homeLoadsSchemas || cycle) process.exit(1);
