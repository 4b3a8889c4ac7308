import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openPgliteWorkerDatabase } from '../db/pglite-worker-database';
import { repositoryRoot } from '../paths';
import { seedIfEmpty } from '../seed/seed';
import { contentDir } from '../seed/write-catalogue';
import { FROM_NOTHING_TIMEOUT } from '../test/test-database';

/**
 * The command as a user runs it, on a PGlite data folder (DATA_DIR): the
 * importer itself is tested on PGlite and PostgreSQL in content/.
 */
let scratch: string;
// A data folder migrated and seeded from nothing: the same allowance as the tests that run from
// nothing (on CI's loaded cores it once took past the suite's 60 s for hooks).
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'content-cli-'));
  const database = await openPgliteWorkerDatabase(join(scratch, 'data'));
  await migrate(database);
  await seedIfEmpty(database);
  await database.close();
}, FROM_NOTHING_TIMEOUT);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH, DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/content-import.ts', ...args], {
      cwd: repositoryRoot,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run content:import', { timeout: FROM_NOTHING_TIMEOUT }, () => {
  it('imports a package and prints a summary', async () => {
    const result = await run(join(contentDir, 'demo-safety-program'), '--context', 'acme');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Imported "Sécurité au travail" into acme: 1 courses, 4 nodes, 2 blocks, 1 terms, 0 files \(program [0-9a-f-]{36}\)\.\n$/);
    // The planner knows of the new rows at once (PGlite has no autovacuum): a small table is analysed whole.
    const database = await openPgliteWorkerDatabase(join(scratch, 'data'));
    try {
      const [nodes] = await database.query<{ counted: number; estimated: number }>(
        "SELECT (SELECT count(*)::int FROM course_nodes) AS counted, (SELECT reltuples::int FROM pg_class WHERE relname = 'course_nodes' AND relkind = 'r') AS estimated",
      );
      expect(nodes?.estimated).toBe(nodes?.counted);
    } finally {
      await database.close();
    }
  });

  it('lists every problem by path and exits 1', async () => {
    const folder = join(scratch, 'broken');
    cpSync(join(contentDir, 'acme-program'), folder, { recursive: true });
    const manifest = join(folder, 'manifest.yaml');
    writeFileSync(
      manifest,
      readFileSync(manifest, 'utf8')
        .replace('block: welcome-quiz', 'block: quiz-9')
        .replace(
          'category: customer\n    type: e-learning\n    nodes:\n      - type: container\n        title: Four',
          'category: nope\n    type: e-learning\n    nodes:\n      - type: container\n        title: Four',
        ),
    );
    const result = await run(folder, '--context', 'acme');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was imported: 3 problem(s)');
    expect(result.stderr).toContain('courses[0].nodes[0].children[1].block: unknown block key "quiz-9"');
    expect(result.stderr).toContain('courses[1].category: unknown category key "nope"');
    expect(result.stderr).toContain('program.name: a program named "Customer care" already exists');
  });

  it('explains its usage', async () => {
    const result = await run('content/acme-program');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Usage: npm run content:import -- <folder or .zip> --context <alias>\n');
  });
});
