import type { Roster } from '@espace/contracts/trainer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionLessons } from '../lessons/provision-lessons';
import { type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import { hosts, signIn, type TestApp } from '../test/test-app';
import { insertSecondLearner, type TestCourse } from '../test/test-course.fixture';
import { parse } from 'csv-parse/sync';
import { createRosterRepository } from './roster-repository';
import { exportRoster } from './roster-csv';
import { trainerOf } from './trainer-access';

/**
 * The roster's kept rows (migrations/0038_roster_learners.sql): after every write that changes a
 * learner's line (a page opened, an answer, an enrolment, a name, the course's pages, a reset) the
 * roster reads what its rule computes from scratch, and its pages hold every selected learner
 * exactly once whatever the ties in the sort key. Run on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let admin: string;

const db = () => testApp.testDatabase.database;
const rosterPath = () => `/api/trainer/classes/${course.classId}/roster`;
const roster = async (query: Record<string, string | number> = {}): Promise<Roster> => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await testApp.app.inject({
    method: 'GET',
    url: `${rosterPath()}?${search}`,
    headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Roster;
};

interface KeptRow {
  user_id: string;
  stale: boolean;
  status: string | null;
  progress: number | null;
  score_ratio: number | null;
  time_spent: number | null;
  last_activity_at: Date | null;
  last_name_key: string | null;
  first_name_key: string | null;
  search_name: string | null;
  search_email: string | null;
}
const keptRows = () =>
  db().query<KeptRow>(
    `SELECT user_id, stale, status, progress, score_ratio, time_spent, last_activity_at, last_name_key, first_name_key, search_name, search_email
       FROM roster_learners WHERE class_id = $1 ORDER BY user_id`,
    [course.classId],
  );
const keptRowOf = async (userId: string) => (await keptRows()).find((row) => row.user_id === userId);

/** The rows as a roster read leaves them equal the rows computed again from scratch: no write was missed. */
async function expectKeptRowsRight(): Promise<KeptRow[]> {
  await roster();
  const kept = await keptRows();
  expect(kept.filter((row) => row.stale)).toEqual([]);
  await db().query('UPDATE roster_learners SET stale = true WHERE class_id = $1', [course.classId]);
  await roster();
  expect(await keptRows()).toEqual(kept);
  return kept;
}

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

describe('the kept rows of the roster', () => {
  it('stay right after a page opened, an answer, an enrolment, a rename, a change of the course pages and a reset', async () => {
    await expectKeptRowsRight();

    const first = (await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`)).body as { id: string };
    const opened = await expectKeptRowsRight();
    expect(opened.find((row) => row.user_id === course.userId)).toMatchObject({ status: 'inProgress' });

    const answered = await learner.call('POST', `/api/lessons/${course.lessonId}/pages/answer-and-next?fromPageId=${first.id}`, {});
    expect(answered.status).toBe(200);
    const afterAnswer = (await expectKeptRowsRight()).find((row) => row.user_id === course.userId);
    expect(afterAnswer?.progress).toBeGreaterThan(0);
    expect(afterAnswer?.last_activity_at).not.toBeNull();

    const second = await insertSecondLearner(db(), course, 'roster-second@demo.test');
    expect((await expectKeptRowsRight()).map((row) => row.user_id)).toContain(second);

    await db().query(`UPDATE users SET lastname = 'Àaron' WHERE id = $1`, [second]);
    expect((await expectKeptRowsRight()).find((row) => row.user_id === second)?.last_name_key).toBe('aaron');
    expect((await roster({ sort: 'name' })).items[0]?.learner.id).toBe(second);

    // Two more pages in the course: the learner's progression is counted over them.
    await db().query(
      `INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", block_id)
       SELECT context_id, course_id, parent_id, type, "order" + 100 + n, block_id FROM course_nodes, generate_series(1, 2) n WHERE id = $1`,
      [course.nodes.slide],
    );
    const afterPages = (await expectKeptRowsRight()).find((row) => row.user_id === course.userId);
    expect(afterPages?.progress).toBeLessThan(afterAnswer?.progress ?? 0);

    await db().query(`UPDATE lessons SET state = 'DONE', progress = 'COMPLETED' WHERE user_id = $1 AND class_id = $2`, [second, course.classId]);
    expect((await expectKeptRowsRight()).find((row) => row.user_id === second)?.status).toBe('finished');

    const [classProgram] = await db().query<{ class_program_id: string }>('SELECT class_program_id FROM lessons WHERE id = $1', [course.lessonId]);
    const reset = await testApp.app.inject({
      method: 'POST',
      url: `/api/trainer/classes/${course.classId}/learners/${course.userId}/class-programs/${classProgram?.class_program_id}/reset`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectKeptRowsRight();

    await db().query(`DELETE FROM class_users WHERE class_id = $1 AND user_id = $2 AND role = 'STUDENT'`, [course.classId, second]);
    expect((await expectKeptRowsRight()).map((row) => row.user_id)).not.toContain(second);
  });

  it('marks a claimed row stale again when its learner changes, and saves figures only at the latest claim', async () => {
    const repository = createRosterRepository(db());
    const entry = {
      userId: course.userId,
      revision: '0',
      status: 'finished' as const,
      progress: 1,
      scoreRatio: 1,
      timeSpent: 0,
      lastActivityAt: null,
      lastNameKey: 'x',
      firstNameKey: 'x',
      searchName: 'x',
      searchEmail: 'x',
    };
    await db().query('UPDATE roster_learners SET stale = true WHERE class_id = $1', [course.classId]);
    const [first] = (await repository.claimStale(course.contextId, course.classId, 'pages')).filter((row) => row.userId === course.userId);
    expect(await keptRowOf(course.userId)).toMatchObject({ stale: false });
    // A write after the claim: its row is stale again, and the figures computed from before it will be computed anew.
    await db().query('UPDATE lessons SET time_spent = time_spent + 30 WHERE id = $1', [course.lessonId]);
    expect(await keptRowOf(course.userId)).toMatchObject({ stale: true });
    const [second] = (await repository.claimStale(course.contextId, course.classId, 'pages')).filter((row) => row.userId === course.userId);
    // The first claim's figures come too late: the second claim's are kept.
    await repository.saveEntries(course.contextId, course.classId, [{ ...entry, revision: second?.revision ?? '0', status: 'inProgress' }]);
    await repository.saveEntries(course.contextId, course.classId, [{ ...entry, revision: first?.revision ?? '0' }]);
    expect(await keptRowOf(course.userId)).toMatchObject({ stale: false, status: 'inProgress' });
    // Nothing stale, same pages: nothing to claim.
    expect(await repository.claimStale(course.contextId, course.classId, 'pages')).toEqual([]);
    await expectKeptRowsRight();
  });
});

describe('the pages of a roster', () => {
  beforeAll(async () => {
    // 130 more learners: 60 of one name (ties broken by id only), the others numbered; a third finished, a third halfway.
    const added = await db().query<{ id: string }>(
      `INSERT INTO users (context_id, email, firstname, lastname)
       SELECT $1, 'page-' || n || '@demo.test', CASE WHEN n <= 60 THEN 'Même' ELSE 'Page' END, CASE WHEN n <= 60 THEN 'Égal' ELSE 'Learner ' || n END
         FROM generate_series(1, 130) n RETURNING id`,
      [course.contextId],
    );
    const userIds = added.map((row) => row.id);
    await db().query(`INSERT INTO class_users (context_id, class_id, user_id, role) SELECT $1, $2, u, 'STUDENT' FROM unnest($3::uuid[]) u`, [
      course.contextId,
      course.classId,
      userIds,
    ]);
    await provisionLessons(db(), { contextId: course.contextId, classId: course.classId, userIds });
    await db().query(
      `UPDATE lessons SET state = 'DONE', progress = 'COMPLETED', started_at = now() - interval '1 day', time_spent = 120,
                          scoring = '{"global": {"actual": 5, "max": 10}}'
        WHERE class_id = $1 AND user_id = ANY($2::uuid[]) AND abs(hashtext(user_id::text)) % 3 = 0`,
      [course.classId, userIds],
    );
    await db().query(
      `UPDATE lessons SET progress = 'ONGOING', started_at = now() - interval '10 days', time_spent = 60
        WHERE class_id = $1 AND user_id = ANY($2::uuid[]) AND abs(hashtext(user_id::text)) % 3 = 1 AND id IN (SELECT DISTINCT ON (user_id) id FROM lessons WHERE class_id = $1 ORDER BY user_id, id)`,
      [course.classId, userIds],
    );
  });

  const figure: Record<string, (item: Roster['items'][number]) => number> = {
    progress: (item) => item.progress,
    score: (item) => item.score.ratio,
    timeSpent: (item) => item.timeSpent,
    lastActivity: (item) => (item.lastActivityAt === null ? -Infinity : Date.parse(item.lastActivityAt)),
  };

  it('holds every selected learner exactly once, in order, for every sort, order and view, ties in the sort key included', async () => {
    const everyone = await roster();
    expect(everyone.viewCounts.all).toBeGreaterThanOrEqual(131);
    for (const view of ['all', 'notStarted', 'inProgress', 'finished', 'late'] as const) {
      for (const sort of ['name', 'progress', 'score', 'timeSpent', 'lastActivity'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const first = await roster({ view, sort, order });
          expect(first.total).toBe(first.viewCounts[view]);
          const items = [first.items];
          for (let page = 2; page <= first.pageCount; page += 1) items.push((await roster({ view, sort, order, page })).items);
          const seen = items.flat();
          const label = `${view} by ${sort} ${order}`;
          expect(seen, label).toHaveLength(first.total);
          expect(new Set(seen.map((item) => item.learner.id)).size, label).toBe(first.total);
          if (view === 'late') expect(seen.every((item) => item.late)).toBe(true);
          else if (view !== 'all') expect(seen.every((item) => item.status === view)).toBe(true);
          const key = figure[sort];
          if (key !== undefined)
            for (let index = 1; index < seen.length; index += 1) {
              const [before, after] = [key(seen[index - 1]!), key(seen[index]!)];
              expect(order === 'asc' ? before <= after : before >= after, label).toBe(true);
            }
        }
      }
    }
    // The late view holds exactly the learners the rule calls late.
    const all = [everyone.items];
    for (let page = 2; page <= everyone.pageCount; page += 1) all.push((await roster({ page })).items);
    expect(all.flat().filter((item) => item.late).length).toBe(everyone.viewCounts.late);
  });

  it('orders by last name then first name, numbers by value, ties by id, and finds a name typed without accents', async () => {
    const byName = await roster({ sort: 'name', search: 'page learner' });
    expect(byName.items.slice(0, 3).map((item) => item.learner.displayName)).toEqual(['Page Learner 61', 'Page Learner 62', 'Page Learner 63']);
    const same = await roster({ sort: 'name', search: 'meme egal' });
    expect(same.total).toBe(60);
    const ids = same.items.map((item) => item.learner.id);
    expect(ids).toEqual([...ids].sort());
    expect((await roster({ search: 'PAGE-7@DEMO' })).items.map((item) => item.learner.email)).toEqual(['page-7@demo.test']);
  });

  it('exports every selected learner in the order of the pages, batch after batch', async () => {
    const [adminUser] = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@demo.test' AND context_id = $1`, [course.contextId]);
    const { app } = testApp;
    for (const selection of [
      { sort: 'progress', order: 'desc', view: 'all', search: '' },
      { sort: 'name', order: 'asc', view: 'notStarted', search: 'page' },
    ] as const) {
      const first = await roster(selection);
      const pages = [first.items];
      for (let page = 2; page <= first.pageCount; page += 1) pages.push((await roster({ ...selection, page })).items);
      const { csv } = await exportRoster({
        trainer: await trainerOf(app.usersRepository, course.contextId, adminUser!.id),
        trainers: app.trainerRepository,
        roster: app.rosterRepository,
        nodes: app.learnerLessonsRepository,
        classId: course.classId,
        now: new Date(),
        query: { ...selection, locale: 'en', timeZone: 'UTC' },
        batchSize: 7,
      });
      let text = '';
      for await (const chunk of csv) text += chunk;
      // A line per learner and course: the learners, in the order of the lines, are the pages' learners.
      const emails = (parse(text, { bom: true, from_line: 2 }) as string[][]).map((line) => line[1]);
      const learners = emails.filter((email, index) => email !== emails[index - 1]);
      expect(learners).toEqual(pages.flat().map((item) => item.learner.email));
      expect(learners.length).toBeGreaterThan(14);
    }
  });

  it('answers the last page for a page past the end, and 400 for a page out of bounds', async () => {
    const past = await roster({ page: 999 });
    expect(past.page).toBe(past.pageCount);
    expect(past.items.length).toBeGreaterThan(0);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${rosterPath()}?page=0`,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(400);
  });
});
