import { adminProgramListSchema, contentImportPreviewSchema, contentImportSummarySchema } from '@espace/contracts/admin-content';
import { auditLogSchema } from '@espace/contracts/admin';
import { myClassesPageSchema } from '@espace/contracts/classes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { insertDraftProgram, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { writeZip } from '../test/zip-writer';

/** Renaming a program or a course from the version the admin read (docs/administration.md#content, docs/api.md#document-versions). */
let testApp: TestApp;
let admin: string;
let teacher: string;
let learner: LearnerClient;
let course: TestCourse;
let programId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  const [row] = await db().query<{ program_id: string }>('SELECT program_id FROM class_programs WHERE id = $1', [course.classProgramId]);
  programId = row!.program_id;
});
afterAll(async () => {
  await testApp.close();
});

function db() {
  return testApp.testDatabase.database;
}

type Kind = 'program' | 'course';
async function patch(kind: Kind, id: string, body: object, { ifMatch, token = admin }: { ifMatch?: string | undefined; token?: string } = {}) {
  const response = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/admin/${kind}s/${id}`,
    headers: { host: hosts.demo, authorization: `Bearer ${token}`, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, etag: response.headers.etag, body: response.json<Record<string, unknown>>() };
}
const get = async (url: string, token = admin) =>
  (await testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, authorization: `Bearer ${token}` } })).json<unknown>();
/** The program as the admin's list gives it, with its courses and their versions. */
async function listed(id = programId) {
  const name = (await db().query<{ name: string }>('SELECT name FROM programs WHERE id = $1', [id]))[0]!.name;
  // The search takes 100 characters, a name 200.
  const page = adminProgramListSchema.parse(await get(`/api/admin/programs?search=${encodeURIComponent(name.slice(0, 100))}`));
  return page.items.find((item) => item.id === id)!;
}
const courseOf = async (id = programId) => (await listed(id)).courses.find((item) => item.id === course.courseId)!;
const auditLog = async () => auditLogSchema.parse(await get('/api/admin/audit-log')).items;

const insertDraft = (name: string) => insertDraftProgram(db(), course.contextId, name);

describe('renaming', () => {
  it('renames a program and a course from the version the list gives: the answer carries the new one, and the list, the learner and the audit log say the new names', async () => {
    const before = await listed();
    const renamed = await patch('program', programId, { name: '  Sécurité au poste  ' }, { ifMatch: before.version });
    expect(renamed).toMatchObject({ status: 200, body: { id: programId, name: 'Sécurité au poste', state: 'PUBLISHED' } });
    expect(renamed.body.version).not.toBe(before.version);
    expect(renamed.etag).toBe(renamed.body.version);
    expect((await listed()).version).toBe(renamed.body.version);

    const courseBefore = await courseOf();
    const retitled = await patch('course', course.courseId, { title: 'Gestes de premiers secours' }, { ifMatch: courseBefore.version });
    expect(retitled).toMatchObject({ status: 200, body: { id: course.courseId, title: 'Gestes de premiers secours', state: 'PUBLISHED' } });
    expect((await courseOf()).version).toBe(retitled.body.version);

    // The learner's Home reads the new names at once.
    const classes = myClassesPageSchema.parse((await learner.call('GET', `/api/users/me/classes?pageSize=50&programId=${programId}`)).body);
    const followed = classes.items.flatMap((klass) => klass.classPrograms).find((classProgram) => classProgram.program.id === programId);
    expect(followed?.program.name).toBe('Sécurité au poste');
    expect(followed?.program.courses.find((item) => item.id === course.courseId)?.title).toBe('Gestes de premiers secours');

    const [courseEvent, programEvent] = await auditLog();
    expect(programEvent).toMatchObject({
      action: 'program.renamed',
      target: { id: programId, label: 'Sécurité au poste' },
      before: { name: before.name },
      after: { name: 'Sécurité au poste' },
    });
    expect(courseEvent).toMatchObject({
      action: 'course.renamed',
      target: { id: course.courseId, label: 'Gestes de premiers secours' },
      before: { title: courseBefore.title },
      after: { title: 'Gestes de premiers secours' },
    });
  });

  it('renames and publishes in one change, recording both; the same name records nothing', async () => {
    const draft = await insertDraft(`Brouillon ${Date.now()}`);
    const version = (await listed(draft.programId)).version;
    const changed = await patch('program', draft.programId, { name: 'Brouillon publié', state: 'PUBLISHED' }, { ifMatch: version });
    expect(changed).toMatchObject({ status: 200, body: { name: 'Brouillon publié', state: 'PUBLISHED' } });
    // One transaction, one instant: in either order.
    const recorded = (await auditLog()).slice(0, 2).map((event) => [event.action, event.target.label, event.after]);
    expect(recorded).toEqual(
      expect.arrayContaining([
        ['program.state-changed', 'Brouillon publié', { state: 'PUBLISHED' }],
        ['program.renamed', 'Brouillon publié', { name: 'Brouillon publié' }],
      ]),
    );
    const total = auditLogSchema.parse(await get('/api/admin/audit-log')).total;
    const same = await patch('program', draft.programId, { name: 'Brouillon publié' }, { ifMatch: changed.body.version as string });
    expect(same).toMatchObject({ status: 200, body: { version: changed.body.version } });
    expect(auditLogSchema.parse(await get('/api/admin/audit-log')).total).toBe(total);
  });

  it('refuses a blank or too long name, other fields and an empty body (400), and writes nothing', async () => {
    const { version, name } = await listed();
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(201) }, { title: 'Un titre' }, {}, { name: 'Ok', extra: 1 }]) {
      expect({ body, status: (await patch('program', programId, body, { ifMatch: version })).status }).toEqual({ body, status: 400 });
    }
    expect((await patch('course', course.courseId, { name: 'Un nom' }, { ifMatch: version })).status).toBe(400);
    expect((await patch('program', programId, { name: 'x'.repeat(200) }, { ifMatch: version })).status).toBe(200);
    expect((await patch('program', programId, { name }, { ifMatch: (await listed()).version })).status).toBe(200);
  });

  it('refuses a name another program of the tenant has (409 PROGRAM_NAME_TAKEN on the name); another tenant’s is free', async () => {
    const other = await insertDraft(`Nom pris ${Date.now()}`);
    const otherName = (await listed(other.programId)).name;
    const { version, name } = await listed();
    const refused = await patch('program', programId, { name: otherName }, { ifMatch: version });
    expect(refused).toMatchObject({ status: 409, body: { code: 'PROGRAM_NAME_TAKEN', issues: [{ path: 'body.name' }] } });
    expect((await listed()).name).toBe(name);
    const [acme] = await db().query<{ name: string }>("SELECT p.name FROM programs p JOIN contexts c ON c.id = p.context_id WHERE c.alias = 'acme' LIMIT 1");
    expect((await patch('program', programId, { name: acme!.name }, { ifMatch: version })).status).toBe(200);
    expect((await patch('program', programId, { name }, { ifMatch: (await listed()).version })).status).toBe(200);
  });
});

describe('versions', () => {
  it('refuses a change without If-Match (428) or from a version changed meanwhile (412), whoever changed it and how', async () => {
    const { version, name } = await listed();
    expect(await patch('program', programId, { name: 'Sans version' })).toMatchObject({ status: 428, body: { code: 'VERSION_REQUIRED' } });
    expect(await patch('course', course.courseId, { state: 'CLOSED' })).toMatchObject({ status: 428, body: { code: 'VERSION_REQUIRED' } });
    // A state change is a new version too: a rename from the version before it is refused.
    const closed = await patch('program', programId, { state: 'CLOSED' }, { ifMatch: version });
    expect(closed.status).toBe(200);
    expect(await patch('program', programId, { name: 'Trop tard' }, { ifMatch: version })).toMatchObject({ status: 412, body: { code: 'STALE_VERSION' } });
    expect((await listed()).name).toBe(name);
    expect((await patch('program', programId, { state: 'PUBLISHED' }, { ifMatch: closed.body.version as string })).status).toBe(200);
  });

  it('of two saves from one version, takes one and refuses the other (412)', async () => {
    const { version } = await courseOf();
    const saves = await Promise.all([
      patch('course', course.courseId, { title: 'Premier enregistrement' }, { ifMatch: version }),
      patch('course', course.courseId, { title: 'Second enregistrement' }, { ifMatch: version }),
    ]);
    expect(saves.map((save) => save.status).sort()).toEqual([200, 412]);
    const kept = saves.find((save) => save.status === 200)!.body.title;
    expect((await courseOf()).title).toBe(kept);
    expect(saves.find((save) => save.status === 412)?.body.code).toBe('STALE_VERSION');
  });
});

describe('reach', () => {
  it('keeps to the tenant: another tenant’s program or course is 404, a trainer or a learner is refused (403)', async () => {
    const [acme] = await db().query<{ program: string; course: string }>(
      "SELECT pc.program_id AS program, pc.course_id AS course FROM program_courses pc JOIN contexts c ON c.id = pc.context_id WHERE c.alias = 'acme' LIMIT 1",
    );
    expect((await patch('program', acme!.program, { name: 'Pris' }, { ifMatch: '"any"' })).status).toBe(404);
    expect((await patch('course', acme!.course, { title: 'Pris' }, { ifMatch: '"any"' })).status).toBe(404);
    const { version } = await listed();
    expect((await patch('program', programId, { name: 'Pris' }, { ifMatch: version, token: teacher })).status).toBe(403);
    expect((await patch('program', programId, { name: 'Pris' }, { ifMatch: version, token: learner.token })).status).toBe(403);
    expect((await db().query("SELECT 1 FROM programs WHERE name = 'Pris'")).length).toBe(0);
  });
});

describe('a renamed program corrected by its package', () => {
  const manifest = (name: string, title: string) => `format: 1
program: { key: renommable, name: ${name}, state: DRAFT }
categories: [{ key: cat, title: Catégorie renommable }]
blocks:
  - key: intro
    title: ${title}
    type: slide
    content: { sections: [{ id: s, rows: [{ id: r, type: wysiwyg, html: "<p>Bonjour</p>" }] }] }
courses:
  - key: only
    title: Cours renommable
    state: DRAFT
    category: cat
    nodes: [{ type: container, children: [{ type: block, block: intro }] }]
`;
  const upload = async (zip: Buffer, query = '') => {
    const boundary = 'rename-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="package.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      zip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/content-packages${query}`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const zipOf = (title: string) => writeZip([{ name: 'manifest.yaml', data: manifest('Programme renommable', title), deflate: true }]);

  it('is still found by its key: the correction applies, and the name of the package renames it again', async () => {
    const imported = await upload(zipOf('Introduction'));
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const { programId: id } = contentImportSummarySchema.parse(imported.body);
    expect((await patch('program', id, { name: 'Nom donné par l’admin' }, { ifMatch: (await listed(id)).version })).status).toBe(200);

    const preview = await upload(zipOf('Introduction corrigée'), '?preview=true');
    expect(contentImportPreviewSchema.parse(preview.body)).toMatchObject({
      correctedProgramId: id,
      programName: 'Programme renommable',
      changes: { changed: 1 },
    });
    const corrected = await upload(zipOf('Introduction corrigée'), `?expectedVersion=${contentImportPreviewSchema.parse(preview.body).currentVersion}`);
    expect(corrected).toMatchObject({ status: 201, body: { programId: id, corrected: true } });
    expect((await listed(id)).name).toBe('Programme renommable');
  });
});
