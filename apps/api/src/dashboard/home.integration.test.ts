import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificatesResponseSchema } from '@espace/contracts/certificates';
import { credentialVerificationSchema } from '@espace/contracts/credentials';
import { myClassesPageSchema } from '@espace/contracts/classes';
import { levelsResponseSchema, statsResponseSchema } from '@espace/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { pdfText } from '../test/pdf-text';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { createDashboardRepository } from './dashboard-repository';
import { createLearnerLessonsRepository } from './learner-lessons-repository';
import { learnerScores } from './learner-scores';
import { rawMailsTo } from '../test/mail-test-support';

let testApp: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'espace-home-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: dataDir });
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const call = (who: string, method: 'GET' | 'POST', url: string, options: { body?: unknown; headers?: Record<string, string>; host?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      host: options.host ?? (who === 'acme' ? hosts.acme : hosts.demo),
      ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
const query = async (sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<Record<string, string>>(sql, params);

describe('GET /api/users/me/classes (paging, filters, lessons, ETag)', () => {
  it('pages 5 classes at a time, newest enrolment first, with lessons, progression and medals', async () => {
    const first = myClassesPageSchema.parse((await call('learner', 'GET', '/api/users/me/classes')).json());
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 5 });
    expect(first.items.map((item) => item.name).slice(0, 2)).toEqual(['Automne 2026 — Sécurité', 'Printemps 2026 — Accueil client']);
    const second = myClassesPageSchema.parse((await call('learner', 'GET', '/api/users/me/classes?page=2')).json());
    expect(second.items.map((item) => item.name)).toEqual(['Découverte — Sécurité au quotidien', 'Découverte — Parcours cmi5', 'Découverte — Modules SCORM']);
    const winter = first.items.find((item) => item.name === 'Hiver 2026 — Relation client');
    expect(winter?.lessons).toHaveLength(3);
    expect(winter?.lessons.every((lesson) => lesson.ended && lesson.progression === 1)).toBe(true);
    expect(winter?.lessons.find((lesson) => lesson.certificationRef !== null)).toMatchObject({ certificationRef: 'CERT-7K3P-Q9XZ', state: 'DONE' });
    expect(winter?.lessons[0]?.medal).toMatch(/bronze|silver|gold/);
  });

  it('filters upcoming, past, by program and by search, and only mobile classes', async () => {
    const names = async (search: string) =>
      myClassesPageSchema.parse((await call('learner', 'GET', `/api/users/me/classes?${search}`)).json()).items.map((item) => item.name);
    expect(await names('filter=upcoming')).toEqual(['Printemps 2027 — Relation client']);
    expect(await names('filter=past')).toEqual(['Hiver 2026 — Relation client', 'Été 2026 — Sécurité']);
    expect(await names('search=printemps')).toEqual(['Printemps 2026 — Accueil client', 'Printemps 2027 — Relation client']);
    expect(await names('search=gestes%20qui%20sauvent&pageSize=10')).toEqual([
      'Automne 2026 — Sécurité',
      'Été 2026 — Sécurité',
      'Découverte — Sécurité au quotidien',
    ]);
    const [program] = await query(`SELECT id FROM programs WHERE name = 'Relation client'`);
    expect(await names(`programId=${program?.id}&pageSize=10`)).toHaveLength(3);
    expect(await names('programId=not-a-uuid')).toEqual([]);
    await query(`UPDATE classes SET settings = '{"mobile": {"allowed": false}}' WHERE name = 'Été 2026 — Sécurité'`);
    expect(await names('mobile=true&pageSize=10')).not.toContain('Été 2026 — Sécurité');
  });

  it('filters by competency (and the competencies under it)', async () => {
    const [competency] = await query(
      `SELECT cc.id FROM course_competencies cc JOIN contexts c ON c.id = cc.context_id WHERE c.alias = 'demo' AND cc.title ILIKE '%vente%' LIMIT 1`,
    );
    const response = await call('learner', 'GET', `/api/users/me/classes?competencyId=${competency?.id}&pageSize=10`);
    const names = myClassesPageSchema.parse(response.json()).items.map((item) => item.name);
    expect(names).toEqual(['Printemps 2026 — Accueil client', 'Hiver 2026 — Relation client', 'Printemps 2027 — Relation client']);
  });

  it('answers 304 with no body while nothing changed, and 200 once a lesson changes', async () => {
    const first = await call('learner', 'GET', '/api/users/me/classes');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await call('learner', 'GET', '/api/users/me/classes', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await call('learner', 'GET', '/api/users/me/classes?page=2', { headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    await query(`UPDATE lessons SET updated_at = now() + interval '1 second' WHERE id = (SELECT id FROM lessons l WHERE certification_ref = 'CERT-7K3P-Q9XZ')`);
    expect((await call('learner', 'GET', '/api/users/me/classes', { headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('says which programs the learner has rated, and a new rating changes the answer (#15 item 11)', async () => {
    const page = async (etag?: string) => call('learner', 'GET', '/api/users/me/classes?search=Hiver', etag ? { headers: { 'if-none-match': etag } } : {});
    const before = await page();
    const [winter] = myClassesPageSchema.parse(before.json()).items;
    const classProgram = winter!.classPrograms[0]!;
    expect(classProgram.reviewed).toBe(false);
    const rated = await call('learner', 'POST', '/api/reviews', {
      body: { resourceType: 'Program', resourceId: classProgram.program.id, ratio: 1, classId: winter!.id },
    });
    expect(rated.statusCode).toBe(201);
    const after = await page(String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(myClassesPageSchema.parse(after.json()).items[0]!.classPrograms[0]!.reviewed).toBe(true);
  });

  it("shows acme's learner only acme's classes", async () => {
    const page = myClassesPageSchema.parse((await call('acme', 'GET', '/api/users/me/classes')).json());
    expect(page.items.map((item) => item.name)).toEqual(['Autumn 2026 cohort', 'Spring 2026 cohort']);
  });
});

describe('levels and stats', () => {
  it('computes badges with deltas since the last record, competencies, jobs /100 and the progress rate, and records the day once', async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM records r JOIN users u ON u.id = r.user_id WHERE u.email = 'learner@demo.test'`))[0]?.n;
    const levels = levelsResponseSchema.parse((await call('learner', 'GET', '/api/users/me/dashboard/levels')).json());
    const pi = levels.badges.find((badge) => badge.type === 'pi');
    expect(pi?.done).toBeGreaterThan(0);
    expect(pi?.deltaSign).toBe(pi && pi.done - 0.6 > 0.005 ? 'positive' : 'negative');
    expect(levels.jobs.length).toBeGreaterThan(0);
    expect(levels.jobs.every((job) => Number.isInteger(job.score) && job.score >= 0 && job.score <= 100)).toBe(true);
    expect(levels.competencies.some((competency) => competency.score.max > 0)).toBe(true);
    expect(levels.progressRate.fraction).toBeGreaterThan(0);
    await call('learner', 'GET', '/api/users/me/dashboard/levels');
    const after = (await query(`SELECT count(*)::int AS n FROM records r JOIN users u ON u.id = r.user_id WHERE u.email = 'learner@demo.test'`))[0]?.n;
    expect(Number(after)).toBe(Number(before) + 1);
  });

  it('counts every lesson of my STUDENT classes but HIDDEN ones: global points are their sum, the progress rate their mean progression', async () => {
    const lessons = await query(
      `SELECT l.id, l.state, l.progress, l.started_at, l.scoring -> 'global' ->> 'actual' AS actual, l.scoring -> 'global' ->> 'max' AS max
         FROM lessons l JOIN users u ON u.id = l.user_id JOIN classes c ON c.id = l.class_id
        WHERE u.email = 'learner@demo.test' AND NOT c.expired
          AND EXISTS (SELECT 1 FROM class_users cu WHERE cu.class_id = l.class_id AND cu.user_id = l.user_id AND cu.role = 'STUDENT')`,
    );
    const hiddenOne = lessons.find((lesson) => Number(lesson.max ?? 0) > 0);
    await query(`UPDATE lessons SET state = 'HIDDEN' WHERE id = $1`, [hiddenOne?.id]);
    try {
      const counted = lessons.filter((lesson) => lesson.id !== hiddenOne?.id && lesson.state !== 'HIDDEN');
      const sum = (field: 'actual' | 'max') => counted.reduce((total, lesson) => total + Number(lesson[field] ?? 0), 0);
      const levels = levelsResponseSchema.parse((await call('learner', 'GET', '/api/users/me/dashboard/levels')).json());
      expect(levels.global.score.actual).toBeCloseTo(sum('actual'));
      expect(levels.global.score.max).toBeCloseTo(sum('max'));
      // Completed lessons count 1, never started 0, open ones somewhere between.
      const completed = counted.filter((lesson) => lesson.progress === 'COMPLETED').length;
      const open = counted.filter((lesson) => lesson.progress !== 'COMPLETED' && lesson.started_at !== null).length;
      expect(levels.progressRate.fraction).toBeGreaterThanOrEqual(completed / counted.length);
      expect(levels.progressRate.fraction).toBeLessThanOrEqual((completed + open) / counted.length);
    } finally {
      await query(`UPDATE lessons SET state = $2 WHERE id = $1`, [hiddenOne?.id, hiddenOne?.state]);
    }
  });

  it('reads what the scores are computed from in one statement, and the open lessons’ pages in two more: what a lesson’s end runs for its record', async () => {
    // One of the learner's lessons open (started, not completed): its progression reads the course and the pages.
    const [learner] = await query(
      `SELECT u.id AS user_id, u.context_id, l.id AS lesson_id FROM users u JOIN lessons l ON l.user_id = u.id JOIN classes c ON c.id = l.class_id
        WHERE u.email = 'learner@demo.test' AND l.started_at IS NULL AND l.state <> 'HIDDEN' AND NOT c.expired LIMIT 1`,
    );
    const database = testApp.testDatabase.database;
    const statements: string[] = [];
    const counted: Queryable = {
      query: (sql, params) => {
        statements.push(sql);
        return database.query(sql, params);
      },
      execScript: (sql) => database.execScript(sql),
    };
    await query(`UPDATE lessons SET started_at = now(), progress = 'ONGOING' WHERE id = $1`, [learner?.lesson_id]);
    try {
      const scores = await learnerScores({
        tenantId: learner?.context_id ?? '',
        userId: learner?.user_id ?? '',
        lessons: createLearnerLessonsRepository(counted),
        dashboard: createDashboardRepository(counted),
      });
      const levels = levelsResponseSchema.parse((await call('learner', 'GET', '/api/users/me/dashboard/levels')).json());
      expect(scores.global).toEqual(levels.global.score);
      expect(scores.progressRate).toBeCloseTo(levels.progressRate.fraction);
      expect(scores.competencyList.length).toBeGreaterThan(0);
      expect(statements).toHaveLength(3);
    } finally {
      await query(`UPDATE lessons SET started_at = NULL, progress = NULL WHERE id = $1`, [learner?.lesson_id]);
    }
  });

  it('sums time spent, pages done and scores by bucket over each period', async () => {
    const month = statsResponseSchema.parse((await call('learner', 'GET', '/api/users/me/dashboard/stats?period=1m')).json());
    expect(month.points).toHaveLength(30);
    expect(month.bucket).toBe('day');
    expect(month.totals.pagesDone).toBeGreaterThan(0);
    expect(month.totals.timeSpent).toBeGreaterThan(0);
    const year = statsResponseSchema.parse((await call('learner', 'GET', '/api/users/me/dashboard/stats?period=1y')).json());
    expect(year.points).toHaveLength(12);
    expect(year.totals.pagesDone).toBeGreaterThanOrEqual(month.totals.pagesDone);
    expect((await call('learner', 'GET', '/api/users/me/dashboard/stats?period=2y')).statusCode).toBe(400);
    expect((await call('anonymous', 'GET', '/api/users/me/dashboard/stats')).statusCode).toBe(401);
  });
});

describe('certificates', () => {
  it('lists my certifying lessons and serves a real PDF with my name and the code, verifiable without signing in', async () => {
    const list = certificatesResponseSchema.parse((await call('learner', 'GET', '/api/users/me/certificates')).json());
    expect(list.certificationType).toBe('Certificat');
    const row = list.items.find((item) => item.certificationRef === 'CERT-7K3P-Q9XZ');
    expect(row).toMatchObject({
      available: true,
      course: { title: 'Conclure une vente' },
      class: { name: 'Hiver 2026 — Relation client' },
      percentProgression: 100,
    });
    const pdf = await call('learner', 'GET', row?.certificateUrl ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Léa Martin', 'CERT-7K3P-Q9XZ', 'Conclure une vente', 'Académie Démo', '/ 1000', '/verify/CERT-7K3P-Q9XZ'])
      expect(text).toContain(expected);

    const verify = (code: string, host = hosts.demo) => call('anonymous', 'POST', '/api/credentials/verify', { body: { code }, host });
    const verified = credentialVerificationSchema.parse((await verify('CERT-7K3P-Q9XZ')).json());
    expect(verified).toMatchObject({
      outcome: 'valid',
      credential: {
        learner: 'Léa Martin',
        achievement: { name: 'Conclure une vente' },
        issuer: { name: 'Académie Démo' },
        results: expect.arrayContaining([{ label: 'Score sur 1000', value: String(row?.score) }]),
      },
    });
    expect((await verify('CERT-0000-0000')).statusCode).toBe(404);
    expect((await verify('CERT-7K3P-Q9XZ', hosts.acme)).statusCode).toBe(404);
  });

  it("answers 404 for another learner's certificate and from another tenant, 403 before the lesson ends", async () => {
    const [lesson] = await query(`SELECT id FROM lessons WHERE certification_ref = 'CERT-7K3P-Q9XZ'`);
    expect((await call('teacher', 'GET', `/api/certificates/${lesson?.id}.pdf`)).statusCode).toBe(404);
    expect((await call('acme', 'GET', `/api/certificates/${lesson?.id}.pdf`)).statusCode).toBe(404);
    expect((await call('learner', 'GET', '/api/certificates/not-a-lesson.pdf')).statusCode).toBe(404);
    const [open] = await query(
      `SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id JOIN classes c ON c.id = l.class_id WHERE u.email = 'learner@demo.test' AND c.name = 'Printemps 2026 — Accueil client' LIMIT 1`,
    );
    await query(`UPDATE lessons SET certification_ref = 'CERT-AAAA-BBBB' WHERE id = $1`, [open?.id]);
    expect((await call('learner', 'GET', `/api/certificates/${open?.id}.pdf`)).statusCode).toBe(403);
    expect((await call('anonymous', 'POST', '/api/credentials/verify', { body: { code: 'CERT-AAAA-BBBB' } })).statusCode).toBe(404);
    await query(`UPDATE lessons SET certification_ref = NULL WHERE id = $1`, [open?.id]);
  });
});

const mailsTo = (address: string) => rawMailsTo(testApp.app, dataDir, address);

describe('contact a teacher and documents by mail', () => {
  it('mails a teacher of my classes once, with my address as reply-to; anyone else is 404', async () => {
    const [teacher] = await query(`SELECT id FROM users WHERE email = 'teacher@demo.test'`);
    const [admin] = await query(`SELECT id FROM users WHERE email = 'admin@demo.test'`);
    const sent = await call('learner', 'POST', '/api/users/contact', {
      body: { recipientId: teacher?.id, subject: 'Question', message: 'Bonjour, une question sur le module.' },
    });
    expect(sent.statusCode).toBe(204);
    // One mail: the message itself, answerable from the mailbox; its notification adds none of its own.
    expect(await testApp.app.notificationMails.sendDue(new Date())).toBe(0);
    const [mail, ...others] = await mailsTo('teacher@demo.test');
    expect(others).toEqual([]);
    expect(mail).toContain('Reply-To: learner@demo.test');
    expect(mail).toContain('L=C3=A9a Martin');
    expect((await call('learner', 'POST', '/api/users/contact', { body: { recipientId: admin?.id, message: 'Hello' } })).statusCode).toBe(404);
    expect((await call('learner', 'POST', '/api/users/contact', { body: { recipientId: teacher?.id, message: '' } })).statusCode).toBe(400);
    expect((await call('learner', 'POST', '/api/users/contact', { body: { recipientId: teacher?.id, message: 'x'.repeat(5000) } })).statusCode).toBe(400);
  });

  it('is forbidden where the tenant does not allow contacting teachers', async () => {
    const app = await createTestApp({ DATA_DIR: dataDir });
    try {
      await app.testDatabase.database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{allowContactTeacher}', 'false') WHERE alias = 'demo'`);
      const token = await signIn(app.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
      const [otherTeacher] = await app.testDatabase.database.query<{ id: string }>(`SELECT id FROM users WHERE email = 'teacher@demo.test'`);
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/users/contact',
        headers: { host: hosts.demo, authorization: `Bearer ${token}` },
        payload: { recipientId: otherTeacher?.id, message: 'Hi' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('uploads a supported file into my library, refuses other types, and mails my files as attachments', async () => {
    const boundary = '----espace';
    const multipart = (name: string, type: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    const upload = (name: string, type: string, content: string) =>
      call('learner', 'POST', '/api/files', { body: multipart(name, type, content), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const wrong = await upload('script.exe', 'application/x-msdownload', 'MZ');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'TYPE_ERROR' });
    const stored = await upload('notes.pdf', 'application/pdf', '%PDF-1.4 test');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ name: 'notes.pdf', type: 'application/pdf', fileType: 'pdf', size: 13 });
    const id = (stored.json() as { id: string }).id;
    expect((await call('learner', 'GET', `/api/files/${id}`)).statusCode).toBe(200);
    expect((await call('acme', 'GET', `/api/files/${id}`)).statusCode).toBe(404);

    expect((await call('learner', 'POST', '/api/users/me/notify-files', { body: { fileIds: ['00000000-0000-4000-8000-000000000000'] } })).json()).toMatchObject(
      { code: 'NOT_FOUND' },
    );
    expect((await call('acme', 'POST', '/api/users/me/notify-files', { body: { fileIds: [id] } })).statusCode).toBe(404);
    expect((await call('learner', 'POST', '/api/users/me/notify-files', { body: { message: 'Pour plus tard', fileIds: [id] } })).statusCode).toBe(204);
    const [mail] = await mailsTo('learner@demo.test');
    expect(mail).toMatch(/Content-Disposition: attachment;\s+filename=notes\.pdf/);
  });
});
