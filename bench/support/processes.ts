/**
 * Child processes of the lesson-class benchmark: a free loopback port, the
 * real API server started with `node`, a bounded wait for it to answer, and
 * a clean stop (SIGTERM, then SIGKILL after 5 s). Every child started here
 * is remembered so that a failure or Ctrl-C can stop them all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const children = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts `node <args>` in `cwd`, stdout ignored, stderr shown (the server logs at warn); with `ipc`, an IPC channel open to it. */
export function startNode(cwd: string, args: string[], env: Record<string, string>, { ipc = false } = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', ...(ipc ? ['ipc' as const] : [])],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Last resort (failure, SIGINT): every child still running is killed at once. */
export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Polls `url` until it answers 2xx; fails after `timeoutMs` or when `child` exits first. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs a benchmark's `main` as the process's whole work: its servers are killed when it
 * fails or is interrupted (Ctrl-C), so no server outlives the benchmark.
 */
export function runBench(main: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killChildren();
      process.exit(130);
    });
  }
  main().catch((error: unknown) => {
    killChildren();
    console.error(error);
    process.exit(1);
  });
}

/** Runs a build step to its end, its output shown; a failure stops the benchmark. */
export function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The web app built as `npm run build -w @espace/web` builds it, into `dist` rather than
 * apps/web/dist: the app, then its first screens' server renderer (contracts/server-rendering).
 */
export function buildWebApp(repositoryRoot: string, dist: string): void {
  const web = join(repositoryRoot, 'apps/web');
  run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], web);
  run('npx', ['vite', 'build', '--ssr', 'src/server/first-screens.tsx', '--outDir', join(dist, 'server'), '--logLevel', 'warn'], web);
  // The brotli and gzip copies the server sends as they are, as `npm run build` makes them: without
  // them every file is compressed per request, at a lower quality, and the benches measure that.
  run('node', ['scripts/precompress.mjs', dist], web);
}
