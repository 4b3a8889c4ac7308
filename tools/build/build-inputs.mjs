// What each build is made from, hashed: the web app's build id (apps/web/vite.config.ts) and the
// up-to-date check of `npm start` (start.mjs) read the same lists, so a change that goes into a
// build always gives another hash, and the same commit the same one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The web app: its sources, public files and build scripts, the packages it imports, the locked dependencies. */
export const webInputs = ['apps/web/src', 'apps/web/public', 'apps/web/scripts', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/domain/src', 'packages/contracts/src', 'package-lock.json', 'tools/build/build-inputs.mjs'];
/** The API's bundle: its sources and build script, and the same packages. Migrations are read at run time, not built. */
export const apiInputs = ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/domain/src', 'packages/contracts/src', 'package-lock.json', 'tools/build/build-inputs.mjs'];

/** A hash of the files under `paths` (relative to the repository), their names and bytes, in a fixed order; tests are part of the sources too. */
export function inputsHash(paths) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules' && name !== 'dist') add(join(path, name));
      return;
    }
    hash.update(relative(repositoryRoot, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const path of paths) add(join(repositoryRoot, path));
  return hash.digest('hex');
}
