import { randomUUID } from 'node:crypto';
import { CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, MOVE_ON_CATEGORY } from '@espace/domain/xapi/cmi5/cmi5-vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LessonTestApp, startLessonTestApp } from '../test/lesson-test-client';
import { lrsClient, lrsRequest } from '../test/xapi/lrs-test-client';

/** cmi5 launches (docs/xapi.md): fetch once, LMS.LaunchData, launched, the AU's rules, satisfied, the page. */
let lessonApp: LessonTestApp;
let lessonId = '';
let pageId = '';
let launch: { registration: string; actor: Record<string, unknown>; cmi5: { fetch: string; activityId: string; launchMethod: string } };
let auth = '';
let launchData: { contextTemplate: { extensions: Record<string, string> }; masteryScore: number; moveOn: string; launchMode: string; returnURL: string };
const auUrl = '/api/activities/cmi5-library/au.html';
const cmi5 = {
  auId: 'https://publisher.example/au/quiz',
  courseId: 'https://publisher.example/course',
  blockIds: ['https://publisher.example/block/1'],
  launchMethod: 'AnyWindow',
  moveOn: 'CompletedAndPassed',
  masteryScore: 0.8,
  launchParameters: '{"mode":"quiz"}',
  entitlementKey: 'abc-123',
};

// As the AU calls it from the activity sandbox, an opaque origin (docs/content-packages.md#the-activity-sandbox).
const fetchToken = (fetchUrl: string) => lessonApp.testApp.app.inject({ method: 'POST', url: fetchUrl, headers: { host: 'localhost:3000', origin: 'null' } });

function auStatement(verb: string, result?: Record<string, unknown>) {
  const judged = result !== undefined && verb !== CMI5_VERBS.terminated;
  return {
    id: randomUUID(),
    actor: launch.actor,
    verb: { id: verb },
    object: { objectType: 'Activity', id: launch.cmi5.activityId },
    ...(result ? { result } : {}),
    timestamp: new Date().toISOString(),
    context: {
      ...launchData.contextTemplate,
      registration: launch.registration,
      contextActivities: { grouping: [{ id: cmi5.auId }], category: [{ id: CMI5_CATEGORY }, ...(judged ? [{ id: MOVE_ON_CATEGORY }] : [])] },
    },
  };
}
const send = (statement: unknown) => lrsRequest(lessonApp.testApp.app, auth, 'POST', 'statements', { body: statement });

beforeAll(async () => {
  lessonApp = await startLessonTestApp();
  lessonId = lessonApp.course.lessonId;
  await lessonApp.testApp.testDatabase.database.query(
    `UPDATE course_blocks b SET type = 'tincan', content = b.content || jsonb_build_object('tincan', jsonb_build_object('url', $2::text, 'cmi5', $3::jsonb)) FROM course_nodes n WHERE n.id = $1 AND b.id = n.block_id`,
    [lessonApp.course.nodes.slide, auUrl, JSON.stringify(cmi5)],
  );
  pageId = (await lessonApp.learner.call('GET', `/api/lessons/${lessonId}/pages/current`)).body.id as string;
  launch = (await lessonApp.learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: auUrl })).body as typeof launch;
});
afterAll(async () => {
  await lessonApp.testApp.close();
});

describe('cmi5 launch', () => {
  it('answers a fetch URL and the AU activity id, and the fetch URL answers the auth token once', async () => {
    expect(launch.cmi5).toMatchObject({
      fetch: expect.stringMatching(/^\/api\/xapi\/extensions\/cmi5\/fetch\?token=/),
      activityId: expect.stringContaining('/xapi/cmi5/au/'),
      launchMethod: 'AnyWindow',
    });
    expect(launch.cmi5.activityId).not.toBe(cmi5.auId);
    const preflight = await lessonApp.testApp.app.inject({
      method: 'OPTIONS',
      url: launch.cmi5.fetch,
      headers: { host: 'localhost:3000', origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const first = await fetchToken(launch.cmi5.fetch);
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    auth = `Basic ${(first.json() as { 'auth-token': string })['auth-token']}`;
    const second = await fetchToken(launch.cmi5.fetch);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ 'error-code': '1' });
    expect((await fetchToken('/api/xapi/extensions/cmi5/fetch?token=made-up-token-made-up-token')).json()).toMatchObject({ 'error-code': '2' });
  });

  it('wrote LMS.LaunchData, read-only to the AU, and the launched statement', async () => {
    const query = { activityId: launch.cmi5.activityId, agent: JSON.stringify(launch.actor), registration: launch.registration, stateId: 'LMS.LaunchData' };
    const read = await lrsRequest(lessonApp.testApp.app, auth, 'GET', 'activities/state', { query });
    expect(read.statusCode).toBe(200);
    launchData = read.json() as typeof launchData;
    expect(launchData).toMatchObject({
      launchMode: 'Normal',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.8,
      launchParameters: '{"mode":"quiz"}',
      entitlementKey: { courseStructure: 'abc-123' },
      returnURL: `http://localhost:3000/session/${lessonId}/page/${pageId}`,
    });
    expect((await lrsRequest(lessonApp.testApp.app, auth, 'PUT', 'activities/state', { query, body: { launchMode: 'Browse' } })).statusCode).toBe(403);
    const admin = await lrsClient(lessonApp.testApp.app, ['all']);
    const launched = (await admin.request('GET', 'statements', { query: { verb: CMI5_VERBS.launched, registration: launch.registration } })).json() as {
      statements: { context: { extensions: Record<string, unknown> } }[];
    };
    expect(launched.statements).toHaveLength(1);
    expect(launched.statements[0]?.context.extensions).toMatchObject({
      [CMI5_EXTENSIONS.launchMode]: 'Normal',
      [CMI5_EXTENSIONS.moveOn]: 'CompletedAndPassed',
      [CMI5_EXTENSIONS.masteryScore]: 0.8,
      [CMI5_EXTENSIONS.launchUrl]: `http://localhost:3000${auUrl}`,
    });
  });

  it('holds the AU to cmi5’s rules, completes the page with its score, and records satisfied once moveOn is met', async () => {
    const early = await send(auStatement(CMI5_VERBS.completed, { completion: true, duration: 'PT1M' }));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ issues: [{ message: expect.stringContaining('first statement of an AU session must be initialized') }] });
    expect((await send(auStatement(CMI5_VERBS.initialized))).statusCode).toBe(200);
    const low = await send(auStatement(CMI5_VERBS.passed, { success: true, score: { scaled: 0.5 }, duration: 'PT2M' }));
    expect(low.json()).toMatchObject({ issues: [{ message: expect.stringContaining('masteryScore') }] });
    expect((await send(auStatement(CMI5_VERBS.passed, { success: true, score: { scaled: 0.9 }, duration: 'PT2M' }))).statusCode).toBe(200);
    expect((await lessonApp.learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`)).body).toEqual({
      pageId,
      answered: true,
      scoring: { actual: 90, max: 100 },
    });
    const admin = await lrsClient(lessonApp.testApp.app, ['all']);
    const satisfied = async () =>
      (
        (await admin.request('GET', 'statements', { query: { verb: CMI5_VERBS.satisfied, registration: launch.registration } })).json() as {
          statements: { object: { definition: { type: string } } }[];
        }
      ).statements;
    expect(await satisfied()).toHaveLength(0);
    expect((await send(auStatement(CMI5_VERBS.completed, { completion: true, duration: 'PT3M' }))).statusCode).toBe(200);
    expect((await satisfied()).map((statement) => statement.object.definition.type).sort()).toEqual([
      'https://w3id.org/xapi/cmi5/activitytype/block',
      'https://w3id.org/xapi/cmi5/activitytype/course',
    ]);
    expect((await send(auStatement(CMI5_VERBS.terminated, { duration: 'PT4M' }))).statusCode).toBe(200);
    const after = await send(auStatement('http://adlnet.gov/expapi/verbs/experienced'));
    expect(after.json()).toMatchObject({ issues: [{ message: expect.stringContaining('terminated') }] });
  });
});

describe('cmi5 fetch URL under parallel calls', () => {
  it('answers the auth token to exactly one of 20 parallel fetches', async () => {
    const again = (await lessonApp.learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: auUrl })).body as typeof launch;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchToken(again.cmi5.fetch)));
    const bodies = answers.map((answer) => answer.json() as Record<string, string>);
    expect(bodies.filter((body) => body['auth-token'] !== undefined)).toHaveLength(1);
    expect(bodies.filter((body) => body['error-code'] === '1')).toHaveLength(19);
  });
});
