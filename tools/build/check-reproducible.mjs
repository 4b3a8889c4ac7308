// `npm run check:reproducible`: builds twice (`npm run build`, build.mjs) and compares the two
// outputs file by file, names and bytes; any difference fails. Each build also fails by itself on a
// trace of its time or its folder (builds.mjs `unreproducibleTraces`), which every `npm run build`
// checks, CI's included; this is the whole proof, at the price of two builds (docs/testing.md).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './build-inputs.mjs';
import { builds, filesUnder } from './builds.mjs';

/** Every file of every build's output, by its path from the repository, with the hash of its bytes. */
function outputDigests() {
  const digests = new Map();
  for (const { dist } of builds) {
    for (const path of filesUnder(join(repositoryRoot, dist))) {
      digests.set(
        `${dist}/${path}`,
        createHash('sha256')
          .update(readFileSync(join(repositoryRoot, dist, path)))
          .digest('hex'),
      );
    }
  }
  return digests;
}

function build() {
  execFileSync('node', [join(repositoryRoot, 'tools/build/build.mjs')], { cwd: repositoryRoot, stdio: 'inherit' });
  return outputDigests();
}

const first = build();
const second = build();
const differences = [];
for (const [path, digest] of first) {
  if (!second.has(path)) differences.push(`only in the first build: ${path}`);
  else if (second.get(path) !== digest) differences.push(`different bytes: ${path}`);
}
for (const path of second.keys()) if (!first.has(path)) differences.push(`only in the second build: ${path}`);

if (differences.length > 0) {
  console.error(`\nTwo builds of the same sources differ:\n  ${differences.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nTwo builds of the same sources are identical: ${first.size} files, names and bytes (${builds.map(({ dist }) => dist).join(', ')}).`);
