// `npm run build`: the web app, then the API, each stamped with the hash of what it was made from
// (builds.mjs). `npm start` runs it with `--if-changed`: a build whose stamp matches its sources is
// not run again, so a restart of an unchanged checkout takes seconds, and a fresh clone or any
// change to a build's sources builds. Either way, what was built must hold neither the time it was
// built nor the folder it was built in: the same commit builds the same bytes (docs/architecture.md#builds).
import { join } from 'node:path';
import { repositoryRoot } from './build-inputs.mjs';
import { builds, isUpToDate, runBuild, unreproducibleTraces } from './builds.mjs';

const ifChanged = process.argv.includes('--if-changed');
const started = new Date();
const built = [];
for (const build of builds) {
  if (ifChanged && isUpToDate(build)) {
    console.log(`${build.workspace}: up to date with its sources, not rebuilt`);
    continue;
  }
  try {
    runBuild(build);
  } catch (error) {
    // The build printed why.
    process.exit(typeof error.status === 'number' ? error.status : 1);
  }
  built.push(join(repositoryRoot, build.dist));
}
const traces = unreproducibleTraces(built, { from: started, to: new Date() });
if (traces.length > 0) {
  console.error(
    `The build wrote the time it ran, or the folder it ran in, into its output: the same sources would not build the same files.\n  ${traces.join('\n  ')}`,
  );
  process.exit(1);
}
