import type { ScormSco } from '@espace/domain/scorm/scorm-sco';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearnerClient, learnerClient, type LessonTestApp, startLessonTestApp } from '../test/lesson-test-client';
import { hosts } from '../test/test-app';

/** A SCO's runtime (docs/scorm.md): sessions, one tab at a time, commits stored before they succeed, resume, the page driven, statements. */
let lessonApp: LessonTestApp;
let learner: LearnerClient;
let lessonId = '';
let pageId = '';
const scoUrl = '/api/activities/test-library/sco.html';
const sco: ScormSco = {
  version: '1.2',
  identifier: 'item-1',
  masteryScore: 0.8,
  completionThreshold: null,
  timeLimitAction: null,
  maxTimeAllowed: null,
  launchData: 'chapitre=2',
};

const launch = (takeOver = false) => learner.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/scorm-launch`, { takeOver });
/** What the SCO's runtime posts from its sandbox: text/plain, no cookie, no bearer token. */
async function runtime(body: unknown, raw?: string) {
  const response = await lessonApp.testApp.app.inject({
    method: 'POST',
    url: '/api/scorm/runtime',
    headers: { host: hosts.demo, origin: 'null', 'content-type': 'text/plain;charset=UTF-8' },
    payload: raw ?? JSON.stringify(body),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown>, headers: response.headers };
}
const statements = async () =>
  (
    await lessonApp.testApp.testDatabase.database.query<{ verb: string; result: Record<string, unknown> | null }>(
      `SELECT statement -> 'verb' ->> 'id' AS verb, statement -> 'result' AS result FROM xapi_statements
        WHERE statement -> 'object' ->> 'id' LIKE '%/xapi/scorm/sco/%' ORDER BY stored_us`,
    )
  ).map((row) => ({ verb: row.verb.split('/').at(-1), result: row.result }));
const endSessions = () => lessonApp.testApp.testDatabase.database.query(`UPDATE scorm_attempts SET session_ended_at = now()`);

beforeAll(async () => {
  lessonApp = await startLessonTestApp();
  learner = lessonApp.learner;
  lessonId = lessonApp.course.lessonId;
  await lessonApp.testApp.testDatabase.database.query(
    `UPDATE course_blocks b SET type = 'tincan', content = b.content || jsonb_build_object('tincan', jsonb_build_object('url', $2::text, 'scorm', $3::jsonb))
       FROM course_nodes n WHERE n.id = $1 AND b.id = n.block_id`,
    [lessonApp.course.nodes.slide, scoUrl, JSON.stringify(sco)],
  );
  pageId = (await learner.call('GET', `/api/lessons/${lessonId}/pages/current`)).body.id as string;
});
afterAll(async () => {
  await lessonApp.testApp.close();
});

describe('a SCO’s session', () => {
  let session = '';

  it('is launched for the learner’s current page only, with a token that is stored hashed', async () => {
    const launched = await launch();
    expect(launched.status, launched.text).toBe(200);
    expect(launched.body).toMatchObject({ version: '1.2', sessionId: expect.any(String), session: expect.stringMatching(/^[\w-]{43}$/) });
    session = launched.body.session as string;
    const [row] = await lessonApp.testApp.testDatabase.database.query<{ session_token_sha256: string }>('SELECT session_token_sha256 FROM scorm_attempts');
    expect(row?.session_token_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.session_token_sha256).not.toContain(session);
    const teacher = await learnerClient(lessonApp.testApp.app, 'teacher@demo.test', hosts.demo, 'Teacher#2026');
    expect((await teacher.call('POST', `/api/lessons/${lessonId}/pages/${pageId}/scorm-launch`, {})).status).toBe(404);
    const acme = await runtime({ action: 'initialize', session });
    expect(acme.status).toBe(200);
  });

  it('starts the SCO ab-initio with the learner, the launch data and the mastery score, answering any origin', async () => {
    const started = await runtime({ action: 'initialize', session });
    expect(started.headers['access-control-allow-origin']).toBe('*');
    expect(started.body).toMatchObject({ result: true, sequence: 0 });
    expect(started.body.cmi).toMatchObject({
      core: { student_name: 'Martin, Léa', entry: 'ab-initio', credit: 'credit', lesson_mode: 'normal', lesson_status: 'not attempted' },
      launch_data: 'chapitre=2',
      student_data: { mastery_score: '80' },
    });
    expect((started.body.cmi as { core: { student_id: string } }).core.student_id).not.toContain('@');
  });

  it('is refused in a second tab while it is open, and taken over on request: the first one then hears it is open elsewhere', async () => {
    const second = await launch();
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SCO_OPEN_ELSEWHERE');
    const takenOver = await launch(true);
    expect(takenOver.status).toBe(200);
    const stale = await runtime({ action: 'commit', session, sequence: 1, terminate: false, cmi: { core: { lesson_location: 'overwritten' } } });
    expect(stale.body).toEqual({ result: false, errorCode: 391, elsewhere: true });
    expect((await runtime({ action: 'keep-alive', session })).body.elsewhere).toBe(true);
    session = takenOver.body.session as string;
    expect((await runtime({ action: 'keep-alive', session })).body).toEqual({ result: true, errorCode: 0 });
  });

  it('gives one session to two launches at once', async () => {
    await endSessions();
    const answers = await Promise.all([launch(), launch()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    session = answers.find((answer) => answer.status === 200)!.body.session as string;
  });

  it('stores a commit before answering true, keeps the latest of commits out of order, and resumes where the learner left', async () => {
    await runtime({ action: 'initialize', session });
    const cmi = (location: string) => ({
      core: { lesson_location: location, lesson_status: 'incomplete', exit: 'suspend', session_time: '00:01:30' },
      suspend_data: JSON.stringify({ q1: 'b' }),
    });
    expect((await runtime({ action: 'commit', session, sequence: 2, terminate: false, cmi: cmi('3') })).body).toEqual({ result: true, errorCode: 0 });
    const [stored] = await lessonApp.testApp.testDatabase.database.query<{ cmi: { core: { lesson_location: string } } }>('SELECT cmi FROM scorm_attempts');
    expect(stored?.cmi.core.lesson_location).toBe('3');
    // A late beacon of an earlier sequence changes nothing, and says so truthfully: the data is stored.
    expect((await runtime({ action: 'commit', session, sequence: 1, terminate: true, cmi: cmi('1') })).body.result).toBe(true);
    expect((await runtime({ action: 'commit', session, sequence: 3, terminate: true, cmi: cmi('3') })).body.result).toBe(true);

    // Another day, another device: a new launch, and the SCO starts where it was suspended.
    const again = await launch();
    expect(again.status, again.text).toBe(200);
    session = again.body.session as string;
    const resumed = await runtime({ action: 'initialize', session });
    expect(resumed.body.sequence).toBe(3);
    expect(resumed.body.cmi).toMatchObject({ core: { entry: 'resume', lesson_location: '3', total_time: '0000:01:30' }, suspend_data: '{"q1":"b"}' });
    expect((resumed.body.cmi as { core: Record<string, unknown> }).core).not.toHaveProperty('session_time');
  });

  it('completes and scores its page when the SCO passes, and records the session as statements', async () => {
    const before = await learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`);
    expect(before.body).toMatchObject({ answered: false });
    const passed = { core: { lesson_location: '5', lesson_status: 'passed', exit: '', session_time: '00:00:30', score: { raw: '85', min: '0', max: '100' } } };
    expect((await runtime({ action: 'commit', session, sequence: 4, terminate: true, cmi: passed })).body.result).toBe(true);
    expect((await learner.call('GET', `/api/lessons/${lessonId}/pages/${pageId}/xapi-state`)).body).toEqual({
      pageId,
      answered: true,
      scoring: { actual: 85, max: 100 },
    });
    const recorded = await statements();
    expect(recorded.map((statement) => statement.verb)).toEqual(expect.arrayContaining(['launched', 'initialized', 'completed', 'passed', 'terminated']));
    expect(recorded.find((statement) => statement.verb === 'passed')?.result).toMatchObject({ success: true, score: { scaled: 0.85, raw: 85 } });
    expect(recorded.filter((statement) => statement.verb === 'terminated').at(-1)?.result).toEqual({ duration: 'PT0H0M30S' });
    expect(recorded.filter((statement) => statement.verb === 'passed')).toHaveLength(1);
  });

  it('shows the trainer the SCO as the learner left it, on the correction screen', async () => {
    const interactions = { '0': { id: 'q1', type: 'choice', student_response: 'b', result: 'correct', correct_responses: { '0': { pattern: 'b' } } } };
    const cmi = { core: { lesson_status: 'passed', session_time: '00:00:40', score: { raw: '85' } }, interactions };
    expect((await runtime({ action: 'commit', session, sequence: 5, terminate: true, cmi })).body.result).toBe(true);
    const admin = await learnerClient(lessonApp.testApp.app, 'admin@demo.test', hosts.demo, 'Admin#2026');
    const correction = await admin.call('GET', `/api/pages/${pageId}/correction?lessonId=${lessonId}`);
    expect(correction.status, correction.text).toBe(200);
    expect(correction.body.sco).toEqual({
      completion: 'completed',
      success: 'passed',
      score: { scaled: 0.85, raw: 85, min: null, max: null },
      totalSeconds: 130,
      interactions: [{ id: 'q1', type: 'choice', description: '', learnerResponse: 'b', result: 'correct', correctResponse: 'b' }],
    });
  });

  it('answers a malformed call with a clear 400, and an unknown token as not the open session', async () => {
    expect((await runtime(undefined, '{not json')).status).toBe(400);
    expect((await runtime({ action: 'commit', session, sequence: 0, terminate: false, cmi: {} })).status).toBe(400);
    expect((await runtime({ action: 'launch', session })).status).toBe(400);
    const unknown = await runtime({ action: 'initialize', session: 'A'.repeat(43) });
    expect(unknown.body).toEqual({ result: false, errorCode: 391, elsewhere: true });
  });
});
