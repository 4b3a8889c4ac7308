import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIfMatch } from '../test/content-version';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { provisionLessons } from './provision-lessons';

/**
 * A course closed on its own in a published program (docs/product/lessons.md#open-to-learners):
 * the program's chain passes through it, the end of the program does not wait for it, the end
 * screens never offer it, reopening it gives the learner back what they had, and nobody resets a
 * program while one of its courses is closed.
 */
let testApp: TestApp;
let learner: LearnerClient;
let admin: string;
let demo: { contextId: string; userId: string; classId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const [row] = await db().query<{ context_id: string; user_id: string; class_id: string }>(
    `SELECT u.context_id, u.id AS user_id, cu.class_id FROM users u JOIN class_users cu ON cu.user_id = u.id AND cu.role = 'STUDENT'
      WHERE u.email = 'learner@demo.test' ORDER BY cu.created_at LIMIT 1`,
  );
  demo = { contextId: row!.context_id, userId: row!.user_id, classId: row!.class_id };
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const json = (value: unknown) => JSON.stringify(value);

interface ChainCourse {
  state?: 'PUBLISHED' | 'CLOSED' | 'ARCHIVED';
  /** `courses.settings.interactiveActions`; targets are course letters, or `home`. */
  questions?: { label: string; targets: string[] }[];
}
interface Chain {
  classProgramId: string;
  /** By letter, a, b, c …: the course, its program course and the learner's lesson. */
  courses: Record<string, { courseId: string; programCourseId: string; lessonId: string; title: string }>;
}

/**
 * A published program of one-page courses a, b, c … in order, in the demo learner's class, with
 * the learner's lessons provisioned as enrolment gives them.
 */
async function insertChain(courses: ChainCourse[]): Promise<Chain> {
  const { contextId, classId, userId } = demo;
  const insert = async (sql: string, params: unknown[]) => ((await db().query<{ id: string }>(`${sql} RETURNING id`, params))[0] as { id: string }).id;
  const suffix = randomUUID().slice(0, 8);
  const categoryId = await insert('INSERT INTO course_categories (context_id, title) VALUES ($1, $2)', [contextId, `Chaîne ${suffix}`]);
  const programId = await insert(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'PUBLISHED')`, [contextId, `Programme chaîne ${suffix}`]);
  const blockId = await insert(`INSERT INTO course_blocks (context_id, title, type, settings, content) VALUES ($1, 'Page', 'slide', '{}', $2::jsonb)`, [
    contextId,
    json({ sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: '<p>Page</p>' }] }] }),
  ]);
  const letters = courses.map((_, index) => String.fromCharCode(97 + index));
  const made: Chain['courses'] = {};
  for (const [index, letter] of letters.entries()) {
    const title = `Cours ${letter} ${suffix}`;
    const courseId = await insert(`INSERT INTO courses (context_id, title, category_id, state, settings) VALUES ($1, $2, $3, 'PUBLISHED', '{}')`, [
      contextId,
      title,
      categoryId,
    ]);
    const programCourseId = await insert(`INSERT INTO program_courses (context_id, program_id, course_id, "order", settings) VALUES ($1, $2, $3, $4, '{}')`, [
      contextId,
      programId,
      courseId,
      index,
    ]);
    const root = await insert(`INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", title) VALUES ($1, $2, NULL, 'root', 0, 'root')`, [
      contextId,
      courseId,
    ]);
    const section = await insert(
      `INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", title) VALUES ($1, $2, $3, 'container', 0, 'Section')`,
      [contextId, courseId, root],
    );
    await insert(`INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", block_id, title) VALUES ($1, $2, $3, 'block', 0, $4, 'Page')`, [
      contextId,
      courseId,
      section,
      blockId,
    ]);
    made[letter] = { courseId, programCourseId, lessonId: '', title };
  }
  // The questions name the program courses, known once they all exist.
  for (const [index, course] of courses.entries()) {
    const mine = made[letters[index] as string]!;
    const interactiveActions = (course.questions ?? []).map((question) => ({
      label: question.label,
      choices: question.targets.map((target) => ({ response: target, action: { target: target === 'home' ? 'home' : made[target]!.programCourseId } })),
    }));
    await db().query('UPDATE courses SET settings = $2::jsonb WHERE id = $1', [mine.courseId, json({ interactiveActions })]);
  }
  const classProgramId = await insert('INSERT INTO class_programs (context_id, class_id, program_id, "order") VALUES ($1, $2, $3, 20)', [
    contextId,
    classId,
    programId,
  ]);
  // The states last, as an admin closing a course after publishing it would.
  for (const [index, course] of courses.entries())
    await db().query('UPDATE courses SET state = $2 WHERE id = $1', [made[letters[index] as string]!.courseId, course.state ?? 'PUBLISHED']);
  await provisionLessons(db(), { contextId, classId, userIds: [userId] });
  for (const course of Object.values(made)) {
    const [lesson] = await db().query<{ id: string }>('SELECT id FROM lessons WHERE user_id = $1 AND class_id = $2 AND course_id = $3', [
      userId,
      classId,
      course.courseId,
    ]);
    course.lessonId = lesson!.id;
  }
  return { classProgramId, courses: made };
}

async function statesOf(chain: Chain): Promise<Record<string, string | undefined>> {
  const rows = await db().query<{ id: string; state: string }>('SELECT id, state FROM lessons WHERE id = ANY($1::uuid[])', [
    Object.values(chain.courses).map((course) => course.lessonId),
  ]);
  return Object.fromEntries(Object.entries(chain.courses).map(([letter, course]) => [letter, rows.find((row) => row.id === course.lessonId)?.state]));
}

interface EndData {
  isEndOfProgram: boolean;
  actions: { interactive: { label: string; choices: { response: string }[] }[]; unlockedLessons: { id: string; title: string }[] };
}

/** Plays the one page of a lesson and goes next past it: the end data the player receives. */
async function playToEnd(lessonId: string): Promise<EndData> {
  const page = await learner.call('GET', `/api/lessons/${lessonId}/pages/current`);
  expect(page.status).toBe(200);
  expect((await learner.call('PATCH', `/api/lessons/${lessonId}/pages/current`, {})).status).toBe(200);
  const end = await learner.call('POST', `/api/lessons/${lessonId}/pages/next?fromPageId=${page.body.id as string}`);
  expect({ status: end.status, code: end.body.code }).toEqual({ status: 404, code: 'NO_LESSON_PAGE_AVAILABLE' });
  return end.body.data as EndData;
}

const setCourseState = async (courseId: string, state: string) => {
  const url = `/api/admin/courses/${courseId}`;
  const response = await testApp.app.inject({
    method: 'PATCH',
    url,
    headers: { host: hosts.demo, authorization: `Bearer ${admin}`, ...(await contentIfMatch(db(), url)) },
    payload: { state },
  });
  expect(response.statusCode).toBe(200);
};
const opens = async (lessonId: string) => {
  const response = await learner.call('GET', `/api/lessons/${lessonId}/pages/current`);
  return response.status === 200 ? 'plays' : (response.body.code as string);
};

describe('the end of a lesson whose next course is closed', () => {
  it.each(['CLOSED', 'ARCHIVED'] as const)('passes through a %s course: the one after opens and is offered, the closed one is not', async (state) => {
    const chain = await insertChain([{}, { state }, {}, {}]);
    const { a, c } = chain.courses;
    expect(await statesOf(chain)).toEqual({ a: 'AVAILABLE', b: 'LOCKED', c: 'LOCKED', d: 'LOCKED' });
    const end = await playToEnd(a!.lessonId);
    expect(end.actions.unlockedLessons).toEqual([{ id: c!.lessonId, title: c!.title }]);
    expect(end.isEndOfProgram).toBe(false);
    // The closed one is unlocked too, for when it reopens; nothing beyond the open one.
    expect(await statesOf(chain)).toEqual({ a: 'DONE', b: 'AVAILABLE', c: 'AVAILABLE', d: 'LOCKED' });
    expect(await opens(c!.lessonId)).toBe('plays');
  });

  it('passes through several closed courses in a row, and an unlocks list', async () => {
    const chain = await insertChain([{}, { state: 'CLOSED' }, { state: 'ARCHIVED' }, {}, {}]);
    const { a, b, d } = chain.courses;
    await db().query(`UPDATE program_courses SET settings = $2::jsonb WHERE id = $1`, [
      b!.programCourseId,
      json({ unlocks: [chain.courses.c!.programCourseId] }),
    ]);
    const end = await playToEnd(a!.lessonId);
    expect(end.actions.unlockedLessons.map((lesson) => lesson.id)).toEqual([d!.lessonId]);
    expect(await statesOf(chain)).toEqual({ a: 'DONE', b: 'AVAILABLE', c: 'AVAILABLE', d: 'AVAILABLE', e: 'LOCKED' });
  });

  it('reaches the end of the program with a closed course left: the evaluation comes', async () => {
    const chain = await insertChain([{}, { state: 'CLOSED' }, {}]);
    const { a, c } = chain.courses;
    expect((await playToEnd(a!.lessonId)).isEndOfProgram).toBe(false);
    const last = await playToEnd(c!.lessonId);
    expect(last).toMatchObject({ isEndOfProgram: true, actions: { interactive: [], unlockedLessons: [] } });
    // The last course closed: ending the one before it ends the program.
    const tail = await insertChain([{}, { state: 'ARCHIVED' }]);
    expect(await playToEnd(tail.courses.a!.lessonId)).toMatchObject({ isEndOfProgram: true, actions: { unlockedLessons: [] } });
  });

  it("leaves out the questions' choices that lead to a closed course, and a question left with Home alone", async () => {
    const chain = await insertChain([
      {
        questions: [
          { label: 'Et ensuite ?', targets: ['b', 'c', 'home'] },
          { label: 'Le module fermé ?', targets: ['b', 'home'] },
          { label: 'Retour', targets: ['home'] },
        ],
      },
      { state: 'CLOSED' },
      {},
    ]);
    const { a, c } = chain.courses;
    const end = await playToEnd(a!.lessonId);
    expect(end.actions.interactive.map((question) => ({ label: question.label, choices: question.choices.map((choice) => choice.response) }))).toEqual([
      { label: 'Et ensuite ?', choices: ['c', 'home'] },
      { label: 'Retour', choices: ['home'] },
    ]);
    // The indexes are those of the questions as asked.
    const chosen = await learner.call('POST', `/api/lessons/${a!.lessonId}/actions`, { inputs: [{ actionIdx: 0, choiceIdx: 0 }] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.target).toEqual({ id: c!.lessonId, title: c!.title, state: 'AVAILABLE' });
  });

  it('leads Home from a choice whose course closed after the end, unlocking through it', async () => {
    const chain = await insertChain([{ questions: [{ label: 'Et ensuite ?', targets: ['b'] }] }, {}, {}, {}]);
    const { a, b } = chain.courses;
    await db().query(`UPDATE program_courses SET settings = $2::jsonb WHERE id = $1`, [chain.courses.a!.programCourseId, json({ unlocks: [] })]);
    expect((await playToEnd(a!.lessonId)).actions.interactive).toHaveLength(1);
    await setCourseState(b!.courseId, 'CLOSED');
    const chosen = await learner.call('POST', `/api/lessons/${a!.lessonId}/actions`, { inputs: [{ actionIdx: 0, choiceIdx: 0 }] });
    expect({ status: chosen.status, target: chosen.body.target }).toEqual({ status: 200, target: null });
    expect(await statesOf(chain)).toEqual({ a: 'DONE', b: 'AVAILABLE', c: 'AVAILABLE', d: 'LOCKED' });
  });
});

describe('a course closed after the learner was given it', () => {
  it('is shown closed, refuses to play, and plays again as it was once reopened', async () => {
    const chain = await insertChain([{}, {}, {}]);
    const { a, b, c } = chain.courses;
    await playToEnd(a!.lessonId);
    const opened = await learner.call('GET', `/api/lessons/${b!.lessonId}/pages/current`);
    expect(opened.status).toBe(200);
    await setCourseState(b!.courseId, 'CLOSED');
    expect(await opens(b!.lessonId)).toBe('CONTENT_CLOSED');
    const home = await learner.call('GET', `/api/users/me/classes?pageSize=50`);
    const courses = (home.body.items as { classPrograms: { id: string; program: { courses: { id: string; state: string }[] } }[] }[])
      .flatMap((item) => item.classPrograms)
      .find((classProgram) => classProgram.id === chain.classProgramId)!.program.courses;
    expect(courses.find((course) => course.id === b!.courseId)?.state).toBe('CLOSED');
    expect(await statesOf(chain)).toEqual({ a: 'DONE', b: 'AVAILABLE', c: 'LOCKED' });

    await setCourseState(b!.courseId, 'PUBLISHED');
    const again = await learner.call('GET', `/api/lessons/${b!.lessonId}/pages/current`);
    expect({ status: again.status, id: again.body.id }).toEqual({ status: 200, id: opened.body.id });
    const end = await playToEnd(b!.lessonId);
    expect(end.actions.unlockedLessons.map((lesson) => lesson.id)).toEqual([c!.lessonId]);
  });

  it('given back after the chain passed through it: reopened, it plays', async () => {
    const chain = await insertChain([{}, { state: 'CLOSED' }, {}]);
    const { a, b } = chain.courses;
    await playToEnd(a!.lessonId);
    expect(await opens(b!.lessonId)).toBe('CONTENT_CLOSED');
    await setCourseState(b!.courseId, 'PUBLISHED');
    expect(await opens(b!.lessonId)).toBe('plays');
  });
});

describe('a reset of a program with a closed course', () => {
  const trainerReset = (chain: Chain) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/trainer/classes/${demo.classId}/learners/${demo.userId}/class-programs/${chain.classProgramId}/reset`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    });
  const learnerPage = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trainer/classes/${demo.classId}/learners/${demo.userId}`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { classPrograms: { id: string; resetRefusal: unknown }[] };
  };
  const pagesOf = async (lessonId: string) => db().query<{ state: string }>('SELECT state FROM lesson_pages WHERE lesson_id = $1', [lessonId]);

  it("is refused to the trainer and to the learner (CONTENT_CLOSED): what the learner achieved stays; the trainer's screen says why", async () => {
    const chain = await insertChain([{}, {}, {}]);
    const { a, b } = chain.courses;
    await playToEnd(a!.lessonId);
    await setCourseState(b!.courseId, 'CLOSED');
    expect((await learnerPage()).classPrograms.find((classProgram) => classProgram.id === chain.classProgramId)?.resetRefusal).toEqual({
      kind: 'coursesClosed',
      courses: [b!.title],
    });

    const byTrainer = await trainerReset(chain);
    expect({ status: byTrainer.statusCode, code: byTrainer.json().code }).toEqual({ status: 409, code: 'CONTENT_CLOSED' });
    const byLearner = await learner.call('POST', `/api/class-programs/${chain.classProgramId}/reset/me`);
    expect({ status: byLearner.status, code: byLearner.body.code }).toEqual({ status: 409, code: 'CONTENT_CLOSED' });
    expect(await statesOf(chain)).toEqual({ a: 'DONE', b: 'AVAILABLE', c: 'LOCKED' });
    expect(await pagesOf(a!.lessonId)).toEqual([{ state: 'ACTIVE' }]);

    await setCourseState(b!.courseId, 'PUBLISHED');
    expect((await learnerPage()).classPrograms.find((classProgram) => classProgram.id === chain.classProgramId)?.resetRefusal).toBeNull();
    const reset = await trainerReset(chain);
    expect(reset.statusCode).toBe(200);
    expect(await statesOf(chain)).toEqual({ a: 'AVAILABLE', b: 'LOCKED', c: 'LOCKED' });
    expect(await pagesOf(a!.lessonId)).toEqual([{ state: 'ARCHIVED' }]);
  });

  it('is refused while the program is closed, and the screen says it of the program', async () => {
    const chain = await insertChain([{}, {}]);
    await playToEnd(chain.courses.a!.lessonId);
    const [program] = await db().query<{ program_id: string }>('SELECT program_id FROM class_programs WHERE id = $1', [chain.classProgramId]);
    await db().query(`UPDATE programs SET state = 'CLOSED' WHERE id = $1`, [program!.program_id]);
    expect((await learnerPage()).classPrograms.find((classProgram) => classProgram.id === chain.classProgramId)?.resetRefusal).toEqual({
      kind: 'programClosed',
    });
    const byTrainer = await trainerReset(chain);
    expect({ status: byTrainer.statusCode, code: byTrainer.json().code }).toEqual({ status: 409, code: 'CONTENT_CLOSED' });
    expect(await statesOf(chain)).toEqual({ a: 'DONE', b: 'AVAILABLE' });
  });
});
