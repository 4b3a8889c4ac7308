// `npm test`: every layer of docs/testing.md, stopping at the first that fails. Steps that do not
// compete for the same cores run side by side: lint beside the type checks (each mostly one
// thread), and the browser tests, which spend much of their time waiting on the browser, beside
// the integration suite on PGlite and then, when TEST_ALSO_ON_POSTGRES names a PostgreSQL server
// (CI's), on it. A table of each step's time ends the run, so a slow CI says where its time went.
import { spawn } from 'node:child_process';

const postgres = process.env.TEST_ALSO_ON_POSTGRES;
/** One Vitest worker for an integration run beside the browser tests: more pushed their tests past 30 s on 2 cores. */
const besideTheBrowser = ['--maxWorkers=1'];
/**
 * A stage starts once the one before has passed; its lanes run side by side, each lane's steps one
 * after another.
 */
const stages = [
  [[{ name: 'lint', script: 'lint' }], [{ name: 'type checks', script: 'typecheck' }]],
  [[{ name: 'unit tests', script: 'test:unit' }]],
  [
    [{ name: 'browser tests', script: 'test:e2e' }],
    [
      // On PGlite, without a TEST_DATABASE_URL inherited from the shell.
      { name: 'integration tests (PGlite)', script: 'test:integration', args: besideTheBrowser, env: { TEST_DATABASE_URL: '' } },
      // No coverage: the PGlite run printed it for the same tests.
      ...(postgres ? [{ name: 'integration tests (PostgreSQL)', script: 'test:integration', args: besideTheBrowser, env: { TEST_DATABASE_URL: postgres, COVERAGE: '' } }] : []),
    ],
  ],
];

const timings = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

function run({ name, script, args = [], env = {} }, prefixed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], { env: { ...process.env, ...env }, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefixed) {
      // Side by side, each line says whose it is.
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
    }
    child.on('close', (code) => {
      timings.push({ name, ms: Date.now() - started, passed: code === 0 });
      resolve(code === 0);
    });
  });
}

const start = Date.now();
let passed = true;
/** A lane's steps in order, stopping at the first that fails. */
async function runLane(lane, prefixed) {
  for (const step of lane) if (!(await run(step, prefixed))) return false;
  return true;
}
for (const stage of stages) {
  const results = await Promise.all(stage.map((lane) => runLane(lane, stage.length > 1)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
console.log('\nnpm test, step by step (side by side where they overlap):');
for (const { name, ms, passed: ok } of timings) console.log(`  ${name.padEnd(32)} ${minutes(ms).padStart(6)}  ${ok ? 'passed' : 'FAILED'}`);
console.log(`  ${'all'.padEnd(32)} ${minutes(Date.now() - start).padStart(6)}  ${passed ? 'passed' : 'FAILED'}`);
process.exit(passed ? 0 : 1);
