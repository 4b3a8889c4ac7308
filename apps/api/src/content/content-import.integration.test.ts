import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { contentDir } from '../seed/write-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUploadsRepository } from '../files/uploads-repository';
import { ContentPackageError, importContentFolder, importContentPackage } from './import-content-package';

let testApp: TestApp;
let database: Database;
let scratch: string;
beforeAll(async () => {
  testApp = await createTestApp();
  database = testApp.testDatabase.database;
  scratch = mkdtempSync(join(tmpdir(), 'content-import-'));
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const TABLES = ['programs', 'program_courses', 'courses', 'course_nodes', 'course_blocks', 'course_block_terms', 'course_terms', 'course_competencies', 'course_categories', 'course_types', 'files', 'libraries'];

/** Rows per table and tenant: what an import may change. */
async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await database.query<{ alias: string; count: number }>(
      `SELECT c.alias, count(t.*)::int AS count FROM contexts c LEFT JOIN ${table} t ON t.context_id = c.id GROUP BY c.alias`,
    );
    for (const row of rows) result[`${row.alias}.${table}`] = row.count;
  }
  return result;
}

async function rejection(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentPackageError);
  return (error as ContentPackageError).issues.map((issue) => `${issue.path}: ${issue.message}`);
}

/** A copy of a shipped package with its manifest changed. */
function variant(name: string, source: string, change: (manifest: string) => string): string {
  const folder = join(scratch, name);
  cpSync(join(contentDir, source), folder, { recursive: true });
  const manifest = join(folder, 'manifest.yaml');
  writeFileSync(manifest, change(readText(manifest)));
  return folder;
}
const readText = (path: string) => readFileSync(path, 'utf8');

describe('content import', () => {
  it('imports a valid package into one tenant only, with its counts', async () => {
    const before = await counts();
    const summary = await importContentFolder(database, { folder: join(contentDir, 'demo-program'), contextAlias: 'acme' });
    expect(summary).toMatchObject({ programName: 'Relation client', courses: 3, files: 9, terms: 5 }); // 6 media, 3 files of 2 activities
    expect(summary.blocks).toBe(22); // 19 declared, 3 embedded in resource nodes
    const after = await counts();
    expect(after['acme.programs']).toBe((before['acme.programs'] ?? 0) + 1);
    expect(after['acme.courses']).toBe((before['acme.courses'] ?? 0) + 3);
    expect(after['acme.course_blocks']).toBe((before['acme.course_blocks'] ?? 0) + summary.blocks);
    expect(after['acme.course_nodes']).toBe((before['acme.course_nodes'] ?? 0) + summary.nodes);
    expect(after['acme.files']).toBe((before['acme.files'] ?? 0) + 9);
    // The demo tenant, which already has this program, is untouched.
    for (const table of TABLES) expect(after[`demo.${table}`]).toBe(before[`demo.${table}`]);

    const [rewritten] = await database.query<{ content: { tincan: { url: string } } }>(
      "SELECT b.content FROM course_blocks b JOIN contexts c ON c.id = b.context_id WHERE c.alias = 'acme' AND b.type = 'tincan'",
    );
    expect(rewritten?.content.tincan.url).toMatch(/^\/api\/activities\/[0-9a-f-]{36}\/index\.html$/);
    const [settings] = await database.query<{ unlocks: string[] }>(
      `SELECT pc.settings -> 'unlocks' AS unlocks FROM program_courses pc JOIN programs p ON p.id = pc.program_id JOIN contexts c ON c.id = p.context_id
        WHERE c.alias = 'acme' AND p.name = 'Relation client' AND pc."order" = 0`,
    );
    const [sale] = await database.query<{ id: string }>(
      `SELECT pc.id FROM program_courses pc JOIN programs p ON p.id = pc.program_id JOIN contexts c ON c.id = p.context_id
        WHERE c.alias = 'acme' AND p.name = 'Relation client' AND pc."order" = 2`,
    );
    expect(settings?.unlocks).toEqual([sale?.id]);
  });

  it('reuses the tenant’s categories, course types and competencies by key: a second program of the same tree adds none', async () => {
    const before = await counts();
    const folder = variant('relation-client-bis', 'demo-program', (manifest) => manifest.replace('name: Relation client', 'name: Relation client bis'));
    await importContentFolder(database, { folder, contextAlias: 'demo' });
    const after = await counts();
    for (const table of ['course_competencies', 'course_categories', 'course_types']) expect(after[`demo.${table}`], table).toBe(before[`demo.${table}`]);
    expect(after['demo.programs']).toBe((before['demo.programs'] ?? 0) + 1);
    // What Home's filter lists: each competency once.
    const titles = await database.query<{ title: string; n: number }>(
      "SELECT cc.title, count(*)::int AS n FROM course_competencies cc JOIN contexts c ON c.id = cc.context_id WHERE c.alias = 'demo' GROUP BY cc.title HAVING count(*) > 1",
    );
    expect(titles).toEqual([]);
  });

  it('refuses to import the same program twice into a tenant, and writes nothing', async () => {
    const before = await counts();
    const issues = await rejection(importContentFolder(database, { folder: join(contentDir, 'demo-program'), contextAlias: 'demo' }));
    expect(issues).toEqual([expect.stringMatching(/^program\.name: a program named "Relation client" already exists/)]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown tenant', async () => {
    expect(await rejection(importContentFolder(database, { folder: join(contentDir, 'acme-program'), contextAlias: 'nowhere' }))).toEqual([
      '--context: no tenant with the alias "nowhere"',
    ]);
  });

  it('rejects a broken package with every error by path, and leaves the database unchanged', async () => {
    const folder = variant('broken', 'demo-program', (manifest) =>
      manifest
        .replace('name: Relation client', 'name: Relation client (copie)')
        .replace('{ type: block, block: accueil-reflexes }', '{ type: block, block: quiz-9 }')
        .replace('    category: customer\n    type: evaluation', '    category: nope\n    type: evaluation')
        .replace('  - path: media/sourire.png', '  - path: media/absent.png')
        .replace("correctOptionId: trois", 'correctOptionId: quatre')
        .replace('      - { type: block, block: reclamation-fiche }', '      - { type: resource, block: reclamation-fiche }'),
    );
    const before = await counts();
    const issues = await rejection(importContentFolder(database, { folder, contextAlias: 'acme' }));
    expect(issues).toEqual(
      expect.arrayContaining([
        'courses[0].nodes[0].children[2].block: unknown block key "quiz-9"',
        'courses[2].category: unknown category key "nope"',
        'files[2].path: missing file "media/absent.png"',
        expect.stringMatching(/^blocks\[5\]\.content\.sections\[0\]\.rows\[0\]\.slots\[1\]\.correctOptionId: /),
        'courses[1].nodes[1].children[1].type: a container cannot hold a resource (it holds block or multiblock)',
        // The image resource now names a file the package does not declare.
        expect.stringMatching(/^courses\[0\]\.nodes\[0\]\.children\[1\]\.children\[0\]\.block\.content\.sections\[0\]\.rows\[0\]\.appFileId: unknown file "media\/sourire\.png"/),
      ]),
    );
    expect(issues.length).toBeGreaterThanOrEqual(6);
    expect(await counts()).toEqual(before);
  });

  it('rejects a file type that is not allowed', async () => {
    const folder = variant('text-file', 'acme-program', (manifest) => manifest.replace('name: Customer care', 'name: Customer care 2').replace('blocks:', 'files:\n  - path: notes.txt\n  - path: fake.png\n\nblocks:'));
    writeFileSync(join(folder, 'notes.txt'), 'plain text');
    writeFileSync(join(folder, 'fake.png'), '<script>alert(1)</script>');
    const issues = await rejection(importContentFolder(database, { folder, contextAlias: 'acme' }));
    expect(issues).toEqual([
      expect.stringMatching(/^files\[0\]\.path: "notes\.txt": type not allowed: "\.txt"/),
      'files[1].path: "fake.png": the content is not image/png',
    ]);
  });

  it('takes back every row when writing fails half-way (one transaction)', async () => {
    const before = await counts();
    const folder = variant('half-way', 'acme-program', (manifest) => manifest.replace('name: Customer care', 'name: Customer care 3'));
    const [acme] = await database.query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'acme'");
    const failure = importContentPackage({
      database,
      uploads: createUploadsRepository(database),
      tenantId: acme?.id ?? '',
      folder,
      alongside: async () => {
        throw new Error('disk full');
      },
    });
    await expect(failure).rejects.toThrow('disk full');
    expect(await counts()).toEqual(before);
  });
});

describe('a package folder', () => {
  it('needs a manifest', async () => {
    mkdirSync(join(scratch, 'empty'), { recursive: true });
    const issues = await rejection(importContentFolder(database, { folder: join(scratch, 'empty'), contextAlias: 'acme' }));
    expect(issues[0]).toMatch(/^manifest: no manifest\.yaml, manifest\.yml, manifest\.json in /);
  });
});
