import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the API workspace (the one holding `migrations/`). Found by
 * walking up from this module, because this code runs both from `src/`
 * (tests, tsx) and bundled into `dist/main.js`.
 */
function findApiRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, 'migrations')) && existsSync(join(folder, 'package.json'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the API folder (with migrations/) above ' + fileURLToPath(import.meta.url));
    folder = parent;
  }
}

export const apiRoot = findApiRoot();
export const repositoryRoot = join(apiRoot, '..', '..');
export const migrationsDir = join(apiRoot, 'migrations');
export const seedAssetsDir = join(apiRoot, 'src', 'seed', 'assets');
