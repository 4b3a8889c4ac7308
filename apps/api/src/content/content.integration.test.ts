import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminProgramListSchema, contentImportSummarySchema } from '@espace/contracts/admin-content';
import { auditLogSchema } from '@espace/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../seed/write-catalogue';
import { contentIfMatch } from '../test/content-version';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { folderEntries, writeZip, type ZipEntryInput } from '../test/zip-writer';
import { importUploadedPackage } from './content-packages';
import { ADMIN_PROGRAMS_PAGE_SIZE } from './programs';
import { tenantAdminOf } from '../admin/admin-access';

/** Content packages uploaded, programs and courses moved between states (docs/administration.md#content). */
let testApp: TestApp;
let admin: string;
let teacher: string;
let learner: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const count = async (table: string) => (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
/** What an import writes: none of it may change when a package is refused. */
const written = async () => ({
  programs: await count('programs'),
  courses: await count('courses'),
  blocks: await count('course_blocks'),
  files: await count('files'),
  audit: await count('audit_events'),
});
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('espace-package-')).length;

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const manifest = (name: string, overrides: { block?: string; category?: string } = {}) => `format: 1
program: { name: ${name}, state: DRAFT }
categories: [{ key: cat, title: Catégorie importée }]
files: [{ path: media/point.png, alt: Un point }]
blocks:
  - key: intro
    title: Introduction importée
    type: slide
    content: { sections: [{ id: s, rows: [{ id: r, type: wysiwyg, html: "<p>Bonjour</p>" }] }] }
  - key: image
    title: Une image
    type: slide
    content: { sections: [{ id: s, rows: [{ id: r, type: media-internal, appFileId: "file:media/point.png" }] }] }
courses:
  - key: first
    title: Cours importé
    state: DRAFT
    category: ${overrides.category ?? 'cat'}
    nodes:
      - type: container
        children: [{ type: block, block: ${overrides.block ?? 'intro'} }, { type: block, block: image }]
`;
const packageEntries = (name: string, overrides?: Parameters<typeof manifest>[1]): ZipEntryInput[] => [
  { name: 'my-program/', data: '' },
  { name: 'my-program/manifest.yaml', data: manifest(name, overrides), deflate: true },
  { name: 'my-program/media/point.png', data: png },
  { name: '__MACOSX/my-program/._manifest.yaml', data: 'litter' },
];

const upload = async (zip: Buffer, token = admin, host = hosts.demo, filename = 'package.zip') => {
  const boundary = 'content-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/content-packages',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { code?: string; issues?: { path: string; message: string }[] } & Record<string, unknown> };
};
/** A PATCH names the version of the program or course it changes, as the screen does. */
const call = async (method: 'GET' | 'PATCH', url: string, payload?: object, token = admin, host = hosts.demo) => {
  const version = method === 'PATCH' ? await contentIfMatch(testApp.testDatabase.database, url) : {};
  const response = await testApp.app.inject({
    method,
    url: `/api/admin/${url}`,
    headers: { host, authorization: `Bearer ${token}`, ...version },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const programPage = async (query = '', token = admin, host = hosts.demo) =>
  adminProgramListSchema.parse((await call('GET', `programs${query}`, undefined, token, host)).body);
/** Every program the list gives, page after page. */
const programs = async () => {
  const first = await programPage();
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => programPage(`?page=${index + 2}`)));
  return [first, ...rest].flatMap((page) => page.items);
};

describe('uploading a content package', () => {
  it('imports the zip of a package folder as the CLI does, in its states, and lists it with its courses and blocks in order', async () => {
    const before = leftovers();
    const response = await upload(writeZip(packageEntries('Programme importé')));
    expect(response.status).toBe(201);
    expect(contentImportSummarySchema.parse(response.body)).toMatchObject({
      programName: 'Programme importé',
      courses: 1,
      blocks: 2,
      files: 1,
      terms: 0,
      warnings: [],
    });
    const imported = (await programs()).find((program) => program.name === 'Programme importé');
    expect(imported).toMatchObject({
      state: 'DRAFT',
      courses: [
        {
          title: 'Cours importé',
          state: 'DRAFT',
          blocks: [
            { title: 'Introduction importée', type: 'slide' },
            { title: 'Une image', type: 'slide' },
          ],
        },
      ],
    });
    expect(leftovers()).toBe(before);
    const log = auditLogSchema.parse((await call('GET', 'audit-log')).body);
    expect(log.items[0]).toMatchObject({
      action: 'content.imported',
      actor: { name: 'Alice Durand' },
      target: { id: imported!.id, label: 'Programme importé' },
      before: null,
      after: { courses: 1, blocks: 2, files: 1 },
    });
  });

  it('lists every problem by its path in the manifest, as the CLI does, and writes nothing', async () => {
    const before = await written();
    const response = await upload(writeZip(packageEntries('Programme cassé', { block: 'quiz-9', category: 'nope' })));
    expect(response).toMatchObject({ status: 422, body: { code: 'INVALID_CONTENT_PACKAGE' } });
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'courses[0].category', code: 'UNKNOWN_KEY', values: { kind: 'category', key: 'nope' }, message: 'unknown category key "nope"' },
        { path: 'courses[0].nodes[0].children[0].block', code: 'UNKNOWN_KEY', values: { kind: 'block', key: 'quiz-9' }, message: 'unknown block key "quiz-9"' },
      ]),
    );
    expect(await written()).toEqual(before);
  });

  it('checks media from their bytes as uploads are: a random file named .mp4 is refused at its path; an unused or unlisted file is a warning', async () => {
    const withVideo = (name: string, extra: string) =>
      manifest(name).replace('files: [{ path: media/point.png, alt: Un point }]', `files: [{ path: media/point.png, alt: Un point }, ${extra}]`);
    const before = await written();
    const random = Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 7919) % 251));
    const refused = await upload(
      writeZip([
        { name: 'my-program/manifest.yaml', data: withVideo('Vidéo truquée', '{ path: media/clip.mp4, transcript: Rien }'), deflate: true },
        { name: 'my-program/media/point.png', data: png },
        { name: 'my-program/media/clip.mp4', data: random },
      ]),
    );
    expect(refused).toMatchObject({ status: 422, body: { code: 'INVALID_CONTENT_PACKAGE' } });
    expect(refused.body.issues).toEqual([
      {
        path: 'files[1].path',
        code: 'FILE_CONTENT_MISMATCH',
        values: { file: 'media/clip.mp4', type: 'video/mp4' },
        message: '"media/clip.mp4": the content is not video/mp4',
      },
    ]);
    expect(await written()).toEqual(before);

    const warned = await upload(
      writeZip([
        { name: 'my-program/manifest.yaml', data: withVideo('Fichiers en trop', '{ path: media/unused.png, alt: Inutile }'), deflate: true },
        { name: 'my-program/media/point.png', data: png },
        { name: 'my-program/media/unused.png', data: png },
        { name: 'my-program/media/forgotten.png', data: png },
      ]),
    );
    expect(warned.status).toBe(201);
    expect(contentImportSummarySchema.parse(warned.body).warnings).toEqual([
      { path: 'files[1].path', code: 'FILE_UNUSED', values: { file: 'media/unused.png' }, message: '"media/unused.png" is listed but no page uses it' },
      {
        path: 'media/forgotten.png',
        code: 'FILE_NOT_LISTED',
        values: { file: 'media/forgotten.png' },
        message: '"media/forgotten.png" is in the package but not in files: it is not imported',
      },
    ]);
  });

  it('refuses a program the tenant already has (the demo package zipped again), and a zip without a manifest', async () => {
    const again = await upload(writeZip(folderEntries(join(contentDir, 'demo-safety-program'))));
    expect(again.status).toBe(422);
    expect(again.body.issues?.[0]).toMatchObject({
      path: 'program.name',
      code: 'PROGRAM_NAME_TAKEN',
      values: { name: 'Sécurité au travail' },
      message: expect.stringContaining('already exists'),
    });
    const empty = await upload(writeZip([{ name: 'readme.md', data: 'hello' }]));
    expect(empty.status).toBe(422);
    // The server's temporary folder is not told.
    expect(empty.body.issues).toEqual([
      {
        path: 'manifest',
        code: 'MANIFEST_MISSING',
        values: { names: 'manifest.yaml, manifest.yml, manifest.json, imsmanifest.xml' },
        message: 'no manifest.yaml, manifest.yml, manifest.json, imsmanifest.xml in the package',
      },
    ]);
  });

  it('refuses paths that leave the folder, links and duplicates, each by its path, before unzipping anything', async () => {
    const before = await written();
    const response = await upload(
      writeZip([
        ...packageEntries('Programme piégé'),
        { name: '../evil.txt', data: 'x' },
        { name: 'my-program/../../evil.txt', data: 'x' },
        { name: '/etc/evil.txt', data: 'x' },
        { name: 'C:/evil.txt', data: 'x' },
        // A backslash is a Windows zip's folder separator (yauzl reads it as /): my-program/media/back.png.
        { name: 'my-program\\media\\back.png', data: png },
        { name: 'my-program/media/link.png', data: '/etc/passwd', mode: 0o120777 },
        { name: 'my-program/media/point.png', data: png },
      ]),
    );
    expect(response).toMatchObject({ status: 422, body: { code: 'INVALID_CONTENT_PACKAGE' } });
    expect(response.body.issues?.map((issue) => issue.path)).toEqual([
      '../evil.txt',
      'my-program/../../evil.txt',
      '/etc/evil.txt',
      'C:/evil.txt',
      'my-program/media/link.png',
      'my-program/media/point.png',
    ]);
    expect(response.body.issues?.find((issue) => issue.path === 'my-program/media/link.png')?.message).toContain('symbolic link');
    expect(readdirSync(tmpdir()).includes('evil.txt')).toBe(false);
    expect(await written()).toEqual(before);
  });

  it('stops zip bombs: a declared size past the limit, a file holding more than it declares, too many entries', async () => {
    const huge = await upload(
      writeZip([...packageEntries('Bombe'), { name: 'my-program/zeros.bin', data: Buffer.alloc(1000), deflate: true, declaredSize: 0xfffffff0 }]),
    );
    expect(huge.status).toBe(422);
    expect(huge.body.issues).toEqual([
      {
        path: 'package',
        code: 'ZIP_TOO_LARGE',
        values: { size: expect.any(Number), limit: expect.any(Number) },
        message: expect.stringContaining('unzips to'),
      },
    ]);

    const liar = await upload(
      writeZip([...packageEntries('Menteur'), { name: 'my-program/zeros.bin', data: Buffer.alloc(1_000_000), deflate: true, declaredSize: 10 }]),
    );
    expect(liar.status).toBe(422);
    expect(liar.body.issues?.[0]).toMatchObject({
      path: 'my-program/zeros.bin',
      code: 'ZIP_ENTRY_UNREADABLE',
      message: expect.stringContaining('cannot be unzipped'),
    });

    const many = await upload(writeZip(Array.from({ length: 5001 }, (_, index) => ({ name: `f${index}.txt`, data: '' }))));
    expect(many.status).toBe(422);
    expect(many.body.issues).toEqual([
      { path: 'package', code: 'ZIP_TOO_MANY_ENTRIES', values: { count: 5001, limit: 5000 }, message: 'holds 5001 entries, more than 5000' },
    ]);
  });

  it('refuses what is not a zip from its bytes (the problem NOT_A_ZIP), whatever its name, and a zip over the size limit (FILE_TOO_LARGE)', async () => {
    const notAZip = { status: 422, body: { code: 'INVALID_CONTENT_PACKAGE', issues: [{ path: 'file', code: 'NOT_A_ZIP' }] } };
    const pdf = await upload(Buffer.from('%PDF-1.4 not a zip'), admin, hosts.demo, 'package.zip');
    expect(pdf).toMatchObject(notAZip);
    const tiny = await upload(Buffer.from('PK'));
    expect(tiny).toMatchObject(notAZip);
    const truncated = await upload(writeZip(packageEntries('Tronqué')).subarray(0, 200));
    expect(truncated).toMatchObject({
      status: 422,
      body: { issues: [{ path: 'package', code: 'NOT_A_ZIP', message: expect.stringContaining('not a readable zip') }] },
    });

    const tenantAdmin = await tenantAdminOf(
      testApp.app.usersRepository,
      (await query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'demo'`))[0]!.id,
      (await query<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@demo.test'`))[0]!.id,
    );
    const before = leftovers();
    const tooLarge = importUploadedPackage({
      admin: tenantAdmin,
      database: testApp.app.database,
      uploads: testApp.app.uploadsRepository,
      audit: testApp.app.auditLogRepository,
      upload: (async function* () {
        yield writeZip(packageEntries('Trop gros'));
      })(),
      limits: { zipBytes: 100, unzippedBytes: 1000, entries: 10 },
    });
    await expect(tooLarge).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(leftovers()).toBe(before);
  });

  it('imports one of two simultaneous uploads of the same program, and refuses the other by name', async () => {
    const zip = writeZip(packageEntries('Programme en double'));
    const answers = await Promise.all([upload(zip), upload(zip)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM programs WHERE name = 'Programme en double'`))[0]!.n).toBe(1);
  });

  it('lets in the tenant’s admin only', async () => {
    const zip = writeZip(packageEntries('Programme interdit'));
    expect((await upload(zip, teacher)).status).toBe(403);
    expect((await upload(zip, learner)).status).toBe(403);
    expect((await call('GET', 'programs', undefined, teacher)).status).toBe(403);
    const acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
    expect((await upload(zip, acmeLearner, hosts.acme)).status).toBe(403);
    expect((await programs()).some((program) => program.name === 'Programme interdit')).toBe(false);
  });
});

describe('program and course states', () => {
  let programId: string;
  let courseId: string;
  let classId: string;
  const lessonsOfCourse = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM lessons WHERE course_id = $1', [courseId]))[0]!.n;

  beforeAll(async () => {
    expect((await upload(writeZip(packageEntries('Programme à publier')))).status).toBe(201);
    const program = (await programs()).find((candidate) => candidate.name === 'Programme à publier')!;
    programId = program.id;
    courseId = program.courses[0]!.id;
    // The demo learner's class follows the new program: its draft course gives no lesson yet.
    [{ id: classId }] = (await query<{ id: string }>(
      `SELECT cu.class_id AS id FROM class_users cu JOIN users u ON u.id = cu.user_id WHERE u.email = 'learner@demo.test' AND cu.role = 'STUDENT' LIMIT 1`,
    )) as [{ id: string }];
    const attached = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/classes/${classId}/programs`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
      payload: { programId },
    });
    expect(attached.statusCode).toBe(201);
    expect(await lessonsOfCourse()).toBe(0);
  });

  it('publishes a draft course: the learners of the classes that follow it get their lessons in the same change', async () => {
    expect(await call('PATCH', `courses/${courseId}`, { state: 'PUBLISHED' })).toMatchObject({ status: 200, body: { id: courseId, state: 'PUBLISHED' } });
    expect(await lessonsOfCourse()).toBeGreaterThan(0);
    const [lesson] = await query<{ state: string }>(
      `SELECT l.state FROM lessons l JOIN users u ON u.id = l.user_id WHERE u.email = 'learner@demo.test' AND l.course_id = $1`,
      [courseId],
    );
    expect(lesson).toEqual({ state: 'AVAILABLE' });
    expect(await call('PATCH', `programs/${programId}`, { state: 'PUBLISHED' })).toMatchObject({ status: 200, body: { state: 'PUBLISHED' } });
    const listed = (await programs()).find((program) => program.id === programId);
    expect(listed).toMatchObject({ state: 'PUBLISHED', courses: [{ state: 'PUBLISHED' }] });
  });

  it('closes and reopens, and refuses going back to draft or closing a draft (INVALID_STATE_TRANSITION)', async () => {
    expect((await call('PATCH', `courses/${courseId}`, { state: 'DRAFT' })).body).toMatchObject({ code: 'INVALID_STATE_TRANSITION' });
    expect((await call('PATCH', `courses/${courseId}`, { state: 'CLOSED' })).body).toMatchObject({ state: 'CLOSED' });
    expect((await call('PATCH', `courses/${courseId}`, { state: 'PUBLISHED' })).body).toMatchObject({ state: 'PUBLISHED' });
    expect((await call('PATCH', `programs/${programId}`, { state: 'DRAFT' })).status).toBe(409);
    const [draft] = await query<{ id: string }>(
      `SELECT id FROM courses WHERE state = 'DRAFT' AND context_id = (SELECT id FROM contexts WHERE alias = 'demo') LIMIT 1`,
    );
    if (draft) expect((await call('PATCH', `courses/${draft.id}`, { state: 'CLOSED' })).status).toBe(409);
    for (const body of [{ state: 'FROZEN' }, { state: 'PUBLISHED', extra: 1 }, {}]) expect((await call('PATCH', `courses/${courseId}`, body)).status).toBe(400);
  });

  it('records each change with its before and after, and nothing for a change that changes nothing', async () => {
    const total = auditLogSchema.parse((await call('GET', 'audit-log')).body).total;
    expect((await call('PATCH', `courses/${courseId}`, { state: 'PUBLISHED' })).status).toBe(200);
    const log = auditLogSchema.parse((await call('GET', 'audit-log')).body);
    expect(log.total).toBe(total);
    expect(log.items.slice(0, 4).map((event) => [event.action, event.before, event.after])).toEqual([
      ['course.state-changed', { state: 'CLOSED' }, { state: 'PUBLISHED' }],
      ['course.state-changed', { state: 'PUBLISHED' }, { state: 'CLOSED' }],
      ['program.state-changed', { state: 'DRAFT' }, { state: 'PUBLISHED' }],
      ['course.state-changed', { state: 'DRAFT' }, { state: 'PUBLISHED' }],
    ]);
    expect(log.items[0]).toMatchObject({ target: { id: courseId, label: 'Cours importé' } });
  });

  it('keeps to the tenant: another tenant’s program or course is 404, its programs are not listed, a trainer is refused', async () => {
    const [acme] = await query<{ program: string; course: string }>(
      `SELECT pc.program_id AS program, pc.course_id AS course FROM program_courses pc JOIN contexts c ON c.id = pc.context_id WHERE c.alias = 'acme' LIMIT 1`,
    );
    expect((await call('PATCH', `programs/${acme!.program}`, { state: 'CLOSED' })).status).toBe(404);
    expect((await call('PATCH', `courses/${acme!.course}`, { state: 'CLOSED' })).status).toBe(404);
    expect((await programs()).some((program) => program.id === acme!.program)).toBe(false);
    expect((await call('PATCH', `courses/${courseId}`, { state: 'CLOSED' }, teacher)).status).toBe(403);
    expect((await call('PATCH', 'courses/not-an-id', { state: 'CLOSED' })).status).toBe(400);
  });
});

describe('the program list', () => {
  const pageSize = ADMIN_PROGRAMS_PAGE_SIZE;
  const named = (index: number) => `Paginé ${String(index).padStart(2, '0')}`;

  beforeAll(async () => {
    // pageSize + 5 programs of the demo tenant, the newest last-numbered, and one of acme's that a search for them must not find.
    await query(
      `INSERT INTO programs (context_id, name, created_at)
       SELECT c.id, 'Paginé ' || lpad(n::text, 2, '0'), timestamptz '2001-01-01' + n * interval '1 minute'
         FROM contexts c, generate_series(1, $1::int) n WHERE c.alias = 'demo'`,
      [pageSize + 5],
    );
    await query(`INSERT INTO programs (context_id, name) SELECT id, unnest(ARRAY['Paginé chez acme', 'Taux 100% _a']) FROM contexts WHERE alias = 'acme'`);
    await query(`INSERT INTO programs (context_id, name) SELECT id, unnest(ARRAY['Taux 100% _a', 'Taux 1000 ba']) FROM contexts WHERE alias = 'demo'`);
  });

  it(`answers ${ADMIN_PROGRAMS_PAGE_SIZE} programs a page, newest first, with the count on every page`, async () => {
    const first = await programPage('?search=pagin');
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: pageSize + 5 });
    expect(first.items.map((program) => program.name)).toEqual(Array.from({ length: pageSize }, (_, index) => named(pageSize + 5 - index)));
    const second = await programPage('?search=pagin&page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: pageSize + 5 });
    expect(second.items.map((program) => program.name)).toEqual([5, 4, 3, 2, 1].map(named));
    expect(await programPage('?search=pagin&page=3')).toMatchObject({ items: [], page: 3, pageCount: 2, total: pageSize + 5 });
    // Without a search, every program of the tenant is counted, its own only.
    const [{ n }] = (await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM programs WHERE context_id = (SELECT id FROM contexts WHERE alias = 'demo')`,
    )) as [{ n: number }];
    expect(await programPage()).toMatchObject({ total: n, pageCount: Math.ceil(n / pageSize) });
  });

  it('searches part of the name in any case and accents, % and _ as letters, and gives the found programs their courses and blocks', async () => {
    expect((await programPage(`?search=${encodeURIComponent('PAGINé 2')}`)).items.map((program) => program.name)).toEqual([25, 24, 23, 22, 21, 20].map(named));
    expect((await programPage(`?search=${encodeURIComponent('PAGINE 2')}`)).items.map((program) => program.name)).toEqual([25, 24, 23, 22, 21, 20].map(named));
    expect(await programPage(`?search=${encodeURIComponent('100% _')}`)).toMatchObject({ total: 1, items: [{ name: 'Taux 100% _a' }] });
    expect((await programPage(`?search=${encodeURIComponent('  aucun programme  ')}`)).total).toBe(0);
    // An imported program found by a search comes with its course and the course's blocks in order.
    const found = await programPage(`?search=${encodeURIComponent('programme à PUBLIER')}`);
    expect(found.items).toEqual([
      expect.objectContaining({
        name: 'Programme à publier',
        courses: [
          expect.objectContaining({
            title: 'Cours importé',
            blocks: [expect.objectContaining({ title: 'Introduction importée' }), expect.objectContaining({ title: 'Une image' })],
          }),
        ],
      }),
    ]);
  });

  it('never lists another tenant’s programs, and refuses a page or search it cannot read', async () => {
    const everyDemoProgram = await programs();
    expect(everyDemoProgram.some((program) => program.name === 'Paginé chez acme')).toBe(false);
    expect(everyDemoProgram.filter((program) => program.name === 'Taux 100% _a')).toHaveLength(1);
    const acmeIds = (await query<{ id: string }>(`SELECT p.id FROM programs p JOIN contexts c ON c.id = p.context_id WHERE c.alias = 'acme'`)).map(
      (row) => row.id,
    );
    expect(everyDemoProgram.some((program) => acmeIds.includes(program.id))).toBe(false);
    for (const bad of ['?page=0', '?page=two', `?search=${'x'.repeat(101)}`, '?sort=name']) expect((await call('GET', `programs${bad}`)).status).toBe(400);
  });
});
