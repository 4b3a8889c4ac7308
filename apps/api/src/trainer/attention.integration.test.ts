import { dayIn } from '@espace/domain/lessons/due-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { provisionLessons } from '../lessons/provision-lessons';
import { createCaller, createCountingTestApp } from '../test/resource-fixtures';
import { hosts, signIn } from '../test/test-app';

/**
 * « À suivre aujourd'hui » (docs/trainers.md#needs-attention-today): across the open classes a
 * trainer teaches, the learners overdue, due soon, not started, inactive or failing their last certifying course,
 * most pressing first; never a finished course, a deactivated learner, a class that is over,
 * another trainer's class or another tenant's; the same queries whatever the number of learners.
 */
let testApp: Awaited<ReturnType<typeof createCountingTestApp>>;
let call: ReturnType<typeof createCaller>;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const now = new Date();
const today = dayIn(now);
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.database.query<T>(sql, params);
const insert = async (sql: string, params: unknown[]) => (await query<{ id: string }>(`${sql} RETURNING id`, params))[0]!.id;

interface Attention {
  items: { class: { id: string; name: string }; learner: { id: string; displayName: string }; reasons: Record<string, unknown>[] }[];
  total: number;
}
const attentionOf = async (token: string, host = hosts.demo) => {
  const response = await createCaller(testApp.app, host)(token, 'GET', '/api/trainer/attention');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Attention;
};
const lines = (attention: Attention) => attention.items.map((item) => [item.class.name, item.learner.displayName, item.reasons.map((reason) => reason.kind)]);

async function tenantOf(alias: string) {
  return (await query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [alias]))[0]!.id;
}

/** A user of the tenant; a trainer gets a password to sign in with. */
async function user(tenant: string, firstname: string, lastname: string, password?: string) {
  const email = `${firstname}.${lastname}@attention.test`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return insert('INSERT INTO users (context_id, email, password_hash, firstname, lastname) VALUES ($1, $2, $3, $4, $5)', [
    tenant,
    email,
    password === undefined ? null : await hashPassword(password),
    firstname,
    lastname,
  ]);
}

/** A class following the program, open from 30 days ago (or over since yesterday), taught by `teacher`. */
async function classOf(tenant: string, name: string, program: string, teacher: string, { over = false } = {}) {
  const classId = await insert('INSERT INTO classes (context_id, name, start_at, expire_at) VALUES ($1, $2, $3, $4)', [
    tenant,
    name,
    ago(30),
    over ? ago(1) : null,
  ]);
  const classProgram = await insert('INSERT INTO class_programs (context_id, class_id, program_id) VALUES ($1, $2, $3)', [tenant, classId, program]);
  await query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER')`, [tenant, classId, teacher]);
  return { classId, classProgram };
}

/** Learners enrolled `enrolledDaysAgo` days ago, with their lessons. */
async function enrol(tenant: string, classId: string, userIds: string[], enrolledDaysAgo = 20) {
  for (const userId of userIds)
    await query(`INSERT INTO class_users (context_id, class_id, user_id, role, created_at) VALUES ($1, $2, $3, 'STUDENT', $4)`, [
      tenant,
      classId,
      userId,
      ago(enrolledDaysAgo),
    ]);
  await provisionLessons(testApp.database, { contextId: tenant, classId, userIds });
}

/** A published program of three courses, the last certifying; its program course ids by name. */
async function program(tenant: string) {
  const category = (await query<{ id: string }>('SELECT id FROM course_categories WHERE context_id = $1 LIMIT 1', [tenant]))[0]!.id;
  const programId = await insert(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'PUBLISHED')`, [tenant, `Suivi ${tenant.slice(0, 8)}`]);
  const courses: Record<string, string> = {};
  for (const [order, title] of ['Module 1', 'Module 2', 'Examen'].entries()) {
    const courseId = await insert(`INSERT INTO courses (context_id, title, category_id, state, settings) VALUES ($1, $2, $3, 'PUBLISHED', $4::jsonb)`, [
      tenant,
      `${title} ${tenant.slice(0, 8)}`,
      category,
      JSON.stringify({ certifying: title === 'Examen' }),
    ]);
    await query(`INSERT INTO course_nodes (context_id, course_id, type, "order", title) VALUES ($1, $2, 'root', 0, 'root')`, [tenant, courseId]);
    courses[title] = await insert('INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, $4)', [
      tenant,
      programId,
      courseId,
      order,
    ]);
  }
  return { programId, courses };
}

const lessonWhere = `context_id = $1 AND user_id = $2 AND program_course_id = $3`;

beforeAll(async () => {
  testApp = await createCountingTestApp();
  call = createCaller(testApp.app, hosts.demo);
  const demo = await tenantOf('demo');
  const acme = await tenantOf('acme');
  const { programId, courses } = await program(demo);
  ids.module1 = courses['Module 1']!;
  const trainer = await user(demo, 'Tina', 'Trainer', 'Trainer#2026');
  const other = await user(demo, 'Omar', 'Other', 'Trainer#2026');

  const spring = await classOf(demo, 'Classe A', programId, trainer);
  const autumn = await classOf(demo, 'Classe B', programId, trainer);
  const over = await classOf(demo, 'Classe terminée', programId, trainer, { over: true });
  const others = await classOf(demo, 'Classe d’Omar', programId, other);
  ids.autumn = autumn.classId;
  const [lea, hugo, zoe, nina, dan, paul, ines, quentin, olivia] = [
    await user(demo, 'Léa', 'Martin'),
    await user(demo, 'Hugo', 'Petit'),
    await user(demo, 'Zoé', 'Amrani'),
    await user(demo, 'Nina', 'Nickel'),
    await user(demo, 'Dan', 'Désactivé'),
    await user(demo, 'Paul', 'Durand'),
    await user(demo, 'Inès', 'Ouverte'),
    await user(demo, 'Quentin', 'Fini'),
    await user(demo, 'Olivia', 'Omar'),
  ];
  Object.assign(ids, { lea, hugo, zoe, paul, ines });
  await enrol(demo, spring.classId, [lea!, hugo!, zoe!, nina!, dan!]);
  await enrol(demo, autumn.classId, [paul!, ines!]);
  await enrol(demo, over.classId, [quentin!]);
  await enrol(demo, others.classId, [olivia!]);

  // Classe A: Module 1 was due two days ago, Module 2 is due tomorrow.
  for (const [course, day] of [
    ['Module 1', inDays(-2)],
    ['Module 2', inDays(1)],
  ] as const)
    await query('INSERT INTO course_due_dates (context_id, class_program_id, program_course_id, due_on) VALUES ($1, $2, $3, $4)', [
      demo,
      spring.classProgram,
      courses[course],
      day,
    ]);
  const active = (userId: string, daysAgo: number) =>
    query(`UPDATE lessons SET started_at = $3, last_page_at = $3, progress = COALESCE(progress, 'ONGOING') WHERE context_id = $1 AND user_id = $2`, [
      demo,
      userId,
      ago(daysAgo),
    ]);
  const finish = (userId: string, course: string, actual: number) =>
    query(
      `UPDATE lessons SET state = 'DONE', progress = 'COMPLETED', ended_at = $4, scoring = jsonb_build_object('global', jsonb_build_object('actual', $5::int, 'max', 10))
        WHERE ${lessonWhere}`,
      [demo, userId, courses[course], ago(1), actual],
    );
  const extend = (userId: string, course: string) =>
    query('INSERT INTO due_date_extensions (context_id, class_program_id, program_course_id, user_id, due_on) VALUES ($1, $2, $3, $4, $5)', [
      demo,
      spring.classProgram,
      courses[course],
      userId,
      inDays(30),
    ]);
  // Léa: active, both courses unfinished. Hugo: active, every course finished, the certifying one at 3 / 10.
  await active(lea!, 1);
  await active(hugo!, 1);
  for (const course of ['Module 1', 'Module 2']) await finish(hugo!, course, 9);
  await finish(hugo!, 'Examen', 3);
  // Zoé: extended, has begun nothing since she was enrolled 20 days ago. Nina: extended and active.
  for (const userId of [zoe!, nina!]) for (const course of ['Module 1', 'Module 2']) await extend(userId, course);
  await active(nina!, 2);
  // Dan would be overdue, but his account is deactivated.
  await query('UPDATE users SET deactivated_at = now() WHERE id = $1', [dan]);
  // Paul: his last page 10 days ago. Quentin's class is over; Olivia is Omar's learner: both quiet for 20 days.
  await active(paul!, 10);
  // Inès opened Module 1 12 days ago and answered nothing: begun, so inactive, not « not started ».
  await query(`UPDATE lessons SET started_at = $4 WHERE ${lessonWhere}`, [demo, ines, courses['Module 1'], ago(12)]);

  // Acme: a trainer and a quiet learner of their own.
  const acmeProgram = await program(acme);
  const acmeTrainer = await user(acme, 'Ana', 'Acme', 'Trainer#2026');
  const acmeClass = await classOf(acme, 'Classe Acme', acmeProgram.programId, acmeTrainer);
  await enrol(acme, acmeClass.classId, [await user(acme, 'Alex', 'Acme')]);

  tokens.trainer = await signIn(testApp.app, hosts.demo, { email: 'tina.trainer@attention.test', password: 'Trainer#2026' });
  tokens.other = await signIn(testApp.app, hosts.demo, { email: 'omar.other@attention.test', password: 'Trainer#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'ana.acme@attention.test', password: 'Trainer#2026' });
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/trainer/attention', () => {
  it('lists the learners of my open classes who need attention, with their reasons, most pressing first', async () => {
    const attention = await attentionOf(tokens.trainer!);
    expect(lines(attention)).toEqual([
      ['Classe A', 'Léa Martin', ['overdue', 'dueSoon']],
      ['Classe A', 'Zoé Amrani', ['notStarted']],
      ['Classe B', 'Paul Durand', ['inactive']],
      ['Classe B', 'Inès Ouverte', ['inactive']],
      ['Classe A', 'Hugo Petit', ['failing']],
    ]);
    expect(attention.total).toBe(5);
    const [lea, zoe, paul, ines, hugo] = attention.items;
    expect(lea!.learner.id).toBe(ids.lea);
    expect(lea!.reasons).toEqual([
      { kind: 'overdue', course: expect.stringMatching(/^Module 1/) as string, dueOn: inDays(-2), daysLate: 2 },
      { kind: 'dueSoon', course: expect.stringMatching(/^Module 2/) as string, dueOn: inDays(1), daysLeft: 1 },
    ]);
    expect(zoe!.reasons).toEqual([{ kind: 'notStarted', days: 20 }]);
    expect(paul!.reasons).toEqual([{ kind: 'inactive', days: 10 }]);
    expect(ines!.reasons).toEqual([{ kind: 'inactive', days: 12 }]);
    expect(hugo!.reasons).toEqual([{ kind: 'failing', course: expect.stringMatching(/^Examen/) as string, score: 30 }]);
  });

  it("never lists another trainer's learners, nor another tenant's, and refuses learners", async () => {
    expect(lines(await attentionOf(tokens.other!))).toEqual([['Classe d’Omar', 'Olivia Omar', ['notStarted']]]);
    expect(lines(await attentionOf(tokens.acme!, hosts.acme))).toEqual([['Classe Acme', 'Alex Acme', ['notStarted']]]);
    expect((await call(tokens.learner, 'GET', '/api/trainer/attention')).statusCode).toBe(403);
  });

  it('costs the same queries for many more learners, and lists the first 50 of them', async () => {
    const demo = await tenantOf('demo');
    testApp.counter.queries = 0;
    await attentionOf(tokens.trainer!);
    const few = testApp.counter.queries;
    const many: string[] = [];
    for (let index = 0; index < 60; index += 1) many.push(await user(demo, `Nouveau${index}`, 'Calme'));
    await enrol(demo, ids.autumn!, many);
    testApp.counter.queries = 0;
    const attention = await attentionOf(tokens.trainer!);
    expect(testApp.counter.queries).toBe(few);
    expect(attention.total).toBe(65);
    expect(attention.items).toHaveLength(50);
    expect(attention.items[0]!.learner.displayName).toBe('Léa Martin');
  });
});
