#!/usr/bin/env node
/**
 * JavaScript and CSS a browser downloads for a first visit, read from the build (`node
 * scripts/report-bundle-size.mjs [dist]`, apps/web/dist by default): what the page names (index.html's
 * script, module preloads and style sheets, which the server inlines into the page; the first
 * screen's chunks as the server adds them, `.vite/first-screens.json`), what each of those imports
 * statically, and what every screen loads once it has rendered (`loadedAtStart`). Fails when
 * /login, the page every visitor sees first, is above the goal as served (the build's brotli copies,
 * which the server sends as they are: docs/performance.md, "Bytes"; gzip is reported beside it); when
 * Home or the lesson player loads the zod schemas (vite.config.ts `schemas` group: production parses
 * nothing with them on a learner's screens); and when chunks import each other in a cycle, which can leave a module's values unset
 * when another's top level reads them. Writes /login's list to `.vite/first-visit.json`, which
 * e2e/app/first-visit-bytes.spec.ts compares with what Chromium downloads.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const goalKb = 150;
const dist = process.argv[2] ? resolve(process.argv[2]) : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
/** What each first screen's page loads beside the shell (vite.config.ts preloadFirstScreen). */
const firstScreens = JSON.parse(readFileSync(join(dist, '.vite', 'first-screens.json'), 'utf8'));

/**
 * What every screen loads as soon as it has rendered, whatever the route: the service worker's
 * registration (app/bootstrap.tsx) and the notices above and below the page (app/root-route.tsx),
 * with what they import dynamically at once (registerSW, workbox-window). Each module, or the group
 * chunk (vite.config.ts codeSplitting.groups) it was merged into. Chunks of their own, so they never
 * delay the first screen, but a first visit downloads them all the same.
 */
const loadedAtStart = [
  { module: 'src/features/app-install/register-service-worker.ts', group: 'app-install' },
  { module: 'src/features/app-install/components/offline-notice.tsx', group: 'app-install' },
  { module: 'src/features/app-install/components/app-install-notices.tsx', group: 'app-install' },
];
/** The languages a French visitor loads: theirs and its English fallback (lib/i18n/i18n.ts fallbackChain). */
const languageBundles = ['src/locales/fr.json', 'src/locales/en.json'];

function chunkKey({ module, group }) {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith('.js') && manifest[candidate].name === group);
  if (!key) throw new Error(`neither ${module} nor a ${group} chunk is in the Vite manifest`);
  return key;
}

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** A chunk and everything it imports statically (and, with `dynamic`, what it imports dynamically too), with their style sheets, each once. */
function collect(key, files = new Set(), { dynamic = false } = {}) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const stylesheet of chunk.css ?? []) files.add(stylesheet);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  for (const imported of dynamic ? (chunk.dynamicImports ?? []) : []) collect(imported, files);
  return files;
}

/** A file of the build by the URL a page names it with, and what it imports when it is a chunk. */
function collectUrl(url, files) {
  const file = url.replace(/^\//, '');
  if (keyOfFile.has(file)) collect(keyOfFile.get(file), files);
  else files.add(file);
}

/**
 * The build's files index.html names: the entry script, the failure notice's script, the module preloads, the style sheets and
 * preloaded sheets (the server copies both into the page, web-app/index-html.ts `inlineStylesheets`:
 * counted here as the CSS they are).
 */
function namedByIndexHtml() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const urls = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    // The build's chunks and the public scripts beside them (app-load-failure.js); not what only browsers without modules fetch.
    const url = /\s(?:src|href)="(\/[^"]+\.(?:js|css))"/.exec(tag)?.[1];
    const rel = /\srel="([^"]+)"/.exec(tag)?.[1];
    const loaded =
      (tag.startsWith('<script') && !/\snomodule\b/.test(tag)) ||
      rel === 'modulepreload' ||
      rel === 'stylesheet' ||
      (rel === 'preload' && /\sas="style"/.test(tag));
    if (url && loaded) urls.push(url);
  }
  return urls;
}

/**
 * JavaScript and CSS of `screen`'s page: index.html's, less the other first screens' preloads the
 * server takes out of it and plus its own (web-app/index-html.ts `withScreenAssets`), the languages,
 * and what every screen loads once rendered.
 */
function pageFiles(screen) {
  const own = [...firstScreens[screen].scripts, ...firstScreens[screen].styles];
  const others = new Set(
    Object.values(firstScreens)
      .flatMap(({ scripts, styles }) => [...scripts, ...styles])
      .filter((url) => !own.includes(url)),
  );
  const files = new Set();
  for (const url of [...namedByIndexHtml().filter((url) => !others.has(url)), ...own]) collectUrl(url, files);
  for (const key of languageBundles) collect(key, files);
  for (const key of loadedAtStart.map(chunkKey)) collect(key, files, { dynamic: true });
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    // As served: the build's brotli copy (scripts/precompress.mjs) where it made one; else the server
    // compresses the file on each request with brotli 1 (apps/api/src/http/encodings.ts), unless that is no smaller.
    const brotli = join(dist, `${file}.br`);
    const onTheFly = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length;
    const served = existsSync(brotli) ? statSync(brotli).size : Math.min(onTheFly, bytes.length);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, served, precompressed: existsSync(brotli) });
  }
  return sizes.get(file);
}

function report(page, files) {
  const rows = [...files].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.served - a.served);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const served = rows.reduce((sum, row) => sum + row.served, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 5);
  console.log(`\nJavaScript and CSS for ${page}: ${rows.length} files`);
  console.log(`${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'served KB'.padStart(9)}`);
  for (const row of rows)
    console.log(
      `${row.file.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${kb(row.served).padStart(9)}${row.precompressed ? '' : ' (compressed per request)'}`,
    );
  console.log(`${'total'.padEnd(width)}  ${''.padStart(8)}  ${kb(total).padStart(8)}  ${kb(served).padStart(9)}`);
  console.log(`(served: the build's brotli 11 copy, sent as it is)`);
  return { rows, served };
}

const login = report('/login', pageFiles('login'));
const homeFiles = pageFiles('home');
report('/ (Home)', homeFiles);

const verdict = login.served / 1024 <= goalKb ? 'within' : 'ABOVE';
console.log(`\n/login loads ${kb(login.served)} KB of JavaScript and CSS as served: ${verdict} the ${goalKb} KB goal.`);
// For the browser test that checks this list against what Chromium downloads.
writeFileSync(
  join(dist, '.vite', 'first-visit.json'),
  JSON.stringify({ goalKb, login: { servedBytes: login.served, files: login.rows.map(({ file, served }) => ({ file, served })) } }, null, 2),
);

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
/** The learner's screens that must not load zod: Home's page, and a lesson page's route with what it imports. */
const lessonRouteFiles = new Set();
collect('src/app/routes/lesson-page-route.tsx', lessonRouteFiles);
const screensLoadingSchemas = [
  ['Home', homeFiles],
  ['The lesson player', lessonRouteFiles],
].filter(([, files]) => schemasKey !== undefined && files.has(manifest[schemasKey].file));
for (const [screen] of screensLoadingSchemas)
  console.log(`${screen} loads the zod schemas (${manifest[schemasKey].file}): one of its modules parses with a contract outside import.meta.env.DEV.`);

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

if (verdict !== 'within' || screensLoadingSchemas.length > 0 || cycle) process.exit(1);
