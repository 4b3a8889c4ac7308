import { randomUUID } from 'node:crypto';
import { CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, MOVE_ON_CATEGORY } from '@espace/domain/xapi/cmi5/cmi5-vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LessonTestApp, startLessonTestApp } from '../test/lesson-test-client';
import { type LrsCaller, lrsClient, lrsRequest } from '../test/xapi/lrs-test-client';

/**
 * The cmi5 LMS requirements (docs/xapi.md, "cmi5 LMS requirements"), one test per group, each
 * naming the sections of cmi5 Quartz it holds the portal to. The tests run in order on one
 * registration: each launch of the AU is a new session of it.
 */
let lessonApp: LessonTestApp;
let admin: LrsCaller;
let lessonId = '';
let pageId = '';
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

interface Launch {
  endpoint: string;
  auth: string | null;
  registration: string;
  actor: Record<string, unknown>;
  cmi5: { fetch: string; activityId: string; launchMethod: string };
}
interface LaunchData {
  contextTemplate: { contextActivities: { grouping: { id: string }[] }; extensions: Record<string, string> };
  launchMode: string;
  returnURL: string;
}
/** An AU session as the AU sees it: its launch, the auth token its fetch URL gave, its LMS.LaunchData. */
interface Session {
  launch: Launch;
  auth: string;
  launchData: LaunchData;
}
interface StoredStatement {
  id: string;
  stored: string;
  verb: { id: string };
  object: { id: string; definition?: { type: string } };
  result?: { duration?: string };
  context: { registration: string; contextActivities: Record<string, { id: string }[]>; extensions: Record<string, unknown> };
}

const launchAu = async () =>
  (await lessonApp.learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/xapi-launch`, { url: auUrl })).body as unknown as Launch;
// As the AU calls it from the activity sandbox, an opaque origin (docs/content-packages.md#the-activity-sandbox).
const fetchToken = (fetchUrl: string) => lessonApp.testApp.app.inject({ method: 'POST', url: fetchUrl, headers: { host: 'localhost:3000', origin: 'null' } });
const launchDataQuery = (launch: Launch) => ({
  activityId: launch.cmi5.activityId,
  agent: JSON.stringify(launch.actor),
  registration: launch.registration,
  stateId: 'LMS.LaunchData',
});

/** Launches the AU and starts its session as an AU does: its fetch URL, then its LMS.LaunchData. */
async function startSession(): Promise<Session> {
  const launch = await launchAu();
  const auth = `Basic ${((await fetchToken(launch.cmi5.fetch)).json() as { 'auth-token': string })['auth-token']}`;
  const launchData = (await lrsRequest(lessonApp.testApp.app, auth, 'GET', 'activities/state', { query: launchDataQuery(launch) })).json() as LaunchData;
  return { launch, auth, launchData };
}

function auStatement(session: Session, verb: string, result?: Record<string, unknown>) {
  const judged = result !== undefined && (result.success !== undefined || result.completion !== undefined);
  return {
    id: randomUUID(),
    actor: session.launch.actor,
    verb: { id: verb },
    object: { objectType: 'Activity', id: session.launch.cmi5.activityId },
    ...(result ? { result } : {}),
    timestamp: new Date().toISOString(),
    context: {
      ...session.launchData.contextTemplate,
      registration: session.launch.registration,
      contextActivities: { grouping: [{ id: cmi5.auId }], category: [{ id: CMI5_CATEGORY }, ...(judged ? [{ id: MOVE_ON_CATEGORY }] : [])] },
    },
  };
}
const send = (session: Session, statement: unknown) => lrsRequest(lessonApp.testApp.app, session.auth, 'POST', 'statements', { body: statement });
const refusal = async (answer: Promise<{ json(): unknown }>) => ((await answer).json() as { issues?: { message: string }[] }).issues?.[0]?.message;

/** The registration's statements, oldest first, as a reporting tool with every scope reads them. */
async function registrationStatements(registration: string, verb?: string): Promise<StoredStatement[]> {
  const query = { registration, ascending: 'true', ...(verb ? { verb } : {}) };
  return ((await admin.request('GET', 'statements', { query })).json() as { statements: StoredStatement[] }).statements;
}
const sessionOf = (statement: StoredStatement) => statement.context.extensions[CMI5_EXTENSIONS.sessionId];

beforeAll(async () => {
  lessonApp = await startLessonTestApp();
  lessonId = lessonApp.course.lessonId;
  await lessonApp.testApp.testDatabase.database.query(
    `UPDATE course_blocks b SET type = 'tincan', content = b.content || jsonb_build_object('tincan', jsonb_build_object('url', $2::text, 'cmi5', $3::jsonb)) FROM course_nodes n WHERE n.id = $1 AND b.id = n.block_id`,
    [lessonApp.course.nodes.slide, auUrl, JSON.stringify(cmi5)],
  );
  pageId = (await lessonApp.learner.call('GET', `/api/lessons/${lessonId}/pages/current`)).body.id as string;
  admin = await lrsClient(lessonApp.testApp.app, ['all']);
});
afterAll(async () => {
  await lessonApp.testApp.close();
});

describe('cmi5 LMS requirements', () => {
  let first: Launch;
  let session: Session;

  it('launch (cmi5 8.1, 9.2, 9.3.1, 9.6.3): the launch parameters, an activityId of the LMS’s own, launched recorded before the AU runs with launchMode, launchURL, moveOn, masteryScore and launchParameters', async () => {
    first = await launchAu();
    const [lesson] = await lessonApp.testApp.testDatabase.database.query<{ registration: string }>(
      'SELECT xapi_registration::text AS registration FROM lessons WHERE id = $1',
      [lessonId],
    );
    expect(first).toMatchObject({
      endpoint: '/api/xapi/',
      auth: null,
      registration: lesson?.registration,
      actor: { objectType: 'Agent', account: { homePage: 'http://localhost:3000', name: expect.any(String) } },
      cmi5: {
        fetch: expect.stringMatching(/^\/api\/xapi\/extensions\/cmi5\/fetch\?token=/),
        activityId: expect.stringContaining('/xapi/cmi5/au/'),
        launchMethod: 'AnyWindow',
      },
    });
    expect(first.cmi5.activityId).not.toBe(cmi5.auId);
    const launched = await registrationStatements(first.registration, CMI5_VERBS.launched);
    expect(launched).toHaveLength(1);
    expect(launched[0]).toMatchObject({
      timestamp: expect.stringMatching(/Z$/),
      object: { id: first.cmi5.activityId },
      context: {
        registration: first.registration,
        contextActivities: { grouping: [{ id: cmi5.auId }], category: [{ id: CMI5_CATEGORY }] },
        extensions: {
          [CMI5_EXTENSIONS.sessionId]: expect.any(String),
          [CMI5_EXTENSIONS.launchMode]: 'Normal',
          [CMI5_EXTENSIONS.moveOn]: 'CompletedAndPassed',
          [CMI5_EXTENSIONS.masteryScore]: 0.8,
          [CMI5_EXTENSIONS.launchParameters]: '{"mode":"quiz"}',
          [CMI5_EXTENSIONS.launchUrl]: `http://localhost:3000${auUrl}`,
        },
      },
    });
  });

  it('fetch (cmi5 8.2): a POST answers the session’s auth token once, then error 1, an unknown token error 2, each 200 and JSON, from an opaque origin', async () => {
    const preflight = await lessonApp.testApp.app.inject({
      method: 'OPTIONS',
      url: first.cmi5.fetch,
      headers: { host: 'localhost:3000', origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const answer = await fetchToken(first.cmi5.fetch);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const token = (answer.json() as { 'auth-token': string })['auth-token'];
    expect(Buffer.from(token, 'base64').toString()).toMatch(/^[^:]+:.+$/);
    const again = await fetchToken(first.cmi5.fetch);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toMatchObject({ 'error-code': '1', 'error-text': expect.any(String) });
    const unknown = await fetchToken('/api/xapi/extensions/cmi5/fetch?token=made-up-token-made-up-token');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ 'error-code': '2' });
    const auth = `Basic ${token}`;
    const launchData = (await lrsRequest(lessonApp.testApp.app, auth, 'GET', 'activities/state', { query: launchDataQuery(first) })).json() as LaunchData;
    session = { launch: first, auth, launchData };
  });

  it('LMS.LaunchData contents (cmi5 10, 9.6.2.3, 9.6.3.1): contextTemplate with the session id and the publisher id, launchMode, moveOn, masteryScore, launchParameters, entitlementKey, read-only to the AU', async () => {
    const [launched] = await registrationStatements(first.registration, CMI5_VERBS.launched);
    expect(session.launchData).toMatchObject({
      contextTemplate: {
        contextActivities: { grouping: [{ objectType: 'Activity', id: cmi5.auId }] },
        extensions: { [CMI5_EXTENSIONS.sessionId]: sessionOf(launched!) },
      },
      launchMode: 'Normal',
      launchMethod: 'AnyWindow',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.8,
      launchParameters: '{"mode":"quiz"}',
      entitlementKey: { courseStructure: 'abc-123' },
    });
    const query = launchDataQuery(first);
    expect((await lrsRequest(lessonApp.testApp.app, session.auth, 'PUT', 'activities/state', { query, body: { launchMode: 'Browse' } })).statusCode).toBe(403);
    expect((await lrsRequest(lessonApp.testApp.app, session.auth, 'DELETE', 'activities/state', { query })).statusCode).toBe(403);
  });

  it('returnURL (cmi5 10): LMS.LaunchData sends the AU back to the lesson page it was launched from, an absolute URL on the tenant’s origin, not encoded', () => {
    expect(session.launchData.returnURL).toBe(`http://localhost:3000/session/${lessonId}/page/${pageId}`);
  });

  it('session management (cmi5 6.3, 7.1, 9.3, 9.3.2, 9.3.8, 9.6.3.1): initialized first, the session’s own id, no voiding, no LMS verb, nothing after terminated', async () => {
    const early = refusal(send(session, auStatement(session, CMI5_VERBS.completed, { completion: true, duration: 'PT1M' })));
    expect(await early).toContain('first statement of an AU session must be initialized');
    const initialized = auStatement(session, CMI5_VERBS.initialized);
    expect((await send(session, initialized)).statusCode).toBe(200);
    expect(await refusal(send(session, auStatement(session, CMI5_VERBS.initialized)))).toContain('already sent');
    const otherSession = auStatement(session, 'http://adlnet.gov/expapi/verbs/experienced');
    otherSession.context = { ...otherSession.context, extensions: { [CMI5_EXTENSIONS.sessionId]: randomUUID() } };
    expect(await refusal(send(session, otherSession))).toContain('session id');
    const voiding = { actor: first.actor, verb: { id: 'http://adlnet.gov/expapi/verbs/voided' }, object: { objectType: 'StatementRef', id: initialized.id } };
    expect(await refusal(send(session, voiding))).toContain('cannot void');
    for (const verb of [CMI5_VERBS.launched, CMI5_VERBS.satisfied, CMI5_VERBS.abandoned]) {
      expect(await refusal(send(session, auStatement(session, verb)))).toContain("LMS's verb");
    }
    expect((await send(session, auStatement(session, 'http://adlnet.gov/expapi/verbs/experienced'))).statusCode).toBe(200);
    expect(await refusal(send(session, auStatement(session, CMI5_VERBS.terminated)))).toContain('duration');
    expect((await send(session, auStatement(session, CMI5_VERBS.terminated, { duration: 'PT4M' }))).statusCode).toBe(200);
    expect(await refusal(send(session, auStatement(session, 'http://adlnet.gov/expapi/verbs/experienced')))).toContain('terminated');
  });

  it('moveOn (cmi5 9.3.4, 9.3.5, 9.3.9, 9.5, 10 masteryScore and moveOn): scores held to masteryScore, the page completed, satisfied for the block and the course once CompletedAndPassed is met, in the session that met it', async () => {
    const second = await startSession();
    expect((await send(second, auStatement(second, CMI5_VERBS.initialized))).statusCode).toBe(200);
    const low = send(second, auStatement(second, CMI5_VERBS.passed, { success: true, score: { scaled: 0.5 }, duration: 'PT2M' }));
    expect(await refusal(low)).toContain('masteryScore');
    expect(await refusal(send(second, auStatement(second, CMI5_VERBS.completed, { completion: true, score: { scaled: 1 }, duration: 'PT2M' })))).toContain(
      'only passed and failed',
    );
    expect((await send(second, auStatement(second, CMI5_VERBS.passed, { success: true, score: { scaled: 0.9 }, duration: 'PT2M' }))).statusCode).toBe(200);
    expect((await lessonApp.learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`)).body).toEqual({
      pageId,
      answered: true,
      scoring: { actual: 90, max: 100 },
    });
    expect(await registrationStatements(first.registration, CMI5_VERBS.satisfied)).toHaveLength(0);
    expect((await send(second, auStatement(second, CMI5_VERBS.completed, { completion: true, duration: 'PT3M' }))).statusCode).toBe(200);
    const satisfied = await registrationStatements(first.registration, CMI5_VERBS.satisfied);
    expect(satisfied.map((statement) => statement.object.definition?.type).sort()).toEqual([
      'https://w3id.org/xapi/cmi5/activitytype/block',
      'https://w3id.org/xapi/cmi5/activitytype/course',
    ]);
    for (const statement of satisfied) {
      expect([cmi5.courseId, ...cmi5.blockIds]).not.toContain(statement.object.id);
      expect(sessionOf(statement)).toBe(second.launchData.contextTemplate.extensions[CMI5_EXTENSIONS.sessionId]);
    }
    expect((await send(second, auStatement(second, CMI5_VERBS.terminated, { duration: 'PT4M' }))).statusCode).toBe(200);
  });

  it('abandoned sessions (cmi5 9.3, 9.3.6, 9.5.4.2, 8.2): a new launch records abandoned, once, for the earlier session that did not terminate, timed from launched to its last statement, and ends its credentials', async () => {
    // The page is done: the AU is launched in Review mode from now on, with the same activityId.
    const third = await startSession();
    expect(third.launchData.launchMode).toBe('Review');
    expect(third.launch.cmi5.activityId).toBe(first.cmi5.activityId);
    expect((await send(third, auStatement(third, CMI5_VERBS.initialized))).statusCode).toBe(200);
    const fourth = await launchAu();
    const all = await registrationStatements(first.registration);
    const abandoned = all.filter((statement) => statement.verb.id === CMI5_VERBS.abandoned);
    const thirdId = third.launchData.contextTemplate.extensions[CMI5_EXTENSIONS.sessionId];
    expect(abandoned.map(sessionOf)).toEqual([thirdId]);
    const ofThird = all.filter((statement) => sessionOf(statement) === thirdId);
    const launchedAt = Date.parse(ofThird.find((statement) => statement.verb.id === CMI5_VERBS.launched)!.stored);
    const initializedAt = Date.parse(ofThird.find((statement) => statement.verb.id === CMI5_VERBS.initialized)!.stored);
    expect(abandoned[0]).toMatchObject({
      object: { id: first.cmi5.activityId },
      result: { duration: `PT${Math.floor((initializedAt - launchedAt) / 10) / 100}S` },
      context: { registration: first.registration, contextActivities: { grouping: [{ id: cmi5.auId }], category: [{ id: CMI5_CATEGORY }] } },
    });
    // Recorded before the new session's launched, the last statement of the registration.
    expect(all.slice(-2).map((statement) => statement.verb.id)).toEqual([CMI5_VERBS.abandoned, CMI5_VERBS.launched]);
    const fourthId = sessionOf(all.at(-1)!);
    // Nothing more of the abandoned session: refused by the rules, or by its credentials once their cache lapses.
    expect([401, 403]).toContain((await send(third, auStatement(third, CMI5_VERBS.terminated, { duration: 'PT1M' }))).statusCode);
    // A session launched and never fetched is abandoned as well, its duration nil, its fetch URL over.
    await launchAu();
    expect((await fetchToken(fourth.cmi5.fetch)).json()).toMatchObject({ 'error-code': '1' });
    const again = await registrationStatements(first.registration, CMI5_VERBS.abandoned);
    expect(again.map((statement) => [sessionOf(statement), statement.result?.duration])).toEqual([
      [thirdId, abandoned[0]?.result?.duration],
      [fourthId, 'PT0S'],
    ]);
  });

  it('waive (cmi5 9.3.7, 9.5.5.2): waived is the LMS’s verb, which the AU may not send, and the portal records none', async () => {
    session = await startSession();
    expect((await send(session, auStatement(session, CMI5_VERBS.initialized))).statusCode).toBe(200);
    const waived = auStatement(session, CMI5_VERBS.waived, {
      success: true,
      completion: true,
      extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/reason': 'Tested Out' },
    });
    expect(await refusal(send(session, waived))).toContain("LMS's verb");
    expect(await registrationStatements(first.registration, CMI5_VERBS.waived)).toEqual([]);
  });

  it('learner preferences (cmi5 11): the AU reads and writes cmi5LearnerPreferences in its learner’s agent profile, and no other learner’s', async () => {
    const query = { agent: JSON.stringify(first.actor), profileId: 'cmi5LearnerPreferences' };
    const preferences = { languagePreference: 'fr-FR,en-US', audioPreference: 'off' };
    expect(
      (await lrsRequest(lessonApp.testApp.app, session.auth, 'PUT', 'agents/profile', { query, body: preferences, headers: { 'if-none-match': '*' } }))
        .statusCode,
    ).toBe(204);
    expect((await lrsRequest(lessonApp.testApp.app, session.auth, 'GET', 'agents/profile', { query })).json()).toEqual(preferences);
    const someone = { ...query, agent: JSON.stringify({ objectType: 'Agent', account: { homePage: 'http://localhost:3000', name: 'someone-else' } }) };
    expect(
      (await lrsRequest(lessonApp.testApp.app, session.auth, 'PUT', 'agents/profile', { query: someone, body: preferences, headers: { 'if-none-match': '*' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('cmi5 fetch URL under parallel calls', () => {
  it('answers the auth token to exactly one of 20 parallel fetches', async () => {
    const again = await launchAu();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchToken(again.cmi5.fetch)));
    const bodies = answers.map((answer) => answer.json() as Record<string, string>);
    expect(bodies.filter((body) => body['auth-token'] !== undefined)).toHaveLength(1);
    expect(bodies.filter((body) => body['error-code'] === '1')).toHaveLength(19);
  });
});
