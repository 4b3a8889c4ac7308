import { evidencePackSchema, latestEvidencePackSchema } from '@espace/contracts/attestations';
import { signedLinkSchema } from '@espace/contracts/files';
import type { Roster } from '@espace/contracts/trainer';
import { wholePercent } from '@espace/domain/trainer/roster';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * A class's Qualiopi evidence pack (docs/privacy.md#qualiopi-evidence-pack): its trainers' and the
 * admins', made by the job queue, kept for its requester, downloaded through a signed link checked
 * again at the download; its tables in French spreadsheet conventions, every figure the roster's,
 * and each learner's attestation.
 */
let testApp: TestApp;
const tokens = { learner: '', teacher: '', admin: '', acmeLearner: '' };
const ids = { learner: '', teacher: '', ended: '', acmeClass: '', program: '' };

const query = <T extends Record<string, unknown>>(sql: string, values: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, values);
const call = (token: string, method: 'GET' | 'POST', url: string, { host = hosts.demo, body }: { host?: string; body?: object } = {}) =>
  testApp.app.inject({ method, url, headers: { host, ...(token === '' ? {} : { authorization: `Bearer ${token}` }) }, ...(body && { payload: body }) });
const french = { locale: 'fr', timeZone: 'Europe/Paris' };
const ask = (token: string, klass = ids.ended, body: object = french, host = hosts.demo) =>
  call(token, 'POST', `/api/trainer/classes/${klass}/evidence-packs`, { host, body });
const latest = async (token: string, klass = ids.ended) => {
  const answer = await call(token, 'GET', `/api/trainer/classes/${klass}/evidence-packs/latest`);
  expect(answer.statusCode, answer.body).toBe(200);
  return latestEvidencePackSchema.parse(answer.json()).pack;
};
const drain = () => testApp.app.jobs.drain(['evidence-pack']);
const classId = async (name: string) => (await query<{ id: string }>('SELECT id FROM classes WHERE name = $1', [name]))[0]!.id;
const userId = async (email: string) => (await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

/** Asks for a pack, lets the queue make it, and downloads it: its files, by name, as text (the PDFs as bytes). */
async function pack(token: string, klass = ids.ended, body: object = french) {
  const asked = await ask(token, klass, body);
  expect(asked.statusCode, asked.body).toBe(202);
  const { id } = evidencePackSchema.parse(asked.json());
  await drain();
  const ready = await latest(token, klass);
  expect(ready).toMatchObject({ id, state: 'ready' });
  const link = await call(token, 'POST', `/api/trainer/evidence-packs/${id}/link`);
  expect(link.statusCode, link.body).toBe(200);
  const { url } = signedLinkSchema.parse(link.json());
  const answer = await call('', 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(Number(answer.headers['content-length'])).toBe(ready!.size);
  return { id, answer, files: unzipSync(new Uint8Array(answer.rawPayload)) };
}
/** UTF-8 as written, its byte order mark kept (TextDecoder would drop it). */
const strFromU8 = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const table = (bytes: Uint8Array | undefined) => {
  expect(bytes).toBeDefined();
  const text = strFromU8(bytes!);
  expect(text.startsWith('\ufeff')).toBe(true);
  return parse(text.slice(1), { delimiter: ';' }) as string[][];
};

beforeAll(async () => {
  testApp = await createTestApp();
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  ids.learner = await userId('learner@demo.test');
  ids.teacher = await userId('teacher@demo.test');
  ids.ended = await classId('Hiver 2026 — Relation client');
  ids.acmeClass = (await query<{ id: string }>("SELECT c.id FROM classes c JOIN contexts x ON x.id = c.context_id WHERE x.name LIKE 'Acme%' LIMIT 1"))[0]!.id;
  ids.program = (await query<{ program_id: string }>('SELECT program_id FROM class_programs WHERE class_id = $1 LIMIT 1', [ids.ended]))[0]!.program_id;
  const tenant = (await query<{ context_id: string }>('SELECT context_id FROM classes WHERE id = $1', [ids.ended]))[0]!.context_id;
  // What the class's weeks left: a sign-in within its dates, a note and its trainer's reply, a review.
  await query(`INSERT INTO sessions (context_id, user_id, created_at, expires_at) VALUES ($1, $2, '2026-03-10T08:05:00Z', '2026-03-10T20:05:00Z')`, [
    tenant,
    ids.learner,
  ]);
  const [note] = await query<{ id: string }>(
    `INSERT INTO log_book_records (context_id, title, message, student_id, user_id, class_id, created_at)
     VALUES ($1, 'Appel difficile', 'Comment reformuler une objection ?', $2, $2, $3, '2026-03-11T09:00:00Z') RETURNING id`,
    [tenant, ids.learner, ids.ended],
  );
  await query(
    `INSERT INTO log_book_records (context_id, message, student_id, user_id, parent_id, created_at)
     VALUES ($1, 'Reprenez ses mots, puis posez une question ouverte.', $2, $3, $4, '2026-03-11T14:30:00Z')`,
    [tenant, ids.learner, ids.teacher, note!.id],
  );
  await query(
    `INSERT INTO reviews (context_id, user_id, class_id, resource_type, resource_id, ratio, comment, created_at)
     VALUES ($1, $2, $3, 'Program', $4, 0.8, 'Très concret', '2026-06-20T10:00:00Z')
     ON CONFLICT (user_id, resource_type, resource_id) DO UPDATE SET ratio = 0.8, comment = 'Très concret', created_at = '2026-06-20T10:00:00Z'`,
    [tenant, ids.learner, ids.ended, ids.program],
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('who gets a class’s evidence pack', () => {
  it('its trainers and the admins; a learner is refused, another tenant finds nothing', async () => {
    expect((await ask(tokens.learner)).statusCode).toBe(403);
    expect((await ask(tokens.teacher, ids.acmeClass)).statusCode).toBe(404);
    expect((await ask(tokens.acmeLearner, ids.ended, french, hosts.acme)).statusCode).toBe(403);
    expect((await ask('')).statusCode).toBe(401);
    expect((await ask(tokens.teacher, ids.ended, { locale: 'de', timeZone: 'Europe/Paris' })).statusCode).toBe(400);
    expect((await ask(tokens.teacher, ids.ended, { locale: 'fr', timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
    const { id, answer } = await pack(tokens.admin);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="dossier-de-preuves-Hiver-2026-Relation-client-\d{4}-\d{2}-\d{2}\.zip"/);
    // The download takes the signed link alone: a session token opens nothing.
    expect((await call(tokens.admin, 'GET', `/api/evidence-packs/${id}`)).statusCode).toBe(401);
    // A pack is its requester's: another trainer of the class neither sees it nor gets a link to it.
    expect(await latest(tokens.teacher)).toBeNull();
    expect((await call(tokens.teacher, 'POST', `/api/trainer/evidence-packs/${id}/link`)).statusCode).toBe(404);
    expect((await call(tokens.acmeLearner, 'POST', `/api/trainer/evidence-packs/${id}/link`, { host: hosts.acme })).statusCode).toBe(403);
  });

  it('is refused at the download to a trainer who no longer follows the class', async () => {
    const { id } = await pack(tokens.teacher);
    const link = signedLinkSchema.parse((await call(tokens.teacher, 'POST', `/api/trainer/evidence-packs/${id}/link`)).json());
    const [membership] = await query<{ role: string }>("SELECT role FROM class_users WHERE class_id = $1 AND user_id = $2 AND role = 'TEACHER'", [
      ids.ended,
      ids.teacher,
    ]);
    expect(membership).toBeDefined();
    await query("DELETE FROM class_users WHERE class_id = $1 AND user_id = $2 AND role = 'TEACHER'", [ids.ended, ids.teacher]);
    try {
      expect((await call('', 'GET', link.url)).statusCode).toBe(404);
      expect((await call(tokens.teacher, 'POST', `/api/trainer/evidence-packs/${id}/link`)).statusCode).toBe(404);
    } finally {
      await query("INSERT INTO class_users (context_id, class_id, user_id, role) SELECT context_id, id, $2, 'TEACHER' FROM classes WHERE id = $1", [
        ids.ended,
        ids.teacher,
      ]);
    }
  });
});

describe('how a pack is made and kept', () => {
  const preparing = async (requestedAt: string) =>
    (
      await query<{ id: string }>(
        `INSERT INTO evidence_packs (context_id, class_id, requested_by, locale, time_zone, requested_at)
         SELECT context_id, id, $2, 'fr', 'Europe/Paris', $3 FROM classes WHERE id = $1 RETURNING id`,
        [ids.ended, ids.teacher, requestedAt],
      )
    )[0]!.id;

  it('answers the pack its job is making while it prepares, and takes one its job left an hour and more ago for failed', async () => {
    await query('DELETE FROM evidence_packs WHERE requested_by = $1', [ids.teacher]);
    const making = await preparing(new Date().toISOString());
    const again = evidencePackSchema.parse((await ask(tokens.teacher)).json());
    expect(again).toMatchObject({ id: making, state: 'preparing', learners: null, readyAt: null, size: null });
    expect((await call(tokens.teacher, 'POST', `/api/trainer/evidence-packs/${making}/link`)).statusCode).toBe(404);

    await query('UPDATE evidence_packs SET requested_at = $2 WHERE id = $1', [making, new Date(Date.now() - 80 * 60_000).toISOString()]);
    expect(await latest(tokens.teacher)).toMatchObject({ id: making, state: 'failed' });
    const { id } = await pack(tokens.teacher);
    expect(id).not.toBe(making);
    expect(await query('SELECT id FROM evidence_packs WHERE id = $1', [making])).toEqual([]);
  });

  it('tells its requester once it is ready; downloading it reads the notification; a new pack deletes the last one and its bytes', async () => {
    const { id } = await pack(tokens.teacher);
    const [told] = await query<{ read_at: Date | null; params: Record<string, string> }>(
      "SELECT read_at, params FROM notifications WHERE user_id = $1 AND kind = 'evidence-pack.ready' AND params->>'packId' = $2",
      [ids.teacher, id],
    );
    expect(told).toMatchObject({ params: { packId: id, classId: ids.ended, className: 'Hiver 2026 — Relation client' } });
    expect(told!.read_at).not.toBeNull();
    const [{ upload_id: uploadId }] = (await query<{ upload_id: string }>('SELECT upload_id FROM evidence_packs WHERE id = $1', [id])) as [
      { upload_id: string },
    ];
    expect((await query('SELECT seq FROM file_chunks WHERE file_id = $1', [uploadId])).length).toBeGreaterThan(0);

    const next = await pack(tokens.teacher);
    expect(next.id).not.toBe(id);
    expect(await query('SELECT id FROM evidence_packs WHERE id = $1', [id])).toEqual([]);
    expect(await query('SELECT seq FROM file_chunks WHERE file_id = $1', [uploadId])).toEqual([]);
  });

  it('is gone once expired: no link, and the tenant’s expired packs are deleted as new ones are asked for', async () => {
    const { id } = await pack(tokens.teacher);
    await query("UPDATE evidence_packs SET ready_at = now() - interval '13 hours', expires_at = now() - interval '1 hour' WHERE id = $1", [id]);
    expect(await latest(tokens.teacher)).toBeNull();
    expect((await call(tokens.teacher, 'POST', `/api/trainer/evidence-packs/${id}/link`)).statusCode).toBe(404);
    await pack(tokens.admin);
    expect(await query('SELECT id FROM evidence_packs WHERE id = $1', [id])).toEqual([]);
  });
});

describe('what it holds', () => {
  it('the roster’s lines, each table in French conventions, and each learner’s attestation', async () => {
    const { files } = await pack(tokens.teacher);
    const names = Object.keys(files);
    expect(names.slice(0, 9)).toEqual([
      'LISEZ-MOI.txt',
      'apprenants.csv',
      'connexions.csv',
      'temps-par-jour.csv',
      'progression.csv',
      'evaluations.csv',
      'tutorat.csv',
      'satisfaction.csv',
      expect.stringMatching(/^attestations\/.+\.pdf$/),
    ]);
    const readme = strFromU8(files['LISEZ-MOI.txt']!).replace(/\u00a0/g, ' ');
    expect(readme).toContain('Dossier de preuves de la formation « Hiver 2026 — Relation client »');
    expect(readme).toContain('Apprenants : 1.');

    // The learners' table is the roster export's, line for line.
    const exported = await call(tokens.teacher, 'GET', `/api/trainer/classes/${ids.ended}/roster.csv?locale=fr&timeZone=Europe%2FParis`);
    expect(strFromU8(files['apprenants.csv']!)).toBe(exported.body);

    const lea = (rows: string[][]) => rows.filter((row) => row[0] === 'Léa Martin');
    const [signIn] = lea(table(files['connexions.csv']));
    expect(signIn).toEqual(['Léa Martin', 'learner@demo.test', '10/03/2026 09:05', '10/03/2026 21:05']);

    const days = lea(table(files['temps-par-jour.csv']));
    expect(days.length).toBeGreaterThan(0);
    for (const [, , day, minutes] of days) {
      expect(day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(minutes).toMatch(/^\d+(,\d)?$/);
    }

    // The progression at the end of the last day of each course is the roster's figure for it.
    const roster = (await call(tokens.teacher, 'GET', `/api/trainer/classes/${ids.ended}/roster`)).json() as Roster;
    const row = roster.items.find((item) => item.learner.id === ids.learner)!;
    const progression = lea(table(files['progression.csv']));
    expect(progression.length).toBeGreaterThan(0);
    const lastOfCourse = new Map(progression.map((line) => [line[3], line[7]]));
    for (const lesson of row.lessons.filter((each) => each.progression > 0)) {
      const course = roster.courses.find((each) => each.programCourseId === lesson.programCourseId)!;
      expect(lastOfCourse.get(course.title), course.title).toBe(String(wholePercent(lesson.progression)));
    }

    const evaluations = lea(table(files['evaluations.csv']));
    expect(evaluations.length).toBeGreaterThan(0);
    for (const [, , , , , answered, score, points, max] of evaluations) {
      expect(answered).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(Number(score)).toBe(Math.floor((100 * Number(points!.replace(',', '.'))) / Number(max!.replace(',', '.'))));
    }

    // The note and its reply of March, oldest first, before the demo's own exchanges (seeded days ago).
    expect(lea(table(files['tutorat.csv'])).slice(0, 2)).toEqual([
      ['Léa Martin', 'learner@demo.test', '11/03/2026 10:00', 'Note du journal de bord', 'Léa Martin', 'Appel difficile', 'Comment reformuler une objection ?'],
      [
        'Léa Martin',
        'learner@demo.test',
        '11/03/2026 15:30',
        'Réponse au journal de bord',
        'Thomas Bernard',
        '',
        'Reprenez ses mots, puis posez une question ouverte.',
      ],
    ]);
    expect(lea(table(files['tutorat.csv'])).map((line) => line[3])).toContain('Message de l’apprenant');
    expect(lea(table(files['satisfaction.csv']))).toEqual([['Léa Martin', 'learner@demo.test', expect.any(String), '4', 'Très concret', '20/06/2026 12:00']]);

    const attestations = names.filter((name) => name.startsWith('attestations/'));
    expect(attestations).toHaveLength(roster.total);
    const mine = attestations.find((name) => name.startsWith('attestations/Léa-Martin-'))!;
    expect((await pdfText(files[mine]!)).replace(/\s+/g, ' ')).toContain('Léa Martin');
  });

  it('in English, with English conventions, when asked', async () => {
    const { files } = await pack(tokens.teacher, ids.ended, { locale: 'en', timeZone: 'UTC' });
    expect(Object.keys(files).slice(0, 3)).toEqual(['README.txt', 'learners.csv', 'sign-ins.csv']);
    const text = strFromU8(files['sign-ins.csv']!);
    expect(text).toContain('Léa Martin,learner@demo.test,2026-03-10 08:05,2026-03-10 20:05');
  });
});

describe('a learner erased', () => {
  // Last: Léa is anonymised for good.
  it('takes the packs that name them with them, and their bytes', async () => {
    const { id } = await pack(tokens.teacher);
    const [{ upload_id: uploadId }] = (await query<{ upload_id: string }>('SELECT upload_id FROM evidence_packs WHERE id = $1', [id])) as [
      { upload_id: string },
    ];
    const erased = await call(tokens.admin, 'POST', `/api/admin/users/${ids.learner}/erasure`);
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await query('SELECT id FROM evidence_packs WHERE id = $1', [id])).toEqual([]);
    expect(await query('SELECT seq FROM file_chunks WHERE file_id = $1', [uploadId])).toEqual([]);
  });
});
