// The two builds `npm run build` and `npm start` run (build.mjs), when one is up to date with its
// sources, and what a build's output must never hold: the time it was built, or where.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { apiInputs, inputsHash, repositoryRoot, webInputs } from './build-inputs.mjs';

/**
 * Each workspace's build: what it is made from, the file whose presence says it ran, and its
 * stamp, the hash of its inputs written beside its output once it has passed. The web app's
 * build empties its folder first, stamp included; the API's stamp is removed before its build,
 * so a failed build never leaves a stamp that matches.
 */
export const builds = [
  { workspace: '@espace/web', dist: 'apps/web/dist', inputs: webInputs, output: 'index.html' },
  { workspace: '@espace/api', dist: 'apps/api/dist', inputs: apiInputs, output: 'main.js' },
];
const stampFile = '.build-inputs';

/** True when `build`'s output is there and was made from the inputs as they are now. */
export function isUpToDate(build, root = repositoryRoot) {
  const stamp = join(root, build.dist, stampFile);
  return existsSync(join(root, build.dist, build.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash(build.inputs, root);
}

const npmBuild = (workspace, root) => execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });

/** Runs `build` (its workspace's `npm run build`, or `run`) and stamps it with the hash of the inputs it started from. */
export function runBuild(build, { root = repositoryRoot, run = npmBuild } = {}) {
  // Taken first: a source saved during the build gives another hash, and the next start builds again.
  const hash = inputsHash(build.inputs, root);
  rmSync(join(root, build.dist, stampFile), { force: true });
  run(build.workspace, root);
  writeFileSync(join(root, build.dist, stampFile), hash);
}

/** The files of a build's output, by path from `folder` (forward slashes), in a fixed order. */
export function* filesUnder(folder, prefix = '') {
  for (const entry of readdirSync(join(folder, prefix), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(folder, path);
    else yield path;
  }
}

const pad = (n) => String(n).padStart(2, '0');
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * How a time between `from` and `to` reads once written into a file, to the hour, in UTC and in
 * local time: ISO (`toISOString`, `2026-11-27T13`, or with a space), `toString` (`Nov 27 2026 13:`)
 * and `toUTCString` (`27 Nov 2026 13:`).
 */
export function timeTexts(from, to) {
  const texts = new Set();
  for (let hour = Math.floor(from.getTime() / 3_600_000) * 3_600_000; hour <= to.getTime(); hour += 3_600_000) {
    const at = new Date(hour);
    for (const [y, m, d, h] of [
      [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours()],
      [at.getFullYear(), at.getMonth(), at.getDate(), at.getHours()],
    ]) {
      texts.add(`${y}-${pad(m + 1)}-${pad(d)}T${pad(h)}`).add(`${y}-${pad(m + 1)}-${pad(d)} ${pad(h)}:`);
      texts.add(`${months[m]} ${pad(d)} ${y} ${pad(h)}:`).add(`${pad(d)} ${months[m]} ${y} ${pad(h)}:`);
    }
  }
  return [...texts];
}

/** Text files: the compressed copies beside them hold the same bytes, and images and fonts no time. */
const textFile = /\.(?:[cm]?js|css|html|json|map|webmanifest|txt|svg|xml)$/;
const epochNumber = /(?<![\w.])\d{10}(?:\d{3})?(?!\w)/g;

/**
 * What, in the files under `folders`, would make the same sources build other bytes: the time of a
 * build that ran from `from` to `to` (a date and hour in one of `timeTexts`' forms, or a Unix time in
 * seconds or milliseconds within a minute of it), or the folder `root` the sources were checked out
 * in. Each trace as `file: text`.
 */
export function unreproducibleTraces(folders, { from, to, root = repositoryRoot }) {
  const texts = [...timeTexts(from, to), root];
  const earliest = from.getTime() - 60_000;
  const latest = to.getTime() + 60_000;
  const traces = [];
  for (const folder of folders) {
    for (const path of filesUnder(folder)) {
      if (!textFile.test(path)) continue;
      const content = readFileSync(join(folder, path), 'utf8');
      const where = relative(process.cwd(), join(folder, path)).split(sep).join('/');
      for (const text of texts) if (content.includes(text)) traces.push(`${where}: ${text}`);
      for (const [number] of content.matchAll(epochNumber)) {
        const ms = number.length === 10 ? Number(number) * 1000 : Number(number);
        if (ms >= earliest && ms <= latest) traces.push(`${where}: ${number}`);
      }
    }
  }
  return traces;
}
