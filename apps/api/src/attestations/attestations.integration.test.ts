import { myAttestationsSchema } from '@espace/contracts/attestations';
import { signedLinkSchema } from '@espace/contracts/files';
import type { Roster } from '@espace/contracts/trainer';
import { formatDuration } from '@espace/domain/display/duration';
import { wholePercent } from '@espace/domain/trainer/roster';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Attestations de fin de formation (docs/privacy.md#attestation-de-fin-de-formation): the learner's
 * own once their class has ended, the trainer's on demand, each through a signed link checked again
 * at the download, and every figure the roster's. Run on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let testApp: TestApp;
const tokens = { learner: '', teacher: '', admin: '', acmeLearner: '' };
const ids = { learner: '', acmeLearner: '', ended: '', current: '', acmeClass: '' };

const query = <T extends Record<string, unknown>>(sql: string, values: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, values);
const call = (token: string, method: 'GET' | 'POST', url: string, host = hosts.demo) =>
  testApp.app.inject({ method, url, headers: { host, ...(token === '' ? {} : { authorization: `Bearer ${token}` }) } });
const classId = async (name: string) => (await query<{ id: string }>('SELECT id FROM classes WHERE name = $1', [name]))[0]!.id;
const userId = async (email: string) => (await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

async function download(linkPath: string, token: string, host = hosts.demo) {
  const link = await call(token, 'POST', linkPath, host);
  expect(link.statusCode, link.body).toBe(200);
  const { url } = signedLinkSchema.parse(link.json());
  return call('', 'GET', url, host);
}

beforeAll(async () => {
  testApp = await createTestApp();
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  ids.learner = await userId('learner@demo.test');
  ids.acmeLearner = await userId('learner@acme.test');
  ids.ended = await classId('Hiver 2026 — Relation client');
  ids.current = await classId('Printemps 2026 — Accueil client');
  ids.acmeClass = (await query<{ id: string }>("SELECT c.id FROM classes c JOIN contexts x ON x.id = c.context_id WHERE x.name LIKE 'Acme%' LIMIT 1"))[0]!.id;
});
afterAll(async () => {
  await testApp.close();
});

describe("the learner's attestations", () => {
  it('lists my classes, the ended ones available', async () => {
    const list = myAttestationsSchema.parse((await call(tokens.learner, 'GET', '/api/users/me/attestations')).json());
    const byName = new Map(list.items.map((item) => [item.class.name, item.available]));
    expect(byName.get('Hiver 2026 — Relation client')).toBe(true);
    expect(byName.get('Printemps 2026 — Accueil client')).toBe(false);
  });

  it('gives one for an ended class only, of mine only', async () => {
    const going = await call(tokens.learner, 'POST', `/api/users/me/attestations/${ids.current}/link`);
    expect(going).toMatchObject({ statusCode: 409 });
    expect(going.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await call(tokens.learner, 'POST', `/api/users/me/attestations/${ids.acmeClass}/link`)).statusCode).toBe(404);
    expect((await call(tokens.acmeLearner, 'POST', `/api/users/me/attestations/${ids.ended}/link`, hosts.acme)).statusCode).toBe(404);
    expect((await call('', 'POST', `/api/users/me/attestations/${ids.ended}/link`)).statusCode).toBe(401);
  });

  it('states the organisation, the learner, the training, its dates and the roster’s figures', async () => {
    const pdf = await download(`/api/users/me/attestations/${ids.ended}/link`, tokens.learner);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="attestation-de-fin-de-formation.pdf"');
    const text = (await pdfText(pdf.rawPayload)).replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
    const roster = (await call(tokens.teacher, 'GET', `/api/trainer/classes/${ids.ended}/roster`)).json() as Roster;
    const row = roster.items.find((item) => item.learner.id === ids.learner)!;
    expect(row.timeSpent).toBeGreaterThan(0);
    for (const expected of [
      'Attestation de fin de formation',
      'Académie Démo atteste que Léa Martin a suivi la formation :',
      'Hiver 2026 — Relation client',
      'du 12 janvier 2026 au 30 juin 2026',
      formatDuration(row.timeSpent, 'fr').replace(/\u00a0/g, ' '),
      `${wholePercent(row.progress)} %`,
      'Objectifs de la formation',
      'Résultats des évaluations',
      'article L.6353-1 du Code du travail',
      'Pour Académie Démo',
    ]) {
      expect(text).toContain(expected);
    }
    for (const course of roster.courses) expect(text).toContain(course.title);
  });
});

describe("the trainer's attestations", () => {
  it('gives the attestation of a learner of a class they follow, at any time', async () => {
    const pdf = await download(`/api/trainer/classes/${ids.current}/learners/${ids.learner}/attestation/link`, tokens.teacher);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await pdfText(pdf.rawPayload)).replace(/\u00a0/g, ' ')).toContain('Printemps 2026 — Accueil client');
    const byAdmin = await download(`/api/trainer/classes/${ids.ended}/learners/${ids.learner}/attestation/link`, tokens.admin);
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses a learner (403), another class or person (404), and a link used for someone else (401)', async () => {
    expect((await call(tokens.learner, 'POST', `/api/trainer/classes/${ids.current}/learners/${ids.learner}/attestation/link`)).statusCode).toBe(403);
    expect((await call(tokens.teacher, 'POST', `/api/trainer/classes/${ids.current}/learners/${ids.acmeLearner}/attestation/link`)).statusCode).toBe(404);
    expect((await call(tokens.teacher, 'POST', `/api/trainer/classes/${ids.acmeClass}/learners/${ids.acmeLearner}/attestation/link`)).statusCode).toBe(404);
    const link = signedLinkSchema.parse((await call(tokens.learner, 'POST', `/api/users/me/attestations/${ids.ended}/link`)).json());
    const teacherId = await userId('teacher@demo.test');
    const swapped = await call('', 'GET', link.url.replace(`/${ids.learner}?`, `/${teacherId}?`));
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json()).toMatchObject({ code: 'SIGNED_LINK_INVALID' });
    expect((await call('', 'GET', `/api/attestations/${ids.ended}/${ids.learner}`)).statusCode).toBe(401);
    // Another tenant's host never opens it, whatever the link says.
    expect((await call('', 'GET', link.url, hosts.acme)).statusCode).toBe(401);
  });

  it('checks the access again at the download: a trainer who left the class gets nothing more', async () => {
    const link = signedLinkSchema.parse(
      (await call(tokens.teacher, 'POST', `/api/trainer/classes/${ids.current}/learners/${ids.learner}/attestation/link`)).json(),
    );
    const teacherId = await userId('teacher@demo.test');
    await query("UPDATE class_users SET role = 'STUDENT' WHERE class_id = $1 AND user_id = $2 AND role = 'TEACHER'", [ids.current, teacherId]);
    testApp.app.usersRepository.forgetProfile(teacherId);
    try {
      expect((await call('', 'GET', link.url)).statusCode).toBe(404);
    } finally {
      await query("UPDATE class_users SET role = 'TEACHER' WHERE class_id = $1 AND user_id = $2 AND role = 'STUDENT'", [ids.current, teacherId]);
      testApp.app.usersRepository.forgetProfile(teacherId);
    }
  });
});
