import { lessonPageSchema } from '@espace/contracts/lessons';
import { certificationRefPattern } from '@espace/domain/lessons/certification';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { countedQueryable } from '../test/counted-queryable';
import { hosts, type TestApp } from '../test/test-app';
import { type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import type { TestCourse } from '../test/test-course.fixture';

let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
const pageIds: Record<string, string> = {};

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const lessonUrl = (path: string, lessonId = course.lessonId) => `/api/lessons/${lessonId}${path}`;
const page = (body: Record<string, unknown>) => lessonPageSchema.parse(body);
const notificationsOf = (userId: string) =>
  db().query<{ kind: string; params: Record<string, string>; target: unknown }>(
    'SELECT kind, params, target FROM notifications WHERE user_id = $1 ORDER BY kind',
    [userId],
  );

/** What `act` returns, and how many statements each transaction it ran sent. */
async function statementsInTransactions<T>(act: () => Promise<T>): Promise<{ result: T; counts: number[] }> {
  const database = db();
  const transaction = database.transaction.bind(database);
  const counts: number[] = [];
  const spy = vi.spyOn(database, 'transaction').mockImplementation(<R>(work: (tx: Queryable) => Promise<R>) => {
    const index = counts.push(0) - 1;
    return transaction((tx) =>
      work(
        countedQueryable(tx, () => {
          counts[index] = (counts[index] ?? 0) + 1;
        }),
      ),
    );
  });
  try {
    return { result: await act(), counts };
  } finally {
    spy.mockRestore();
  }
}

describe('playing a lesson from the first page to NO_LESSON_PAGE_AVAILABLE', () => {
  it('refuses a LOCKED and a HIDDEN lesson with 403 Forbidden', async () => {
    for (const id of [course.nextLessonId, course.hiddenLessonId]) {
      const response = await learner.call('GET', lessonUrl('/pages/current', id));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('Forbidden');
    }
  });

  it('opens the first page, starts the lesson and replaces dataset shortcodes', async () => {
    const response = await learner.call('GET', lessonUrl('/pages/current?noCache=123'));
    expect(response.status).toBe(200);
    const first = page(response.body);
    pageIds.slide = first.id;
    expect(first).toMatchObject({
      nodeId: course.nodes.slide,
      position: 0,
      count: 6,
      blockType: 'slide',
      progress: 'ONGOING',
      isLastPage: false,
      results: null,
    });
    expect(first.lesson).toMatchObject({ state: 'AVAILABLE', progress: 'ONGOING', scoring: { global: { actual: 0, max: 0 } } });
    expect(response.text).toContain('Bienvenue à Lyon');
    const [row] = await db().query<{ started_at: Date | null }>('SELECT started_at FROM lessons WHERE id = $1', [course.lessonId]);
    expect(row?.started_at).toBeInstanceOf(Date);
    // The same page again, not a new one.
    expect(page((await learner.call('GET', lessonUrl('/pages/current'))).body).id).toBe(first.id);
  });

  it('completes a slide with an empty PATCH and goes next to an exercise that leaks no answer', async () => {
    const patched = await learner.call('PATCH', lessonUrl('/pages/current'), {});
    expect(patched.status).toBe(200);
    expect(page(patched.body)).toMatchObject({ progress: 'COMPLETED', results: { scoring: { actual: 0, max: 0 } } });
    const next = await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${pageIds.slide}`));
    expect(next.status).toBe(200);
    const choice = page(next.body);
    pageIds.choice = choice.id;
    expect(choice).toMatchObject({ position: 1, blockType: 'exercice', tools: { calculator: true }, hints: { messages: [], remaining: 2, nextMalus: 10 } });
    for (const secret of ['"correct"', 'Bravo', 'Presque', '36 n’est pas', 'Deux chiffres']) expect(next.text).not.toContain(secret);
  });

  it('unlocks hints one by one, never past the last', async () => {
    const expected = [
      { messages: ['Deux chiffres.'], remaining: 1, nextMalus: 0 },
      { messages: ['Deux chiffres.', 'Commence par 1.'], remaining: 0, nextMalus: 0 },
      { messages: ['Deux chiffres.', 'Commence par 1.'], remaining: 0, nextMalus: 0 },
    ];
    for (const hints of expected) {
      const response = await learner.call('POST', lessonUrl('/pages/current/hints'));
      expect(response.status).toBe(200);
      expect(response.body).toEqual(hints);
    }
  });

  it('answers BAD_REQUEST naming the row for an answer of the wrong shape', async () => {
    const response = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { mc: { userAnswer: 'n15' } } } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(response.body.issues)).toContain('row mc (multiple-choice)');
    const unknown = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { ghost: { userAnswer: [] } } } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.issues)).toContain('ghost');
  });

  it('scores on the server, with feedbacks and the hint cost taken from the score', async () => {
    const response = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { mc: { userAnswer: ['n18', 'n15'] } } } });
    expect(response.status).toBe(200);
    const answered = page(response.body);
    expect(answered.results).toMatchObject({ answerRatios: { mc: 1 }, kind: 'correct', feedbacks: ['Bravo !'], scoring: { actual: 90, max: 100 } });
    expect(answered.inputs).toEqual({ answers: { mc: { userAnswer: ['n18', 'n15'] } } });
    expect(answered.lesson.scoring.global).toEqual({ actual: 90, max: 100 });
    const again = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { mc: { userAnswer: ['n15'] } } } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_INPUTS');
  });

  it('navigates back and forth', async () => {
    const previous = await learner.call('POST', lessonUrl(`/pages/previous?fromPageId=${pageIds.choice}`));
    expect(page(previous.body)).toMatchObject({ id: pageIds.slide, position: 0 });
    const beforeFirst = await learner.call('POST', lessonUrl(`/pages/previous?fromPageId=${pageIds.slide}`));
    expect(beforeFirst.status).toBe(404);
    expect(beforeFirst.body.code).toBe('MODEL_NOT_FOUND');
    const forward = await learner.call('POST', lessonUrl('/pages/next'));
    expect(page(forward.body)).toMatchObject({ id: pageIds.choice, results: { kind: 'correct' } });
  });

  it('skips a timed page answered too late and records it', async () => {
    const next = await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${pageIds.choice}`));
    const timed = page(next.body);
    pageIds.timed = timed.id;
    expect(timed).toMatchObject({ timeLimit: 2, remainingSeconds: 2 });
    expect(next.text).not.toContain('SECRET-112');
    // Time passes in the database rather than in the test.
    await db().query(`UPDATE lesson_pages SET started_at = started_at - interval '10 seconds' WHERE id = $1`, [timed.id]);
    const late = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { fa: { userAnswer: 'SECRET-112' } } } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('LESSON_PAGE_SKIPPED');
    const [row] = await db().query<{ state: string; results: { scoring: unknown } }>('SELECT state, results FROM lesson_pages WHERE id = $1', [timed.id]);
    expect(row).toMatchObject({ state: 'SKIPPED', results: { scoring: { actual: 0, max: 100 } } });
    const again = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { fa: { userAnswer: 'x' } } } });
    expect(again.body.code).toBe('LESSON_PAGE_SKIPPED');
  });

  it('goes through a multiblock: a slide completes on next, an exercise must be answered first', async () => {
    const multiA = page((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${pageIds.timed}`))).body);
    expect(multiA.nodeId).toBe(course.nodes.multiA);
    const multiB = page((await learner.call('POST', lessonUrl('/pages/next'))).body);
    expect(multiB.nodeId).toBe(course.nodes.multiB);
    const unanswered = await learner.call('POST', lessonUrl('/pages/next'));
    expect(unanswered.status).toBe(400);
    const answered = await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers: { fb: { userAnswer: ' OUI ' } } } });
    expect(page(answered.body).results?.scoring).toEqual({ actual: 100, max: 100 });
  });

  it('lists the resources of a page', async () => {
    const withResource = page((await learner.call('POST', lessonUrl('/pages/next'))).body);
    pageIds.withResource = withResource.id;
    expect(withResource).toMatchObject({ nodeId: course.nodes.withResource, resourcesCount: 1, isLastPage: true, sectionId: course.sections.second });
    const resources = await learner.call('GET', `/api/pages/${withResource.id}/resources?lessonId=${course.lessonId}`);
    expect(resources.status).toBe(200);
    expect(resources.body).toMatchObject({ items: [{ node: { id: course.resourceNodeId }, block: { title: 'Fiche PDF' } }] });
    const wrongLesson = await learner.call('GET', `/api/pages/${withResource.id}/resources?lessonId=${course.nextLessonId}`);
    expect(wrongLesson.status).toBe(404);
  });

  it('ends the lesson after the last page with the end data, once', async () => {
    // Reading the end data of an unfinished lesson moves nothing.
    const [before] = await db().query<{ current_node_id: string | null; progress: string | null }>(
      'SELECT current_node_id, progress FROM lessons WHERE id = $1',
      [course.lessonId],
    );
    const early = await learner.call('GET', lessonUrl('/end'));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('LESSON_NOT_ENDED');
    expect((await db().query('SELECT current_node_id, progress FROM lessons WHERE id = $1', [course.lessonId]))[0]).toEqual(before);
    const statements = await statementsInTransactions(() => learner.call('POST', lessonUrl(`/pages/next?fromPageId=${pageIds.withResource}`)));
    const end = statements.result;
    // One short transaction (one holds the embedded database whole): the last page is completed by
    // going next in one statement, as an answer is stored, and the end is one statement (the
    // program's lessons read before it): the end, the unlock and the record with the lesson read
    // back; this certifying end, which opens a course, tells the learner of both in its transaction.
    expect(statements.counts).toEqual([2]);
    expect(end.status).toBe(404);
    expect(end.body.code).toBe('NO_LESSON_PAGE_AVAILABLE');
    const data = end.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      lessonId: course.lessonId,
      state: 'DONE',
      progress: 'COMPLETED',
      scoring: { global: { actual: 190, max: 300 } },
      isEndOfProgram: false,
      actions: { interactive: [{ label: 'Et maintenant ?' }], unlockedLessons: [{ id: course.nextLessonId, title: 'Cours suivant' }] },
    });
    expect(data.certificationRef).toMatch(certificationRefPattern);
    const [next] = await db().query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [course.nextLessonId]);
    expect(next?.state).toBe('AVAILABLE');
    const [hidden] = await db().query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [course.hiddenLessonId]);
    expect(hidden?.state).toBe('HIDDEN');
    const again = await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${pageIds.withResource}`));
    expect((again.body.data as Record<string, unknown>).certificationRef).toBe(data.certificationRef);
    // The learner is told once of the certificate and of the course it opened, whatever the calls.
    expect(await notificationsOf(course.userId)).toEqual([
      {
        kind: 'certificate.earned',
        params: { lessonId: course.lessonId, certificationRef: data.certificationRef, course: expect.any(String) },
        target: { screen: 'certificates' },
      },
      {
        kind: 'lesson.opened',
        params: { lessonId: course.nextLessonId, course: 'Cours suivant' },
        target: { screen: 'lesson', lessonId: course.nextLessonId },
      },
    ]);
    const read = await learner.call('GET', lessonUrl('/end'));
    expect(read.status).toBe(200);
    expect(read.body).toEqual(data);
    // Every page done: any section opens again.
    const section = await learner.call('GET', lessonUrl(`/pages/current?fromSectionId=${course.sections.second}`));
    expect(page(section.body)).toMatchObject({ nodeId: course.nodes.withResource, position: 5 });
  });

  it('records an interactive choice and opens the next lesson', async () => {
    const home = await learner.call('POST', lessonUrl('/actions'), { inputs: [{ actionIdx: 0, choiceIdx: 0 }] });
    expect(home.status).toBe(200);
    expect(home.body).toEqual({ chosen: [{ actionIdx: 0, choiceIdx: 0 }], target: null });
    const wrong = await learner.call('POST', lessonUrl('/actions'), { inputs: [{ actionIdx: 3, choiceIdx: 0 }] });
    expect(wrong.status).toBe(400);
    const next = await learner.call('GET', lessonUrl('/pages/current', course.nextLessonId));
    expect(next.status).toBe(200);
  });

  it('ends the program when its last playable lesson ends (hidden ones do not count), recording the scores once however many calls race', async () => {
    const records = async () => (await db().query<{ count: number }>('SELECT count(*)::int AS count FROM records'))[0]?.count ?? 0;
    const before = await records();
    const ends = await Promise.all(Array.from({ length: 10 }, () => learner.call('POST', lessonUrl('/pages/next', course.nextLessonId))));
    for (const end of ends) {
      expect(end.status).toBe(404);
      expect(end.body.data).toMatchObject({ state: 'DONE', isEndOfProgram: true, certificationRef: null, actions: { unlockedLessons: [] } });
    }
    expect(await records()).toBe(before + 1);
    // Neither certifying nor opening anything: nothing more to tell.
    expect(await notificationsOf(course.userId)).toHaveLength(2);
  });

  it('resets the class program: pages archived, lessons back to their initial state', async () => {
    const response = await learner.call('POST', `/api/class-programs/${course.classProgramId}/reset/me`);
    expect(response.status).toBe(200);
    expect((response.body.items as { state: string }[]).map((item) => item.state)).toEqual(['AVAILABLE', 'LOCKED', 'HIDDEN']);
    const pages = await db().query<{ state: string }>('SELECT DISTINCT state FROM lesson_pages WHERE lesson_id = $1', [course.lessonId]);
    expect(pages).toEqual([{ state: 'ARCHIVED' }]);
    const [lesson] = await db().query('SELECT state, progress, certification_ref, started_at, scoring FROM lessons WHERE id = $1', [course.lessonId]);
    expect(lesson).toEqual({ state: 'AVAILABLE', progress: null, certification_ref: null, started_at: null, scoring: { global: { actual: 0, max: 0 } } });
    const restarted = page((await learner.call('GET', lessonUrl('/pages/current'))).body);
    expect(restarted).toMatchObject({ position: 0, progress: 'ONGOING' });
    expect(restarted.id).not.toBe(pageIds.slide);
    const unknown = await learner.call('POST', `/api/class-programs/${course.lessonId}/reset/me`);
    expect(unknown.status).toBe(404);
  });

  it('opens a section only once every page before it is done: a reset lesson cannot be finished from its last section', async () => {
    const skipping = await learner.call('GET', lessonUrl(`/pages/current?fromSectionId=${course.sections.second}`));
    expect(skipping.status).toBe(403);
    expect(skipping.body).toMatchObject({ code: 'Forbidden', issues: [{ path: 'query.fromSectionId' }] });
    const [lesson] = await db().query<{ progress: string | null }>('SELECT progress FROM lessons WHERE id = $1', [course.lessonId]);
    expect(lesson?.progress).not.toBe('COMPLETED');
  });

  it('documents the lesson routes in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hosts.demo } });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/lessons/{id}/pages/current',
      '/api/lessons/{id}/pages/next',
      '/api/lessons/{id}/pages/answer-and-next',
      '/api/lessons/{id}/ping',
      '/api/pages/{id}/resources',
      '/api/class-programs/{id}/reset/me',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
