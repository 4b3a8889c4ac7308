import { sessionCookie } from '@espace/contracts/server-rendering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearnerClient, learnerClient, type LessonTestApp, startLessonTestApp } from '../test/lesson-test-client';
import { insertSecondLearner, insertTestCourse } from '../test/test-course.fixture';
import { hosts, signIn } from '../test/test-app';
import { lrsRequest } from '../test/xapi/lrs-test-client';

/** Launches from the player (docs/xapi.md): per-launch credentials, statements driving the page, resume, right of access, hosts.lrs. */
let lessonApp: LessonTestApp;
let learner: LearnerClient;
const activityUrl = '/api/activities/test-library/index.html';
let lessonId = '';
let pageId = '';
let launch: { endpoint: string; auth: string; actor: Record<string, unknown>; registration: string };

const PASSED = 'http://adlnet.gov/expapi/verbs/passed';
const passed = (scaled: number, registration = pageId, actor: unknown = launch.actor) => ({
  actor,
  verb: { id: PASSED, display: { 'en-US': 'passed' } },
  object: { id: 'http://example.com/activities/phrases' },
  result: { score: { scaled }, success: true },
  context: { registration },
});
const lrs = (method: 'GET' | 'PUT' | 'POST', path: string, options: Parameters<typeof lrsRequest>[4] = {}) =>
  lrsRequest(lessonApp.testApp.app, launch.auth, method, path, options);

beforeAll(async () => {
  lessonApp = await startLessonTestApp();
  learner = lessonApp.learner;
  lessonId = lessonApp.course.lessonId;
  await lessonApp.testApp.testDatabase.database.query(
    `UPDATE course_blocks b SET type = 'tincan', content = b.content || jsonb_build_object('tincan', jsonb_build_object('url', $2::text)) FROM course_nodes n WHERE n.id = $1 AND b.id = n.block_id`,
    [lessonApp.course.nodes.slide, activityUrl],
  );
  pageId = (await learner.call('GET', `/api/lessons/${lessonId}/pages/current`)).body.id as string;
  const launched = await learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: activityUrl });
  expect(launched.status, launched.text).toBe(200);
  launch = launched.body as typeof launch;
});
afterAll(async () => {
  await lessonApp.testApp.close();
});

describe('a launch', () => {
  it('gets credentials of its own, the learner’s account on the tenant’s origin, and the page as registration', async () => {
    expect(launch).toMatchObject({
      endpoint: '/api/xapi/',
      auth: expect.stringMatching(/^Basic /),
      registration: pageId,
      cmi5: null,
      actor: { objectType: 'Agent', account: { homePage: 'http://localhost:3000' } },
    });
    const [stored] = await lessonApp.testApp.testDatabase.database.query<{ secret_sha256: string; page_id: string; expires_at: Date }>(
      "SELECT secret_sha256, page_id, expires_at FROM xapi_credentials WHERE kind = 'launch'",
    );
    const secret = Buffer.from(launch.auth.slice(6), 'base64').toString().split(':')[1]!;
    expect(stored?.secret_sha256).not.toContain(secret);
    expect(stored?.page_id).toBe(pageId);
    expect(stored!.expires_at.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('is refused for a page that is not the learner’s current one, an activity the page does not hold, and another learner', async () => {
    expect((await learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: 'https://evil.example/x' })).status).toBe(400);
    const other = await learnerClient(lessonApp.testApp.app, 'teacher@demo.test', hosts.demo, 'Teacher#2026');
    expect((await other.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: activityUrl })).status).toBe(404);
  });

  it('writes only its learner’s statements and reads only theirs', async () => {
    const someone = { objectType: 'Agent', mbox: 'mailto:someone@example.com' };
    const forbidden = await lrs('POST', 'statements', { body: { ...passed(0.5, '00000000-0000-4000-8000-000000000000', someone), context: {} } });
    expect(forbidden.statusCode).toBe(403);
    const client = await lrsRequest(lessonApp.testApp.app, launch.auth, 'PUT', 'activities/state', {
      query: { activityId: 'http://example.com/activities/phrases', agent: JSON.stringify(someone), stateId: 'bookmark' },
      body: { at: 1 },
    });
    expect(client.statusCode).toBe(403);
  });
});

/** The portal's activities run sandboxed in an opaque origin (docs/content-packages.md#the-activity-sandbox): their calls say `Origin: null`. */
const sandboxed = { origin: 'null' };

describe('from the activity sandbox (Origin: null)', () => {
  it('answers the preflight of a statement, with no credentials riding on cookies', async () => {
    const preflight = await lessonApp.testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/xapi/statements',
      headers: {
        host: hosts.demo,
        ...sandboxed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-experience-api-version',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-experience-api-version']),
    );
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('takes the launch credentials, readable across origins', async () => {
    const query = { activityId: 'http://example.com/activities/phrases', agent: JSON.stringify(launch.actor), registration: pageId, stateId: 'sandbox' };
    const put = await lrs('PUT', 'activities/state', { query, body: { seen: true }, headers: sandboxed });
    expect(put.statusCode, put.body).toBe(204);
    const read = await lrs('GET', 'activities/state', { query, headers: sandboxed });
    expect(read.json()).toEqual({ seen: true });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("takes nothing of the portal's session: neither its token nor its cookie is a credential", async () => {
    const query = { activityId: 'http://example.com/activities/phrases', agent: JSON.stringify(launch.actor), registration: pageId, stateId: 'sandbox' };
    const withToken = await lrsRequest(lessonApp.testApp.app, `Bearer ${learner.token}`, 'GET', 'activities/state', { query, headers: sandboxed });
    expect(withToken.statusCode).toBe(401);
    const withCookie = await lessonApp.testApp.app.inject({
      method: 'GET',
      url: '/api/xapi/activities/state',
      query,
      headers: { host: hosts.demo, ...sandboxed, 'x-experience-api-version': '1.0.3', cookie: `${sessionCookie}=${encodeURIComponent(learner.token)}` },
    });
    expect(withCookie.statusCode).toBe(401);
  });
});

describe('statements drive the page', () => {
  it('completes the tincan page with the score of a passed statement, and a later score replaces it', async () => {
    const before = await learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`);
    expect(before.body).toEqual({ pageId, answered: false, scoring: null });
    // Sent as the sandboxed activity sends it.
    const first = await lrs('POST', 'statements', { body: passed(0.75), headers: sandboxed });
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect((await learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`)).body).toEqual({
      pageId,
      answered: true,
      scoring: { actual: 75, max: 100 },
    });
    expect((await lrs('POST', 'statements', { body: passed(0.9) })).statusCode).toBe(200);
    expect((await learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`)).body).toMatchObject({ scoring: { actual: 90, max: 100 } });
    const page = await learner.call('GET', `/api/lessons/${lessonId}/pages/current`);
    expect(page.body).toMatchObject({ id: pageId, progress: 'COMPLETED', results: { scoring: { actual: 90, max: 100 } } });
    expect((await learner.call('POST', `/api/lessons/${lessonId}/pages/custom-tincan-score`, { pageId, score: { scaled: 0.1 } })).body.code).toBe(
      'INVALID_INPUTS',
    );
  });

  it('keeps the bookmark in the State API: a new launch of the page resumes it', async () => {
    const query = { activityId: 'http://example.com/activities/phrases', agent: JSON.stringify(launch.actor), registration: pageId, stateId: 'bookmark' };
    expect((await lrs('PUT', 'activities/state', { query, body: { selected: [1, 3] } })).statusCode).toBe(204);
    const again = (await learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: activityUrl })).body as typeof launch;
    expect(again.auth).not.toBe(launch.auth);
    const resumed = await lrsRequest(lessonApp.testApp.app, again.auth, 'GET', 'activities/state', { query });
    expect(resumed.json()).toEqual({ selected: [1, 3] });
  });

  it('lets the learner download their own statements, and nobody else’s', async () => {
    const mine = await learner.call('GET', '/api/users/me/xapi-statements');
    expect(mine.status).toBe(200);
    expect((mine.body.statements as { verb: { id: string } }[]).map((statement) => statement.verb.id)).toEqual([PASSED, PASSED]);
    const other = await learnerClient(lessonApp.testApp.app, 'teacher@demo.test', hosts.demo, 'Teacher#2026');
    expect((await other.call('GET', '/api/users/me/xapi-statements')).body.statements).toEqual([]);
  });

  it('stops the credentials once the learner leaves the page for good', async () => {
    expect((await learner.call('POST', `/api/lessons/${lessonId}/pages/next?fromPageId=${pageId}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await lrs('POST', 'statements', { body: passed(0.2) })).statusCode).toBe(401);
  });
});

describe('a timed tincan page', () => {
  it('is completed by a statement within the time the learner is accommodated, as their own answer would be', async () => {
    const database = lessonApp.testApp.testDatabase.database;
    const secondId = await insertSecondLearner(database, lessonApp.course, 'second@demo.test');
    const second = await learnerClient(lessonApp.testApp.app, 'second@demo.test');
    const admin = await learnerClient(lessonApp.testApp.app, 'admin@demo.test', hosts.demo, 'Admin#2026');
    const accommodated = await admin.call('PUT' as 'POST', `/api/classes/${lessonApp.course.classId}/time-accommodations/${secondId}`, { extraTime: 'x2' });
    expect(accommodated.status, accommodated.text).toBe(200);
    const [lesson] = await database.query<{ id: string }>('SELECT id FROM lessons WHERE user_id = $1 AND course_id = $2', [
      secondId,
      lessonApp.course.courseId,
    ]);
    const secondLessonId = lesson!.id;
    const secondPageId = (await second.call('GET', `/api/lessons/${secondLessonId}/pages/current`)).body.id as string;
    const secondLaunch = (await second.call('POST', `/api/lessons/${secondLessonId}/pages/${secondPageId}/xapi-launch`, { url: activityUrl }))
      .body as typeof launch;
    // A 30 s page opened 40 s ago: past the course's limit and its 2 s grace, within the learner's
    // 60 s with a margin no loaded machine spends between this update and the statement.
    await database.query(`UPDATE lesson_pages SET time_limit = 30, started_at = started_at - interval '40 seconds' WHERE id = $1`, [secondPageId]);
    const statement = await lrsRequest(lessonApp.testApp.app, secondLaunch.auth, 'POST', 'statements', {
      body: passed(0.5, secondPageId, secondLaunch.actor),
    });
    expect(statement.statusCode).toBe(200);
    expect((await second.call('GET', `/api/lessons/${secondLessonId}/pages/${secondPageId}/xapi-state`)).body).toEqual({
      pageId: secondPageId,
      answered: true,
      scoring: { actual: 50, max: 100 },
    });
  });
});

describe('hosts.lrs', () => {
  it('sends the tenant’s tincan launches to its external LRS with the tenant’s credentials, until it is cleared', async () => {
    const admin = await signIn(lessonApp.testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    const tincan = await insertTestCourse(lessonApp.testApp.testDatabase.database);
    await lessonApp.testApp.testDatabase.database.query(
      `UPDATE course_blocks b SET type = 'tincan', content = b.content || jsonb_build_object('tincan', jsonb_build_object('url', $2::text)) FROM course_nodes n WHERE n.id = $1 AND b.id = n.block_id`,
      [tincan.nodes.slide, activityUrl],
    );
    const setLrs = (payload: unknown) =>
      lessonApp.testApp.app.inject({
        method: 'PUT',
        url: `/api/contexts/${tincan.contextId}/lrs`,
        headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
        payload: payload as object,
      });
    expect((await setLrs({ endpoint: 'https://lrs.example.com/xapi', key: 'tenant-key', secret: 'tenant-secret' })).json()).toEqual({
      endpoint: 'https://lrs.example.com/xapi/',
    });
    expect((await learner.call('PUT' as 'POST', `/api/contexts/${tincan.contextId}/lrs`, { endpoint: null })).status).toBe(403);
    const page = (await learner.call('GET', `/api/lessons/${tincan.lessonId}/pages/current`)).body.id as string;
    const external = await learner.call('POST', `/api/lessons/${tincan.lessonId}/pages/${page}/xapi-launch`, { url: activityUrl });
    expect(external.body).toMatchObject({
      endpoint: 'https://lrs.example.com/xapi/',
      auth: `Basic ${Buffer.from('tenant-key:tenant-secret').toString('base64')}`,
      registration: page,
    });
    // Recorded in the audit log, the credentials never written there.
    const auditLog = await lessonApp.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    });
    expect(auditLog.json().items[0]).toMatchObject({
      action: 'settings.lrs-updated',
      before: { endpoint: null, credentials: null },
      after: { endpoint: 'https://lrs.example.com/xapi/', credentials: '••••••••' },
    });
    expect(auditLog.body).not.toContain('tenant-secret');
    expect((await setLrs({ endpoint: null })).json()).toEqual({ endpoint: null });
    expect((await learner.call('POST', `/api/lessons/${tincan.lessonId}/pages/${page}/xapi-launch`, { url: activityUrl })).body).toMatchObject({
      endpoint: '/api/xapi/',
    });
  });
});
