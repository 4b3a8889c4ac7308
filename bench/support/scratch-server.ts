import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, startNode, stopChild, waitFor } from './processes';
import { createScratchDatabase, createScratchFolder, dropAll, removeScratchFolder, type ScratchDatabase } from './scratch-database';

export interface ScratchServerSetup {
  scratch: ScratchDatabase;
  /** The server's DATA_DIR: its mails are written as files under `mail/` (no SMTP server). */
  dataDir: string;
  /**
   * Starts the built server (apps/api/dist/main.js) on loopback
   * against the scratch database, logging at warn; stopped at the end. `env` adds to its
   * environment, `nodeArgs` go before the script (a module to preload), `ipc` opens a channel to it.
   */
  startServer(options?: ServerOptions): Promise<{ base: string; child: ChildProcess }>;
}

interface ServerOptions {
  env?: Record<string, string>;
  nodeArgs?: string[];
  ipc?: boolean;
}

/**
 * A bench against the real server on a scratch PostgreSQL database (named after `prefix`) and a
 * scratch folder: `work` prepares the database, starts the server when it is ready, and measures;
 * the server is stopped and the scratch database and folder removed afterwards, also on failure.
 */
export async function withScratchServer(
  repositoryRoot: string,
  serverUrl: string,
  prefix: string,
  work: (setup: ScratchServerSetup) => Promise<void>,
): Promise<void> {
  const scratch = await createScratchDatabase(serverUrl, prefix);
  const dataDir = createScratchFolder();
  let child: ChildProcess | undefined;
  const startServer = async ({ env = {}, nodeArgs = [], ipc = false }: ServerOptions = {}) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startNode(
      repositoryRoot,
      [...nodeArgs, 'apps/api/dist/main.js'],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: scratch.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        ...env,
      },
      { ipc },
    );
    await waitFor(`${base}/api/health`, child);
    return { base, child };
  };
  try {
    await work({ scratch, dataDir, startServer });
  } finally {
    if (child) await stopChild(child);
    removeScratchFolder(dataDir);
    await scratch.drop();
    await dropAll();
  }
}

/** A demo account's bearer token from the running server. */
export async function signInAs(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in as ${email} answered ${login.status}`);
  return ((await login.json()) as { access_token: string }).access_token;
}
