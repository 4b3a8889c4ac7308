import { contentStates } from '@espace/domain/content/content-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIfMatch } from '../test/content-version';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { insertTestCourse, type TestCourse } from '../test/test-course.fixture';

/** Closed content is open to no learner, on every path of the lesson API (docs/product/lessons.md#open-to-learners). */
let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let admin: string;
let programId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const [row] = await db().query<{ program_id: string }>('SELECT program_id FROM class_programs WHERE id = $1', [course.classProgramId]);
  programId = row!.program_id;
});
afterAll(async () => {
  await testApp.close();
});

function db() {
  return testApp.testDatabase.database;
}
const url = (path: string, lessonId = course.lessonId) => `/api/lessons/${lessonId}${path}`;

async function setStates(programState: string, courseState: string) {
  await db().query('UPDATE programs SET state = $2 WHERE id = $1', [programId, programState]);
  await db().query('UPDATE courses SET state = $2 WHERE id = $1', [course.courseId, courseState]);
}
const windows = {
  open: [null, null],
  upcoming: ["now() + interval '1 day'", null],
  ended: [null, "now() - interval '1 day'"],
} as const;
async function setWindow(window: keyof typeof windows) {
  const [from, to] = windows[window];
  await db().query(`UPDATE class_programs SET start_at = ${from ?? 'NULL'}, expire_at = ${to ?? 'NULL'} WHERE id = $1`, [course.classProgramId]);
}
async function lessonState(): Promise<string> {
  const [row] = await db().query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [course.lessonId]);
  return row!.state;
}

describe('a lesson of closed content', () => {
  // What the lesson engine answers for each program state × course state × window, and the lesson's state after.
  const cases = contentStates
    .filter((state) => state !== 'DRAFT')
    .flatMap((programState) =>
      contentStates
        .filter((state) => state !== 'DRAFT')
        .flatMap((courseState) =>
          (Object.keys(windows) as (keyof typeof windows)[]).map((window) => {
            const published = programState === 'PUBLISHED' && courseState === 'PUBLISHED';
            const expected = !published
              ? { status: 409, code: 'CONTENT_CLOSED', state: 'AVAILABLE' }
              : window === 'open'
                ? { status: 200, code: undefined, state: 'AVAILABLE' }
                : window === 'upcoming'
                  ? { status: 403, code: 'LESSON_NOT_OPEN', state: 'AVAILABLE' }
                  : { status: 409, code: 'LESSON_SKIPPED', state: 'EXPIRED' };
            return [programState, courseState, window, expected] as const;
          }),
        ),
    );

  it.each(cases)('program %s, course %s, window %s → %j', async (programState, courseState, window, expected) => {
    await db().query(`UPDATE lessons SET state = 'AVAILABLE' WHERE id = $1`, [course.lessonId]);
    await setStates(programState, courseState);
    await setWindow(window);
    const response = await learner.call('GET', url('/pages/current'));
    expect({ status: response.status, code: response.body.code, state: await lessonState() }).toEqual(expected);
    await setStates('PUBLISHED', 'PUBLISHED');
    await setWindow('open');
  });

  it('says when a lesson not open yet opens, locked or not, so the player can show the date', async () => {
    await db().query(`UPDATE class_programs SET start_at = '2027-03-01T08:00:00Z', expire_at = NULL WHERE id = $1`, [course.classProgramId]);
    for (const state of ['AVAILABLE', 'LOCKED']) {
      await db().query(`UPDATE lessons SET state = $2 WHERE id = $1`, [course.lessonId, state]);
      const response = await learner.call('GET', url('/pages/current'));
      expect({ state, status: response.status, body: response.body }).toMatchObject({
        state,
        status: 403,
        body: { code: 'LESSON_NOT_OPEN', data: { opensAt: '2027-03-01T08:00:00.000Z' } },
      });
    }
    await db().query(`UPDATE lessons SET state = 'HIDDEN' WHERE id = $1`, [course.lessonId]);
    const hidden = await learner.call('GET', url('/pages/current'));
    expect({ status: hidden.status, code: hidden.body.code, data: hidden.body.data }).toEqual({ status: 403, code: 'Forbidden', data: undefined });
    await db().query(`UPDATE lessons SET state = 'AVAILABLE' WHERE id = $1`, [course.lessonId]);
    await setWindow('open');
  });

  it('refuses every call that plays or changes the lesson with CONTENT_CLOSED, and plays again once published', async () => {
    await db().query(`UPDATE lessons SET state = 'AVAILABLE' WHERE id = $1`, [course.lessonId]);
    const opened = await learner.call('GET', url('/pages/current'));
    expect(opened.status).toBe(200);
    const pageId = opened.body.id as string;
    await setStates('CLOSED', 'PUBLISHED');
    const calls: ['GET' | 'POST' | 'PATCH', string, unknown][] = [
      ['GET', url('/pages/current'), undefined],
      ['PATCH', url('/pages/current'), {}],
      ['POST', url('/pages/next'), undefined],
      ['POST', url('/pages/previous'), undefined],
      ['POST', url(`/pages/answer-and-next?fromPageId=${pageId}`), {}],
      ['POST', url('/pages/current/hints'), undefined],
      ['POST', url('/pages/custom-tincan-score'), { pageId, score: { scaled: 0.5 } }],
      ['POST', url('/actions'), { inputs: [{ actionIdx: 0, choiceIdx: 0 }] }],
    ];
    for (const [method, path, payload] of calls) {
      const response = await learner.call(method, path, payload);
      expect({ path, method, status: response.status, code: response.body.code }).toEqual({ path, method, status: 409, code: 'CONTENT_CLOSED' });
    }
    const reset = await learner.call('POST', `/api/class-programs/${course.classProgramId}/reset/me`);
    expect({ status: reset.status, code: reset.body.code }).toEqual({ status: 409, code: 'CONTENT_CLOSED' });
    const [page] = await db().query<{ answered_at: Date | null; state: string }>('SELECT answered_at, state FROM lesson_pages WHERE id = $1', [pageId]);
    expect(page).toEqual({ answered_at: null, state: 'ACTIVE' });
    await setStates('PUBLISHED', 'PUBLISHED');
    expect((await learner.call('GET', url('/pages/current'))).status).toBe(200);
  });

  it('closes a play the process keeps as soon as the admin closes the program', async () => {
    const adminCall = async (path: string, payload: unknown) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/admin/${path}`,
        headers: { host: hosts.demo, authorization: `Bearer ${admin}`, ...(await contentIfMatch(db(), path)) },
        payload: payload as Record<string, unknown>,
      });
    expect((await learner.call('GET', url('/pages/current'))).status).toBe(200);
    expect((await adminCall(`programs/${programId}`, { state: 'CLOSED' })).statusCode).toBe(200);
    const closed = await learner.call('GET', url('/pages/current'));
    expect({ status: closed.status, code: closed.body.code }).toEqual({ status: 409, code: 'CONTENT_CLOSED' });
    expect((await adminCall(`programs/${programId}`, { state: 'PUBLISHED' })).statusCode).toBe(200);
    expect((await adminCall(`courses/${course.courseId}`, { state: 'CLOSED' })).statusCode).toBe(200);
    expect((await learner.call('GET', url('/pages/current'))).body.code).toBe('CONTENT_CLOSED');
    expect((await adminCall(`courses/${course.courseId}`, { state: 'PUBLISHED' })).statusCode).toBe(200);
    expect((await learner.call('GET', url('/pages/current'))).status).toBe(200);
  });
});

describe("Home's classes", () => {
  const home = (etag?: string) =>
    learner.call('GET', `/api/users/me/classes?pageSize=50&programId=${programId}`, undefined, etag === undefined ? {} : { 'if-none-match': etag });
  type Page = {
    items: {
      classPrograms: { id: string; program: { state: string; courses: { id: string; state: string }[] } }[];
      lessons: { courseId: string; scoring: unknown }[];
    }[];
  };
  const stateOf = (body: Record<string, unknown>) => {
    const classProgram = (body as unknown as Page).items.flatMap((item) => item.classPrograms).find((candidate) => candidate.id === course.classProgramId);
    return { program: classProgram?.program.state, course: classProgram?.program.courses.find((candidate) => candidate.id === course.courseId)?.state };
  };

  it('carry the states of programs and courses, and a closing changes their ETag', async () => {
    const before = await home();
    expect(stateOf(before.body)).toEqual({ program: 'PUBLISHED', course: 'PUBLISHED' });
    const etag = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/users/me/classes?pageSize=50&programId=${programId}`,
        headers: { host: hosts.demo, authorization: `Bearer ${learner.token}` },
      })
    ).headers.etag as string;
    expect((await home(etag)).status).toBe(304);
    await setStates('PUBLISHED', 'CLOSED');
    const closed = await home(etag);
    expect(closed.status).toBe(200);
    expect(stateOf(closed.body)).toEqual({ program: 'PUBLISHED', course: 'CLOSED' });
    // The learner's lesson and what they achieved stay listed.
    expect((closed.body as unknown as Page).items.flatMap((item) => item.lessons).some((lesson) => lesson.courseId === course.courseId)).toBe(true);
    await setStates('CLOSED', 'PUBLISHED');
    expect(stateOf((await home(etag)).body)).toEqual({ program: 'CLOSED', course: 'PUBLISHED' });
    await setStates('PUBLISHED', 'PUBLISHED');
  });
});

describe("the trainer's roster", () => {
  it('says of each course column its state, its program state and its opening window', async () => {
    await db().query(`UPDATE class_programs SET start_at = '2099-03-01T00:00:00Z' WHERE id = $1`, [course.classProgramId]);
    await setStates('CLOSED', 'PUBLISHED');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trainer/classes/${course.classId}/roster`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const columns = (response.json() as { courses: { courseId: string; courseState: string; programState: string; window: { from: string | null } }[] })
      .courses;
    expect(columns.find((column) => column.courseId === course.courseId)).toMatchObject({
      courseState: 'PUBLISHED',
      programState: 'CLOSED',
      window: { from: '2099-03-01T00:00:00.000Z' },
    });
    await setStates('PUBLISHED', 'PUBLISHED');
    await setWindow('open');
  });
});
