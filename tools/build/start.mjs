// `npm start`: builds what changed since the last build, then serves. A restart on an unchanged
// checkout takes seconds: each build writes the hash of what it was made from beside its output,
// and a build whose hash still matches is not run again.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiInputs, inputsHash, repositoryRoot, webInputs } from './build-inputs.mjs';

const builds = [
  { workspace: '@espace/web', inputs: webInputs, stamp: 'apps/web/dist/.build-inputs', output: 'apps/web/dist/index.html' },
  { workspace: '@espace/api', inputs: apiInputs, stamp: 'apps/api/dist/.build-inputs', output: 'apps/api/dist/main.js' },
];

for (const { workspace, inputs, stamp, output } of builds) {
  const hash = inputsHash(inputs);
  const stampPath = join(repositoryRoot, stamp);
  const upToDate = existsSync(join(repositoryRoot, output)) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash;
  if (upToDate) {
    console.log(`${workspace}: up to date with its sources, not rebuilt`);
    continue;
  }
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: repositoryRoot, stdio: 'inherit' });
  writeFileSync(stampPath, hash);
}
