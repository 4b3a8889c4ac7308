/**
 * The simulated class against the stub server (stub-lesson-server.ts), with the real server's own
 * page: the baseline of the same run, what the machine and the load generator cost alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchClass } from './bench-class';
import { freePort, startNode, stopChild, waitFor } from './processes';
import { createScratchFolder, removeScratchFolder } from './scratch-database';
import { type ClassRunResult, type NextMode, runClass } from './virtual-class';

export interface StubBaselineOptions {
  repositoryRoot: string;
  /** A page as GET pages/current answered it on the real server. */
  pageJson: string;
  bench: BenchClass;
  tokens: readonly string[];
  warmupSeconds: number;
  durationSeconds: number;
  thinkMs: number;
  nextMode?: NextMode;
}

export async function runStubBaseline({ repositoryRoot, pageJson, ...run }: StubBaselineOptions): Promise<ClassRunResult> {
  const folder = createScratchFolder();
  const pageFile = join(folder, 'page.json');
  writeFileSync(pageFile, pageJson);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startNode(repositoryRoot, ['--import', 'tsx', 'bench/support/stub-lesson-server.ts'], { PORT: String(port), STUB_PAGE_FILE: pageFile });
  try {
    await waitFor(`${base}/api/health`, child);
    return await runClass({ base, ...run, cpuWatch: { serverPid: child.pid, postgres: false } });
  } finally {
    await stopChild(child);
    removeScratchFolder(folder);
  }
}
