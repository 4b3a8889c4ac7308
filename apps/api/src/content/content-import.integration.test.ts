import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { contentDir } from '../seed/write-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUploadsRepository } from '../files/uploads-repository';
import { ContentPackageError, importContentFolder, importContentPackage, previewContentPackage } from './import-content-package';
import { createProgramVersionsRepository } from './program-versions-repository';

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

const TABLES = [
  'programs',
  'program_courses',
  'courses',
  'course_nodes',
  'course_blocks',
  'course_block_terms',
  'course_terms',
  'course_competencies',
  'course_categories',
  'course_types',
  'files',
  'libraries',
];

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
    // The course types' settings as the manifest says them: the certifying evaluation's Next goes straight through.
    const [evaluation] = await database.query<{ settings: unknown }>(
      "SELECT t.settings FROM course_types t JOIN contexts c ON c.id = t.context_id WHERE c.alias = 'acme' AND t.key = 'evaluation'",
    );
    expect(evaluation?.settings).toEqual({ hints: false, feedbacks: false, straightThroughNext: true });
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

  it('corrects a published program in place when its package comes again with the program key: pages keep their ids, learners their answers', async () => {
    const demoId = (await database.query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
    const [program] = await database.query<{ id: string }>("SELECT id FROM programs WHERE context_id = $1 AND name = 'Relation client'", [demoId]);
    const blocksBefore = await database.query<{ id: string; title: string }>(
      `SELECT b.id, b.title FROM course_blocks b JOIN course_nodes n ON n.block_id = b.id JOIN program_courses pc ON pc.course_id = n.course_id WHERE pc.program_id = $1 ORDER BY b.id`,
      [program!.id],
    );
    const target = blocksBefore.find((block) => block.title === "Pourquoi l'accueil compte")!;
    // A learner's recorded answer on a page of the program.
    const [answered] = await database.query<{ id: string; inputs: unknown; block_id: string }>(
      `SELECT lp.id, lp.inputs, lp.block_id FROM lesson_pages lp JOIN lessons l ON l.id = lp.lesson_id JOIN program_courses pc ON pc.id = l.program_course_id WHERE pc.program_id = $1 LIMIT 1`,
      [program!.id],
    );
    const keyed = (manifest: string) => manifest.replace('program:\n  name: Relation client', 'program:\n  key: relation-client\n  name: Relation client');
    const corrected = variant('relation-client-corrected', 'demo-program', (manifest) =>
      keyed(manifest).replace(`title: ${target.title}\n`, `title: ${target.title} (corrigé)\n`),
    );
    const preview = await previewContentPackage({ database, tenantId: demoId, folder: corrected });
    expect(preview).toMatchObject({ programName: 'Relation client', correctedProgramId: program!.id, changes: { added: 0, removed: 0 } });
    const before = await counts();
    const summary = await importContentFolder(database, { folder: corrected, contextAlias: 'demo' });
    expect(summary).toMatchObject({ programId: program!.id, corrected: true, version: expect.any(Number) });
    const after = await counts();
    for (const table of ['programs', 'courses', 'course_nodes', 'course_blocks', 'program_courses'])
      expect(after[`demo.${table}`], table).toBe(before[`demo.${table}`]);
    const blocksAfter = await database.query<{ id: string; title: string }>('SELECT id, title FROM course_blocks WHERE id = ANY($1::uuid[]) ORDER BY id', [
      blocksBefore.map((block) => block.id),
    ]);
    expect(blocksAfter.map((block) => block.id)).toEqual(blocksBefore.map((block) => block.id));
    expect(blocksAfter.find((block) => block.id === target.id)?.title).toBe("Pourquoi l'accueil compte (corrigé)");
    if (answered) {
      const [kept] = await database.query<{ inputs: unknown; block_id: string }>('SELECT inputs, block_id FROM lesson_pages WHERE id = $1', [answered.id]);
      expect(kept).toEqual({ inputs: answered.inputs, block_id: answered.block_id });
    }

    // The same package again: nothing changed, a new version all the same.
    const again = await previewContentPackage({ database, tenantId: demoId, folder: corrected });
    expect(again.changes.changed).toBe(0);
    const twice = await importContentFolder(database, { folder: corrected, contextAlias: 'demo' });
    expect(twice.version).toBe(summary.version + 1);
    const versions = await createProgramVersionsRepository(database).listVersions(demoId, program!.id);
    expect(versions?.map((version) => version.version).slice(0, 2)).toEqual([twice.version, summary.version]);
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
        .replace('correctOptionId: trois', 'correctOptionId: quatre')
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
        expect.stringMatching(
          /^courses\[0\]\.nodes\[0\]\.children\[1\]\.children\[0\]\.block\.content\.sections\[0\]\.rows\[0\]\.appFileId: unknown file "media\/sourire\.png"/,
        ),
      ]),
    );
    expect(issues.length).toBeGreaterThanOrEqual(6);
    expect(await counts()).toEqual(before);
  });

  it('rejects a file type that is not allowed', async () => {
    const folder = variant('text-file', 'acme-program', (manifest) =>
      manifest.replace('name: Customer care', 'name: Customer care 2').replace('blocks:', 'files:\n  - path: notes.txt\n  - path: fake.png\n\nblocks:'),
    );
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
    expect(issues[0]).toMatch(/^manifest: no manifest\.yaml, manifest\.yml, manifest\.json, imsmanifest\.xml in /);
  });
});
