import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentImportSummarySchema } from '@espace/contracts/admin-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { writeZip } from '../test/zip-writer';
import { ContentPackageError, importContentFolder } from './import-content-package';
import { type PackageFiles, scorm12Package, scorm2004Package, withManifest, writeFiles } from './scorm-packages.fixture';

/** SCORM packages imported as courses (docs/content-packages.md#scorm-packages): alone, by the admin's upload or the CLI, or as a course of a content package. */
let testApp: TestApp;
let database: Database;
let admin: string;
let scratch: string;
beforeAll(async () => {
  testApp = await createTestApp();
  database = testApp.testDatabase.database;
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  scratch = mkdtempSync(join(tmpdir(), 'scorm-import-'));
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const TABLES = ['programs', 'program_courses', 'courses', 'course_nodes', 'course_blocks', 'course_categories', 'files', 'libraries', 'file_uploads'];
/** Rows of the tables an import writes, all tenants together: a refused package changes none. */
async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return result;
}

let folders = 0;
const folderOf = (files: PackageFiles) => writeFiles(join(scratch, `package-${(folders += 1)}`), files);
const zipOf = (files: PackageFiles) => writeZip(Object.entries(files).map(([name, data]) => ({ name, data, deflate: true })));

async function upload(zip: Buffer) {
  const boundary = 'scorm-test-boundary';
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/content-packages',
    headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="module.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      zip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function problems(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentPackageError);
  return (error as ContentPackageError).issues.map((issue) => `${issue.code} ${issue.path}: ${issue.message}`);
}

interface PageRow {
  section: string;
  title: string;
  type: string;
  tincan: { url: string; scorm?: Record<string, unknown> };
}
/** The pages of a program's courses in order, with their sections' titles. */
const pagesOf = (programId: string) =>
  database.query<PageRow>(
    `SELECT s.title AS section, b.title, b.type, b.content -> 'tincan' AS tincan
       FROM program_courses pc
       JOIN course_nodes s ON s.course_id = pc.course_id AND s.type = 'container'
       JOIN course_nodes n ON n.parent_id = s.id
       JOIN course_blocks b ON b.id = n.block_id
      WHERE pc.program_id = $1
      ORDER BY pc."order", s."order", n."order"`,
    [programId],
  );
const programOf = async (programId: string) =>
  (
    await database.query<{ name: string; state: string; course: string; course_state: string; category: string; category_key: string }>(
      `SELECT p.name, p.state, c.title AS course, c.state AS course_state, cc.title AS category, cc.key AS category_key
         FROM programs p JOIN program_courses pc ON pc.program_id = p.id JOIN courses c ON c.id = pc.course_id JOIN course_categories cc ON cc.id = c.category_id
        WHERE p.id = $1`,
      [programId],
    )
  )[0];
/** The URL of a page of the package's activity: its library's, then the path in the package. */
const ACTIVITY_URL = /^\/api\/activities\/([0-9a-f-]{36})\/(.+)$/;

describe('a SCORM package alone', () => {
  it('uploaded by the admin, is a program of one course in DRAFT: a page per SCO or launched asset, with titles, mastery score, time limit and launch data', async () => {
    const response = await upload(zipOf(scorm12Package()));
    expect(response.status).toBe(201);
    const summary = contentImportSummarySchema.parse(response.body);
    expect(summary).toMatchObject({ programName: 'Accueil client (SCORM 1.2)', courses: 1, blocks: 3, files: 5, warnings: [] });
    expect(await programOf(summary.programId)).toEqual({
      name: 'Accueil client (SCORM 1.2)',
      state: 'DRAFT',
      course: 'Accueil client (SCORM 1.2)',
      course_state: 'DRAFT',
      category: 'Modules SCORM',
      category_key: 'scorm',
    });
    const pages = await pagesOf(summary.programId);
    expect(pages.map((page) => [page.section, page.title, page.type, page.tincan.url.replace(ACTIVITY_URL, '$2')])).toEqual([
      ['Accueil client (SCORM 1.2)', 'Introduction', 'tincan', 'intro.html?chapter=1'],
      ['Module 1', 'Leçon 1', 'tincan', 'lesson1/index.html'],
      ['Module 1', 'Le guide', 'tincan', 'guide.html'],
    ]);
    expect(pages[0]?.tincan.scorm).toEqual({
      version: '1.2',
      identifier: 'I-intro',
      masteryScore: 0.8,
      completionThreshold: null,
      timeLimitAction: 'exit,message',
      maxTimeAllowed: '0000:30:00',
      launchData: 'mode=complet',
    });
    expect(pages[1]?.tincan.scorm).toMatchObject({ identifier: 'I-lesson', masteryScore: null, launchData: null });
    // A launchable asset is a page that does not talk to the API.
    expect(pages[2]?.tincan).not.toHaveProperty('scorm');
    // The activity's files keep their folders, in the library every page's URL names.
    const libraryId = ACTIVITY_URL.exec(pages[0]?.tincan.url ?? '')?.[1];
    expect(new Set(pages.map((page) => ACTIVITY_URL.exec(page.tincan.url)?.[1]))).toEqual(new Set([libraryId]));
    const files = await database.query<{ name: string; type: string }>('SELECT name, type FROM files WHERE library_id = $1 ORDER BY name', [libraryId]);
    expect(files).toEqual([
      { name: 'guide.html', type: 'text/html' },
      { name: 'intro.html', type: 'text/html' },
      { name: 'lesson1/index.html', type: 'text/html' },
      { name: 'shared/api.js', type: 'text/javascript' },
      { name: 'shared/logo.png', type: 'image/png' },
    ]);
  });

  it('keeps an authoring tool’s stylesheets and fonts, and serves every file at its path in the folders, pages with the portal’s scripts', async () => {
    // The first bytes of a WOFF font: its signature is checked as an image's is.
    const woff = Buffer.concat([Buffer.from('wOFF'), Buffer.from([0, 1, 0, 0]), Buffer.alloc(40)]);
    const files = withManifest({ ...scorm12Package(), 'shared/style.css': 'body { font-family: Accueil; }\n', 'shared/fonts/accueil.woff': woff }, (manifest) =>
      manifest.replace(
        '<file href="shared/logo.png"/>',
        '<file href="shared/logo.png"/><file href="shared/style.css"/><file href="shared/fonts/accueil.woff"/>',
      ),
    );
    const response = await upload(zipOf(withManifest(files, (manifest) => manifest.replaceAll('Accueil client', 'Accueil client, avec styles'))));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const summary = contentImportSummarySchema.parse(response.body);
    const [lesson] = (await pagesOf(summary.programId)).filter((page) => page.title === 'Leçon 1');
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo } });
    const page = await get(lesson!.tincan.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/api/activities/sandbox/scorm.js"></script>');
    // Relative URLs work as on the author's disk: ../shared/style.css from lesson1/index.html.
    const folder = lesson!.tincan.url.replace(/lesson1\/index\.html$/, '');
    const style = await get(`${folder}shared/style.css`);
    expect([style.statusCode, style.headers['content-type']]).toEqual([200, 'text/css']);
    expect(style.body).toContain('font-family: Accueil');
    const font = await get(`${folder}shared/fonts/accueil.woff`);
    expect([font.statusCode, font.headers['content-type']]).toEqual([200, 'font/woff']);
    expect((await get(`${folder}shared/nothing.css`)).statusCode).toBe(404);
  });

  it('from the CLI as a .zip (SCORM 2004 4th edition), reuses the tenant’s category scorm by key', async () => {
    const zipPath = join(scratch, 'securite.zip');
    writeFileSync(zipPath, zipOf(scorm2004Package()));
    const summary = await importContentFolder(database, { folder: zipPath, contextAlias: 'demo' });
    expect(summary).toMatchObject({ programName: 'Sécurité au travail (SCORM 2004)', courses: 1, blocks: 2, files: 4 });
    const pages = await pagesOf(summary.programId);
    expect(pages.map((page) => [page.title, page.tincan.url.replace(ACTIVITY_URL, '$2'), page.tincan.scorm])).toEqual([
      [
        'Les risques',
        'risques.html',
        {
          version: '2004',
          identifier: 'I-risques',
          masteryScore: 0.6,
          completionThreshold: 0.75,
          timeLimitAction: 'continue,no message',
          maxTimeAllowed: 'PT1H',
          launchData: '{"niveau":2}',
        },
      ],
      [
        'Quiz',
        'quiz/quiz.html',
        { version: '2004', identifier: 'I-quiz', masteryScore: null, completionThreshold: null, timeLimitAction: null, maxTimeAllowed: null, launchData: null },
      ],
    ]);
    const categories = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM course_categories cc JOIN contexts c ON c.id = cc.context_id WHERE c.alias = 'demo' AND cc.key = 'scorm'",
    );
    expect(categories[0]?.n).toBe(1);
  });

  it.each<[string, PackageFiles, string[]]>([
    [
      'a zip without any manifest',
      { 'index.html': '<html></html>' },
      ['MANIFEST_MISSING manifest: no manifest.yaml, manifest.yml, manifest.json, imsmanifest.xml in '],
    ],
    [
      'an imsmanifest.xml that is not XML',
      withManifest(scorm12Package(), (xml) => xml.replace('</resources>', '')),
      ['MANIFEST_UNPARSABLE imsmanifest.xml: is not well-formed XML: '],
    ],
    [
      'a launched file missing',
      Object.fromEntries(Object.entries(scorm12Package()).filter(([path]) => path !== 'lesson1/index.html')),
      ['SCORM_FILE_MISSING imsmanifest.xml (manifest.resources.resource[1].file[0]): missing file "lesson1/index.html"'],
    ],
    [
      'a file of a dependency missing',
      Object.fromEntries(Object.entries(scorm12Package()).filter(([path]) => path !== 'shared/api.js')),
      ['SCORM_FILE_MISSING imsmanifest.xml (manifest.resources.resource[3].file[0]): missing file "shared/api.js"'],
    ],
    [
      'a launch href out of the package',
      withManifest(scorm12Package(), (xml) => xml.replace('href="guide.html">', 'href="../../etc/passwd">')),
      ['SCORM_PATH_OUTSIDE imsmanifest.xml (manifest.resources.resource[2].@href): "../../etc/passwd" leaves the package'],
    ],
    [
      'an encoded file href out of the package',
      withManifest(scorm12Package(), (xml) => xml.replace('<file href="shared/logo.png"/>', '<file href="%2e%2e/%2e%2e/etc/passwd"/>')),
      ['SCORM_PATH_OUTSIDE imsmanifest.xml (manifest.resources.resource[3].file[1]): "%2e%2e/%2e%2e/etc/passwd" leaves the package'],
    ],
    [
      'an item whose resource does not exist',
      withManifest(scorm12Package(), (xml) => xml.replace('identifierref="R-guide"', 'identifierref="R-nowhere"')),
      ['SCORM_RESOURCE_MISSING imsmanifest.xml (manifest.organizations.organization[0].item[1].item[1]): names the resource "R-nowhere"'],
    ],
  ])('is refused with its problems, nothing written: %s', async (_case, files, expected) => {
    const before = await counts();
    const found = await problems(importContentFolder(database, { folder: folderOf(files), contextAlias: 'acme' }));
    expect(found).toEqual(expected.map((start) => expect.stringContaining(start)));
    expect(await counts()).toEqual(before);
  });

  it('refused when uploaded, answers its problems without naming the server’s folders, and writes nothing', async () => {
    const before = await counts();
    const response = await upload(zipOf(withManifest(scorm12Package(), (xml) => xml.replace('identifierref="R-guide"', 'identifierref="R-nowhere"'))));
    expect(response).toMatchObject({
      status: 422,
      body: {
        code: 'INVALID_CONTENT_PACKAGE',
        issues: [
          {
            path: 'imsmanifest.xml (manifest.organizations.organization[0].item[1].item[1])',
            code: 'SCORM_RESOURCE_MISSING',
            values: { resource: 'R-nowhere' },
          },
        ],
      },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('a SCORM package as a course of a content package', () => {
  const contentPackage = (name: string): PackageFiles => ({
    'manifest.yaml': `format: 1
program: { name: ${name}, state: PUBLISHED }
categories: [{ key: customer, title: Relation client }]
activities: [{ key: golf, folder: activities/golf, entry: intro.html }]
courses:
  - key: golf
    title: Le module SCORM
    state: PUBLISHED
    category: customer
    scorm: golf
`,
    ...Object.fromEntries(Object.entries(scorm12Package()).map(([path, content]) => [`activities/golf/${path}`, content])),
  });

  it('gives that course its sections and pages, in the states the manifest gives', async () => {
    const summary = await importContentFolder(database, { folder: folderOf(contentPackage('Programme avec un module SCORM')), contextAlias: 'acme' });
    expect(summary).toMatchObject({ courses: 1, blocks: 3, files: 5, warnings: [] });
    expect(await programOf(summary.programId)).toMatchObject({ state: 'PUBLISHED', course: 'Le module SCORM', course_state: 'PUBLISHED' });
    const pages = await pagesOf(summary.programId);
    expect(pages.map((page) => [page.section, page.tincan.url.replace(ACTIVITY_URL, '$2'), page.tincan.scorm?.identifier])).toEqual([
      ['Accueil client (SCORM 1.2)', 'intro.html?chapter=1', 'I-intro'],
      ['Module 1', 'lesson1/index.html', 'I-lesson'],
      ['Module 1', 'guide.html', undefined],
    ]);
  });

  it('is refused, nothing written, when the folder it names holds no imsmanifest.xml', async () => {
    const before = await counts();
    const { 'activities/golf/imsmanifest.xml': _manifest, ...files } = contentPackage('Programme sans manifeste SCORM');
    expect(await problems(importContentFolder(database, { folder: folderOf(files), contextAlias: 'acme' }))).toEqual([
      'SCORM_MANIFEST_MISSING courses[0].scorm: no imsmanifest.xml in "activities/golf"',
    ]);
    expect(await counts()).toEqual(before);
  });
});
