import { pageCorrectionSchema } from '@espace/contracts/correction';
import { lessonPageSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let teacher: LearnerClient;
let admin: LearnerClient;
let otherTeacher: LearnerClient;
let acmeLearner: LearnerClient;
let answeredPageId: string;
let openPageId: string;
let acmePageId: string;

const correctionUrl = (pageId: string, query = '') => `/api/pages/${pageId}/correction${query}`;

/** A teacher of another class of the same tenant only (same password as the demo teacher). */
async function insertOtherClassTeacher(): Promise<void> {
  const db = testApp.testDatabase.database;
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (context_id, email, password_hash, firstname, lastname)
     SELECT context_id, 'other.teacher@demo.test', password_hash, 'Olivier', 'Autre' FROM users WHERE email = 'teacher@demo.test' RETURNING id`,
  );
  const [klass] = await db.query<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Autre classe') RETURNING id`, [course.contextId]);
  await db.query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER')`, [course.contextId, klass?.id, user?.id]);
}

/** Opens the first page an acme learner may play, to have a page of another tenant. */
async function openAcmePage(): Promise<string> {
  const [row] = await testApp.testDatabase.database.query<{ id: string }>(
    `SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id WHERE u.email = 'learner@acme.test' AND l.state = 'AVAILABLE' ORDER BY l.id`,
  );
  const opened = await acmeLearner.call('GET', `/api/lessons/${row?.id}/pages/current`);
  expect(opened.status).toBe(200);
  return lessonPageSchema.parse(opened.body).id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(testApp.testDatabase.database);
  await insertOtherClassTeacher();
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  teacher = await learnerClient(testApp.app, 'teacher@demo.test', hosts.demo, 'Teacher#2026');
  admin = await learnerClient(testApp.app, 'admin@demo.test', hosts.demo, 'Admin#2026');
  otherTeacher = await learnerClient(testApp.app, 'other.teacher@demo.test', hosts.demo, 'Teacher#2026');
  acmeLearner = await learnerClient(testApp.app, 'learner@acme.test', hosts.acme);

  // The learner completes the slide, then answers the multiple choice with one good and one wrong choice.
  const lessonUrl = (path: string) => `/api/lessons/${course.lessonId}${path}`;
  const slide = lessonPageSchema.parse((await learner.call('GET', lessonUrl('/pages/current'))).body);
  await learner.call('PATCH', lessonUrl('/pages/current'), {});
  answeredPageId = lessonPageSchema.parse((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${slide.id}`))).body).id;
  const answered = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { mc: { userAnswer: ['n15', 'n36'] } } } });
  expect(answered.status).toBe(200);
  openPageId = lessonPageSchema.parse((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${answeredPageId}`))).body).id;
  acmePageId = await openAcmePage();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/pages/:id/correction', () => {
  it("gives a teacher of the class the learner's answers, marks and score", async () => {
    const response = await teacher.call('GET', correctionUrl(answeredPageId, `?lessonId=${course.lessonId}`));
    expect(response.status).toBe(200);
    const correction = pageCorrectionSchema.parse(response.body);
    expect(correction).toMatchObject({
      learner: { id: course.userId, displayName: 'Léa Martin' },
      lessonId: course.lessonId,
      courseTitle: 'Cours test',
      nodeTitle: 'block 1',
    });
    expect(correction.page).toMatchObject({ id: answeredPageId, blockType: 'exercice', inputs: { answers: { mc: { userAnswer: ['n15', 'n36'] } } } });
    expect(correction.page.results?.scoring.max).toBeGreaterThan(0);
    expect(correction.page.results?.corrections.mc).toMatchObject({
      kind: 'choices',
      marks: expect.arrayContaining([
        expect.objectContaining({ id: 'n15', expected: true, good: true }),
        expect.objectContaining({ id: 'n18', expected: true, good: false, wrong: false }),
        expect.objectContaining({ id: 'n36', expected: false, wrong: true }),
      ]),
    });
  });

  it('gives an admin of the tenant the same page without a lessonId', async () => {
    const response = await admin.call('GET', correctionUrl(answeredPageId));
    expect(response.status).toBe(200);
    expect(pageCorrectionSchema.parse(response.body).page.id).toBe(answeredPageId);
  });

  it('returns a page not answered yet with null inputs and results, opening nothing', async () => {
    const response = await teacher.call('GET', correctionUrl(openPageId));
    expect(response.status).toBe(200);
    expect(pageCorrectionSchema.parse(response.body).page).toMatchObject({ id: openPageId, inputs: null, results: null });
  });

  it('refuses a teacher of another class and the learner themself with 403 Forbidden', async () => {
    for (const client of [otherTeacher, learner]) {
      const response = await client.call('GET', correctionUrl(answeredPageId));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('Forbidden');
    }
  });

  it("answers MODEL_NOT_FOUND for an unknown page, another tenant's page and a lessonId that is not the page's", async () => {
    const unknown = await admin.call('GET', correctionUrl('00000000-0000-4000-8000-000000000000'));
    const otherTenant = await admin.call('GET', correctionUrl(acmePageId));
    const wrongLesson = await teacher.call('GET', correctionUrl(answeredPageId, `?lessonId=${course.nextLessonId}`));
    for (const response of [unknown, otherTenant, wrongLesson]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('MODEL_NOT_FOUND');
    }
  });

  it('answers 400 for an id that is not a uuid and 401 without a token', async () => {
    expect((await admin.call('GET', correctionUrl('not-a-uuid'))).status).toBe(400);
    const anonymous = await testApp.app.inject({ method: 'GET', url: correctionUrl(answeredPageId), headers: { host: hosts.demo } });
    expect(anonymous.statusCode).toBe(401);
  });
});
