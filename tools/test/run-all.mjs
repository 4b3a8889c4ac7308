// `npm test`: every layer of docs/testing.md. Lint runs beside the type checks and the build, then
// the unit tests; then the browser tests beside the integration suite on PGlite and, when
// TEST_ALSO_ON_POSTGRES names a PostgreSQL server (CI's), on it.
// - The browser tests spend most of their time waiting on the browser and the server: alone on
//   2 cores they keep them a third busy. They run at the normal priority, so that what they wait
//   for is never queued behind a test file.
// - The integration runs are bound by the CPU and run at the lowest priority (nice 19), filling
//   what the browser tests leave. Their tests allow 60 s; the unit tests' waits allow 5 s, too
//   short to share the cores with the browser tests' server starting, so they run before.
// The first step that fails stops the others. A table of each step's time ends the run, so a slow
// CI says where its time went (docs/testing.md#ci).
import { spawn } from 'node:child_process';

const postgres = process.env.TEST_ALSO_ON_POSTGRES;

/** A step: an npm script, its arguments and environment, and whether it yields the CPU to the browser tests. */
const step = (name, script, { args = [], env = {}, background = false } = {}) => ({ name, script, args, env, background });
const inOrder = (...tasks) => ({ inOrder: tasks });
const sideBySide = (...tasks) => ({ sideBySide: tasks });

const plan = inOrder(
  // The browser tests' build (`test:e2e` builds only what changed since).
  sideBySide(step('lint', 'lint'), step('type checks', 'typecheck'), step('build', 'build')),
  step('unit tests', 'test:unit'),
  sideBySide(
    step('browser tests', 'test:e2e'),
    inOrder(
      // On PGlite, without a TEST_DATABASE_URL inherited from the shell. Neither run measures its
      // coverage: V8's cost a fifth of the integration suite's time, in the longer lane (docs/testing.md).
      step('integration tests (PGlite)', 'test:integration', { env: { TEST_DATABASE_URL: '', COVERAGE: '' }, background: true }),
      ...(postgres
        ? [step('integration tests (PostgreSQL)', 'test:integration', { env: { TEST_DATABASE_URL: postgres, COVERAGE: '' }, background: true })]
        : []),
    ),
  ),
);

const timings = [];
const running = new Set();
let stopping = false;
/** m:ss, rounded to the second first (so 179.6 s is 3:00, not 2:60). */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Runs one step, each line of its output prefixed with its name; resolves whether it passed. */
function run({ name, script, args, env, background }) {
  if (stopping) return Promise.resolve(false);
  const started = Date.now();
  const npm = ['npm', 'run', script, ...(args.length > 0 ? ['--', ...args] : [])];
  const [command, ...commandArgs] = background ? ['nice', '-n', '19', ...npm] : npm;
  return new Promise((resolve) => {
    // A group of its own, so that stopping it stops what it started (browsers, servers, workers).
    const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => {
      running.delete(child);
      const passed = code === 0;
      timings.push({ name, ms: Date.now() - started, result: passed ? 'passed' : stopping ? 'stopped' : 'FAILED' });
      if (!passed) stopAll();
      resolve(passed);
    });
  });
}

/** How long a step may take to stop once asked before it is killed. */
const STOP_GRACE_MS = 15_000;

/** Sends a signal to each running step's process group. */
function signalAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * After a failure: the other steps stop, and none starts. Asked with SIGINT first, on which
 * Playwright stops the web server it started (a process group of its own, which SIGTERM to the
 * step's group leaves running on its port) and vitest its workers; what still runs after the grace
 * is terminated.
 */
function stopAll() {
  if (stopping) return;
  stopping = true;
  signalAll('SIGINT');
  setTimeout(() => signalAll('SIGTERM'), STOP_GRACE_MS).unref();
}

async function perform(task) {
  if ('inOrder' in task) {
    for (const each of task.inOrder) if (!(await perform(each))) return false;
    return true;
  }
  if ('sideBySide' in task) return (await Promise.all(task.sideBySide.map(perform))).every(Boolean);
  return run(task);
}

// Interrupted: the steps are stopped as after a failure, and the table still says where time went;
// a second interruption does not wait.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping ? process.exit(1) : stopAll()));
const start = Date.now();
const passed = await perform(plan);
console.log('\nnpm test, step by step (side by side where they overlap):');
for (const { name, ms, result } of timings) console.log(`  ${name.padEnd(32)} ${minutes(ms).padStart(6)}  ${result}`);
console.log(`  ${'all'.padEnd(32)} ${minutes(Date.now() - start).padStart(6)}  ${passed ? 'passed' : 'FAILED'}`);
process.exit(passed ? 0 : 1);
