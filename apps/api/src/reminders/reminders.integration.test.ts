import { dayIn, daysSince } from '@espace/domain/lessons/due-dates';
import type { ReminderSettings } from '@espace/domain/notifications/reminder-settings';
import { remindersOff } from '@espace/domain/notifications/reminder-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { tellDueDates } from '../due-dates/due-notices';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createTestApp, type TestApp, testJwtSecret } from '../test/test-app';
import { tellReminders } from './tell-reminders';

/**
 * The daily reminder pass (docs/trainers.md#automatic-reminders): each rule on tells each learner
 * once per course, only of a course they can play and have not finished, in their tenant alone;
 * run again, by two processes at once, or after a pass stopped half-way, it tells nothing twice.
 */
let testApp: TestApp;
/** Two test programs in the demo learner's class: 1 (courses A1, B1 unlocked by A1, C1 hidden) and 2 (A2, B2, C2). */
let one: TestCourse;
let two: TestCourse;
const learners: Record<string, string> = {};

const db = () => testApp.testDatabase.database;
const now = new Date();
const today = dayIn(now);
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
const config = loadConfig({
  JWT_SECRET: testJwtSecret,
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  DAILY_JOBS_QUEUE_MINUTES: '0',
  JOBS_POLLING_SECONDS: '0.5',
  JOBS_RETRY_DELAY_SECONDS: '1',
});

const allOn: ReminderSettings = {
  notStarted: { enabled: true, days: 3 },
  inactive: { enabled: true, days: 7 },
  dueSoon: { enabled: true, days: 2 },
  overdue: { enabled: true, days: 2 },
};

// A learner a step: each class's learners are read apart, as a class of more than a step's learners is.
const pass = (at: Date = now, settings = allOn, app: FastifyInstance = testApp.app, database: Queryable = app.database, batchSize?: number) =>
  tellReminders({
    tenantId: one.contextId,
    settings,
    now: at,
    database,
    reminders: app.remindersRepository,
    learnersAStep: 1,
    ...(batchSize === undefined ? {} : { batchSize }),
  });

/** The lesson of a learner in a test course: A (first), B (unlocked by A) of program 1 or 2. */
const lessonOf = async (userId: string, course: TestCourse, which: 'A' | 'B') => {
  const [row] = await db().query<{ id: string }>(
    `SELECT l.id FROM lessons l JOIN program_courses pc ON pc.id = l.program_course_id
      WHERE l.user_id = $1 AND l.class_program_id = $2 ORDER BY pc."order" LIMIT 1 OFFSET $3`,
    [userId, course.classProgramId, which === 'A' ? 0 : 1],
  );
  return row!.id;
};
const setLesson = async (lessonId: string, set: string, params: unknown[] = []) => db().query(`UPDATE lessons SET ${set} WHERE id = $1`, [lessonId, ...params]);
const finish = (lessonId: string) => setLesson(lessonId, `state = 'DONE', progress = 'COMPLETED', started_at = $2, ended_at = $2`, [ago(2)]);
const dueOn = async (course: TestCourse, which: 'A' | 'B', day: string) => {
  const programCourse = (
    await db().query<{ program_course_id: string }>('SELECT program_course_id FROM lessons WHERE id = $1', [await lessonOf(course.userId, course, which)])
  )[0]!;
  await db().query('INSERT INTO course_due_dates (context_id, class_program_id, program_course_id, due_on) VALUES ($1, $2, $3, $4)', [
    course.contextId,
    course.classProgramId,
    programCourse.program_course_id,
    day,
  ]);
};

/** The reminders told to these learners of the test courses, as [learner, lesson, kind, days], in a stable order. */
const told = async (...names: string[]) => {
  const ids = names.map((name) => learners[name]!);
  const rows = await db().query<{ user_id: string; kind: string; params: Record<string, string> }>(
    `SELECT n.user_id, n.kind, n.params FROM notifications n JOIN lessons l ON l.id::text = n.params->>'lessonId'
      WHERE n.kind LIKE 'reminder.%' AND n.user_id = ANY($1::uuid[]) AND l.class_program_id IN ($2, $3)`,
    [ids, one.classProgramId, two.classProgramId],
  );
  const nameOf = (id: string) => Object.entries(learners).find(([, each]) => each === id)![0];
  return rows
    .map((row) => [nameOf(row.user_id), row.params.lessonId, row.kind, row.params.days])
    .sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`));
};
const sorted = (rows: (string | undefined)[][]) => [...rows].sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`));
const days = (since: Date, at: Date = now) => String(daysSince(since, at));

/** A new learner of the class, with the lessons of both test programs (A AVAILABLE, B locked), their first courses made available long ago. */
const newLearner = async (name: string, availableDaysAgo = 10) => {
  learners[name] = await insertSecondLearner(db(), one, `${name}-reminders@demo.test`);
  for (const course of [one, two]) await setLesson(await lessonOf(learners[name], course, 'A'), 'updated_at = $2', [ago(availableDaysAgo)]);
  return learners[name];
};

beforeAll(async () => {
  testApp = await createTestApp();
  one = await insertTestCourse(db());
  two = await insertTestCourse(db());
  learners.lea = one.userId;
  // B1 is due in 2 days, A2 was due 6 days ago.
  await dueOn(one, 'B', inDays(2));
  await dueOn(two, 'A', inDays(-6));

  // Léa has not started A1, available for 6 days; she has not finished A2.
  await setLesson(await lessonOf(learners.lea, one, 'A'), 'updated_at = $2', [ago(6)]);
  await setLesson(await lessonOf(learners.lea, two, 'A'), 'updated_at = $2', [ago(20)]);
  // Bruno started A1 and left it 8 days ago.
  await newLearner('bruno');
  await setLesson(await lessonOf(learners.bruno!, one, 'A'), `started_at = $2, progress = 'ONGOING', last_page_at = $3`, [ago(9), ago(8)]);
  // Chloé finished A1 and A2; A1 unlocked B1 an hour ago, due soon.
  await newLearner('chloe');
  await finish(await lessonOf(learners.chloe!, one, 'A'));
  await finish(await lessonOf(learners.chloe!, two, 'A'));
  await setLesson(await lessonOf(learners.chloe!, one, 'B'), `state = 'AVAILABLE', updated_at = $2`, [ago(0, 1)]);
  // Denis: A1 available for 2 days, B1 unlocked and finished, A2 archived (he left the program).
  await newLearner('denis', 2);
  await setLesson(await lessonOf(learners.denis!, one, 'B'), `state = 'DONE', progress = 'COMPLETED', started_at = $2, ended_at = $2`, [ago(1)]);
  await setLesson(await lessonOf(learners.denis!, two, 'A'), 'archived_at = now()');
  // Émile's account is deactivated.
  await newLearner('emile');
  await db().query('UPDATE users SET deactivated_at = now() WHERE id = $1', [learners.emile]);
  // The due-date notice of B1 (« À terminer d’ici 3 jours »), told by yesterday's due-date pass.
  await tellDueDates({ tenantId: one.contextId, now: ago(1), database: db(), dueDates: testApp.app.dueDatesRepository });
  await db().query(`UPDATE notifications SET created_at = created_at - interval '1 day' WHERE context_id = $1 AND kind LIKE 'course.%'`, [one.contextId]);
});
afterAll(async () => {
  await testApp.close();
});

describe('the daily reminder pass', () => {
  it('tells each rule once, to the right learners only, run by two processes at once and run again', async () => {
    const second = await buildApp({ config, database: testApp.testDatabase.openAgain() });
    await second.ready();
    try {
      await Promise.all([pass(now, allOn, testApp.app), pass(now, allOn, second)]);
    } finally {
      await second.close();
    }
    await pass();
    const [leaA1, leaA2, brunoA1, brunoA2, chloeB1] = await Promise.all([
      lessonOf(learners.lea!, one, 'A'),
      lessonOf(learners.lea!, two, 'A'),
      lessonOf(learners.bruno!, one, 'A'),
      lessonOf(learners.bruno!, two, 'A'),
      lessonOf(learners.chloe!, one, 'B'),
    ]);
    expect(await told('lea', 'bruno', 'chloe', 'denis', 'emile')).toEqual(
      sorted([
        ['lea', leaA1, 'reminder.not-started', days(ago(6))],
        ['lea', leaA2, 'reminder.overdue', '6'],
        ['bruno', brunoA1, 'reminder.inactive', days(ago(8))],
        ['bruno', brunoA2, 'reminder.overdue', '6'],
        ['chloe', chloeB1, 'reminder.due-soon', '2'],
      ]),
    );
    // Each leads to its lesson and carries its due day where it has one.
    const [dueSoon] = await db().query<{ params: Record<string, string>; target: unknown }>(
      `SELECT params, target FROM notifications WHERE kind = 'reminder.due-soon' AND user_id = $1`,
      [learners.chloe],
    );
    expect(dueSoon).toEqual({
      params: { lessonId: chloeB1, course: 'Cours suivant', days: '2', dueOn: inDays(2) },
      target: { screen: 'lesson', lessonId: chloeB1 },
    });
  });

  it('the next day, tells a rule whose day comes and one that waited for a day free of that course, and nothing told before', async () => {
    const before = await told('lea', 'bruno', 'chloe', 'denis', 'emile');
    const tomorrow = new Date(now.getTime() + DAY);
    await pass(tomorrow);
    await pass(tomorrow);
    const [denisA1, leaA2, brunoA2] = await Promise.all([
      lessonOf(learners.denis!, one, 'A'),
      lessonOf(learners.lea!, two, 'A'),
      lessonOf(learners.bruno!, two, 'A'),
    ]);
    expect(await told('lea', 'bruno', 'chloe', 'denis', 'emile')).toEqual(
      sorted([
        ...before,
        ['denis', denisA1, 'reminder.not-started', days(ago(2), tomorrow)],
        // A2 was told overdue yesterday: the rule due the same day comes now.
        ['lea', leaA2, 'reminder.not-started', days(ago(20), tomorrow)],
        ['bruno', brunoA2, 'reminder.not-started', days(ago(10), tomorrow)],
      ]),
    );
  });

  it('tells nothing of a closed class, a class or program not open, closed content, nor with every rule off', async () => {
    const frank = await newLearner('frank');
    const check = async (change: string, undo: string, params: unknown[]) => {
      await db().query(change, params);
      try {
        await pass();
        expect(await told('frank'), change).toEqual([]);
      } finally {
        await db().query(undo, params);
      }
    };
    await check('UPDATE classes SET expired = true WHERE id = $1', 'UPDATE classes SET expired = false WHERE id = $1', [one.classId]);
    await check(`UPDATE classes SET expire_at = now() - interval '1 hour' WHERE id = $1`, 'UPDATE classes SET expire_at = NULL WHERE id = $1', [one.classId]);
    await check(`UPDATE classes SET start_at = now() + interval '30 days' WHERE id = $1`, 'UPDATE classes SET start_at = NULL WHERE id = $1', [one.classId]);
    await check(
      `UPDATE class_programs SET start_at = now() + interval '30 days' WHERE id IN ($1, $2)`,
      'UPDATE class_programs SET start_at = NULL WHERE id IN ($1, $2)',
      [one.classProgramId, two.classProgramId],
    );
    await check(`UPDATE courses SET state = 'CLOSED' WHERE id IN ($1, $2)`, `UPDATE courses SET state = 'PUBLISHED' WHERE id IN ($1, $2)`, [
      one.courseId,
      two.courseId,
    ]);
    await check(
      `UPDATE programs SET state = 'ARCHIVED' WHERE id IN (SELECT program_id FROM class_programs WHERE id IN ($1, $2))`,
      `UPDATE programs SET state = 'PUBLISHED' WHERE id IN (SELECT program_id FROM class_programs WHERE id IN ($1, $2))`,
      [one.classProgramId, two.classProgramId],
    );
    await check(`UPDATE class_users SET role = 'TEACHER' WHERE user_id = $1`, `UPDATE class_users SET role = 'STUDENT' WHERE user_id = $1`, [frank]);
    expect(await pass(now, remindersOff)).toBe(0);
    expect(await told('frank')).toEqual([]);

    // One rule on tells that rule alone; all on, the rest, but A2's other rule waits for a day free of A2.
    await pass(now, { ...remindersOff, overdue: { enabled: true, days: 2 } });
    const [frankA1, frankA2] = await Promise.all([lessonOf(frank, one, 'A'), lessonOf(frank, two, 'A')]);
    expect(await told('frank')).toEqual([['frank', frankA2, 'reminder.overdue', '6']]);
    await pass();
    expect(await told('frank')).toEqual(
      sorted([
        ['frank', frankA1, 'reminder.not-started', days(ago(10))],
        ['frank', frankA2, 'reminder.overdue', '6'],
      ]),
    );
  });

  it('tells the rest once when a pass stopped half-way is run again', async () => {
    const ids: string[] = [];
    for (const name of ['gina', 'hugo', 'ines']) ids.push(await newLearner(name));
    let inserts = 0;
    // One reminder a statement; the process dies at the third of these learners'.
    const dying: Queryable = {
      query: async (sql, params) => {
        if (sql.includes('INSERT INTO notifications') && ids.some((id) => JSON.stringify(params).includes(id)) && (inserts += 1) > 2)
          throw new Error('the process died');
        return db().query(sql, params);
      },
      execScript: (sql) => db().execScript(sql),
    };
    await expect(pass(now, allOn, testApp.app, dying, 1)).rejects.toThrow('the process died');
    expect(await told('gina', 'hugo', 'ines')).toHaveLength(2);
    await pass();
    await pass();
    const expected = [];
    for (const name of ['gina', 'hugo', 'ines']) {
      expected.push([name, await lessonOf(learners[name]!, one, 'A'), 'reminder.not-started', days(ago(10))]);
      expected.push([name, await lessonOf(learners[name]!, two, 'A'), 'reminder.overdue', '6']);
    }
    expect(await told('gina', 'hugo', 'ines')).toEqual(sorted(expected));
  });

  it('tells a tenant’s learners alone, whatever the other tenants’ courses', async () => {
    const [acme] = await db().query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'acme'`);
    const count = async (tenantId: string) =>
      (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE context_id = $1 AND kind LIKE 'reminder.%'`, [tenantId]))[0]!.n;
    // Acme's learners have not started courses opened 10 days ago.
    await db().query(`UPDATE lessons SET updated_at = now() - interval '10 days' WHERE context_id = $1 AND started_at IS NULL`, [acme!.id]);
    await pass();
    expect(await count(acme!.id)).toBe(0);
    const demo = await count(one.contextId);
    await tellReminders({ tenantId: acme!.id, settings: allOn, now, database: db(), reminders: testApp.app.remindersRepository });
    expect(await count(acme!.id)).toBeGreaterThan(0);
    expect(await count(one.contextId)).toBe(demo);
  });
});

describe('its job', () => {
  /** The database as a process that dies as it tells its reminders: every statement of them fails. */
  const dyingDatabase = (database: Database): Database =>
    new Proxy(database, {
      get(target, property) {
        if (property === 'query')
          return async (sql: string, params?: readonly unknown[]) => {
            if (sql.includes('INSERT INTO notifications')) throw new Error('the process died');
            return target.query(sql, params);
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });

  it('runs once a day per tenant, under its settings, and after a process died in its pass, the restarted one tells it all once', async () => {
    const jana = await newLearner('jana');
    const [acme] = await db().query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'acme'`);
    const tenants = [one.contextId, acme!.id];
    await db().query(`UPDATE contexts SET settings = jsonb_set(settings, '{reminders}', $2::jsonb) WHERE id = $1`, [one.contextId, JSON.stringify(allOn)]);
    // This process leaves the reminders to the one that dies.
    await testApp.app.jobs.stopWorking('reminders');
    const dying = await buildApp({ config, database: dyingDatabase(db()) });
    await dying.ready();
    let restarted: FastifyInstance | undefined;
    try {
      await Promise.all([dying.dailyTenantJobs.queue(tenants, now), testApp.app.dailyTenantJobs.queue(tenants, now)]);
      await dying.dailyTenantJobs.queue(tenants, now);
      const stateOf = async () =>
        (await db().query<{ state: string }>(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = 'reminders' AND data->>'contextId' = $1`, [one.contextId]))[0]
          ?.state;
      // The dying process's worker polls, finds the job and builds the tenant's reminders before it fails: beside the browser
      // tests, at the lowest priority on CI's two cores, that took more than 20 s once.
      const deadline = Date.now() + 90_000;
      while ((await stateOf()) !== 'retry') {
        if (Date.now() > deadline) throw new Error('the dying process never ran the pass');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dying.close();
      expect(await told('jana')).toEqual([]);

      restarted = await buildApp({ config, database: testApp.testDatabase.openAgain() });
      await restarted.ready();
      await restarted.jobs.drain(['reminders']);
      const [janaA1, janaA2] = await Promise.all([lessonOf(jana, one, 'A'), lessonOf(jana, two, 'A')]);
      expect(await told('jana')).toEqual(
        sorted([
          ['jana', janaA1, 'reminder.not-started', days(ago(10))],
          ['jana', janaA2, 'reminder.overdue', '6'],
        ]),
      );
      const jobs = await db().query<{ data: { contextId: string; day: string }; state: string }>(
        `SELECT data, state FROM ${JOBS_SCHEMA}.job WHERE name = 'reminders'`,
      );
      expect(jobs.map(({ data, state }) => [data.contextId, data.day, state]).sort()).toEqual(
        tenants.map((contextId) => [contextId, today, 'completed']).sort(),
      );
    } finally {
      await dying.close();
      await restarted?.close();
    }
  }, 150_000);
});
