// What each build is made from, hashed: the web app's build id (apps/web/vite.config.ts) and the
// up-to-date check of `npm start` (builds.mjs) read the same lists, so a change that goes into a
// build always gives another hash, and the same sources the same one, wherever they are checked out.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the workspace packages both apps bundle are made of: their sources, and the exports and settings that resolve and compile them. */
const packages = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/contracts/tsconfig.json',
];
/** What every build reads: the locked dependencies, the shared compiler settings, this file. */
const shared = ['package-lock.json', 'tsconfig.base.json', 'tools/build/build-inputs.mjs'];

/** The web app: its sources, public files and build scripts, its settings, the packages it imports. */
export const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  ...packages,
  ...shared,
];
/** The API's bundle: its sources and build script, and the same packages. Migrations are read at run time, not built. */
export const apiInputs = ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'apps/api/tsconfig.json', ...packages, ...shared];

/**
 * Files under the inputs that no build reads: tests (nothing the apps ship imports them), what
 * editors and systems leave beside sources (`.DS_Store`, `Thumbs.db`, `name~`, `.name.swp`),
 * installed packages and outputs. A change to a test neither changes the build id nor rebuilds on
 * `npm start`. Other dotfiles count: the build copies `public/.well-known/` as it copies the rest.
 */
export const isIgnored = (name) =>
  name === 'node_modules' ||
  name === 'dist' ||
  name === '.DS_Store' ||
  name === 'Thumbs.db' ||
  name.endsWith('~') ||
  /^\..*\.sw[a-p]$/.test(name) ||
  /\.test\.[cm]?[jt]sx?$/.test(name);

/** A hash of the files under `paths` (relative to `root`): their paths from `root` and their bytes, in a fixed order. */
export function inputsHash(paths, root = repositoryRoot) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!isIgnored(name)) add(join(path, name));
      return;
    }
    // Forward slashes: a checkout on Windows hashes as one on Linux.
    hash.update(relative(root, path).split(sep).join('/')).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const path of paths) if (existsSync(join(root, path))) add(join(root, path));
  return hash.digest('hex');
}
