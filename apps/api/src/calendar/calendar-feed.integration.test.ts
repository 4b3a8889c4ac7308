import { createHash } from 'node:crypto';
import { issuedCalendarFeedSchema, myCalendarFeedSchema } from '@espace/contracts/calendar';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** Calendar feeds (docs/api.md#calendar-feed): the link made, renewed and revoked, and the feed parsed back as a calendar app reads it. */
let testApp: TestApp;
const tokens: Record<'learner' | 'teacher' | 'acme', string> = { learner: '', teacher: '', acme: '' };

beforeAll(async () => {
  testApp = await createTestApp();
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const call = (method: 'GET' | 'POST' | 'DELETE', who: keyof typeof tokens, host = who === 'acme' ? hosts.acme : hosts.demo) =>
  testApp.app.inject({ method, url: '/api/users/me/calendar-feed', headers: { host, authorization: `Bearer ${tokens[who]}` } });
const issue = async (who: keyof typeof tokens, host?: string) => {
  const answer = await call('POST', who, host);
  expect(answer.statusCode).toBe(201);
  return issuedCalendarFeedSchema.parse(answer.json());
};
/** The feed at a link's address, asked as a calendar app does: no header but the Host. */
const read = (url: string, host = new URL(url).host, remoteAddress = '10.1.0.1') => {
  const { pathname } = new URL(url);
  return testApp.app.inject({ method: 'GET', url: pathname, headers: { host }, remoteAddress });
};

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
}
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}
const feedOf = async (url: string) => {
  const answer = await read(url);
  expect(answer.statusCode).toBe(200);
  return parse(answer.body);
};

describe('a learner’s feed', () => {
  it('has no link until one is made, then one since then, its address on the configured origin whatever the Host said', async () => {
    expect(myCalendarFeedSchema.parse((await call('GET', 'learner')).json())).toEqual({ feed: null });
    // An unknown Host reaches the default tenant (demo): the address still starts with its configured origin.
    const issued = await issue('learner', 'evil.example:3000');
    expect(issued.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(myCalendarFeedSchema.parse((await call('GET', 'learner')).json())).toEqual({ feed: { createdAt: issued.createdAt } });
  });

  it('keeps only the hash of the token', async () => {
    const { url } = await issue('learner');
    const token = /\/calendar\/([\w-]+)\.ics$/.exec(url)![1]!;
    const rows = await query<{ token_hash: string }>(
      `SELECT token_hash FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE u.email = 'learner@demo.test'`,
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('answers an iCalendar its apps can keep: type, cache, name, stable UIDs, UTC instants', async () => {
    const { url } = await issue('learner');
    const answer = await read(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    expect(answer.body).toContain('X-WR-CALNAME:Académie Démo — mes dates');
    expect(answer.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const { events } = parse(answer.body);
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const uid of uids) expect(uid).toMatch(/^(programOpens|programCloses|classStarts|classEnds)\.[0-9a-f-]{36}@localhost$/);
    // Read again, or through a renewed link: the same events under the same UIDs, so apps update rather than add.
    expect(parse((await read(url)).body).events).toEqual(events);
    expect((await feedOf((await issue('learner')).url)).events).toEqual(events);
  });

  it('lists the openings and closings of their own classes’ programs, in French', async () => {
    const { events } = await feedOf((await issue('learner')).url);
    const [autumn] = await query<{ id: string }>(
      `SELECT cp.id FROM class_programs cp JOIN classes c ON c.id = cp.class_id JOIN programs p ON p.id = cp.program_id WHERE c.name = 'Automne 2026 — Sécurité' AND p.name = 'Sécurité au travail'`,
    );
    expect(events).toContainEqual({
      uid: `programOpens.${autumn!.id}@localhost`,
      summary: 'Ouverture : Sécurité au travail',
      description: 'Classe : Automne 2026 — Sécurité\nModules : Les gestes qui sauvent\nSur Académie Démo : http://localhost:3000',
      start: '2026-09-14T07:00:00.000Z',
      end: '2026-09-14T07:00:00.000Z',
    });
    expect(events.find((event) => event.uid === `programCloses.${autumn!.id}@localhost`)?.start).toBe('2027-12-31T22:59:59.000Z');
    // Only the classes they follow as a learner: every event names one of them.
    const mine = await query<{ name: string }>(
      `SELECT c.name FROM classes c JOIN class_users cu ON cu.class_id = c.id JOIN users u ON u.id = cu.user_id WHERE u.email = 'learner@demo.test' AND cu.role = 'STUDENT'`,
    );
    const classNames = new Set(mine.map((row) => row.name));
    for (const event of events) expect(classNames.has(/^Classe : (.+)$/m.exec(event.description)![1]!)).toBe(true);
    expect(events.filter((event) => event.uid.startsWith('class'))).toEqual([]);
  });

  it('marks the day each unfinished course is due, as a whole day, the learner’s extension counted', async () => {
    const teacher = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: { host: hosts.demo, authorization: `Bearer ${tokens.teacher}` }, ...(payload ? { payload } : {}) });
    const classId = async (name: string) => (await query<{ id: string }>('SELECT id FROM classes WHERE name = $1', [name]))[0]!.id;
    const courseIds = async (klass: string) =>
      ((await teacher('GET', `/api/classes/${klass}/due-dates`)).json() as { programs: { courses: { programCourseId: string; title: string }[] }[] }).programs
        .flatMap((program) => program.courses)
        .map((course) => [course.title, course.programCourseId] as const);
    const spring = await classId('Printemps 2026 — Accueil client');
    const winter = await classId('Hiver 2026 — Relation client');
    const springCourses = new Map(await courseIds(spring));
    const [winterCourse] = await courseIds(winter);
    const [learner] = await query<{ id: string }>(`SELECT id FROM users WHERE email = 'learner@demo.test'`);
    const welcome = springCourses.get('Accueillir un client')!;
    const due = [
      [`/api/classes/${spring}/due-dates/${welcome}`, { dueOn: '2026-12-01' }],
      [`/api/classes/${spring}/due-dates/${welcome}/extensions/${learner!.id}`, { dueOn: '2026-12-08' }],
      [`/api/classes/${spring}/due-dates/${springCourses.get('Traiter une réclamation')!}`, { dueOn: '2026-12-03' }],
      // Léa finished every course of her winter class: its due date is hers no more.
      [`/api/classes/${winter}/due-dates/${winterCourse![1]}`, { dueOn: '2026-12-02' }],
    ] as const;
    try {
      for (const [url, body] of due) expect((await teacher('PUT', url, body)).statusCode).toBe(200);
      const answer = await read((await issue('learner')).url);
      const calendar = new ICAL.Component(ICAL.parse(answer.body));
      const dueEvents = calendar
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component))
        .filter((event) => event.uid.startsWith('courseDue.'))
        .map((event) => ({ summary: event.summary, day: event.startDate.toString(), wholeDay: event.startDate.isDate }));
      expect(dueEvents).toEqual([
        { summary: 'À terminer : Traiter une réclamation', day: '2026-12-03', wholeDay: true },
        { summary: 'À terminer : Accueillir un client', day: '2026-12-08', wholeDay: true },
      ]);
    } finally {
      for (const course of [welcome, springCourses.get('Traiter une réclamation')!]) await teacher('DELETE', `/api/classes/${spring}/due-dates/${course}`);
      await teacher('DELETE', `/api/classes/${winter}/due-dates/${winterCourse![1]}`);
    }
  });

  it('speaks the learner’s own language', async () => {
    await query(`UPDATE users SET preferred_locale = 'en' WHERE email = 'learner@demo.test'`);
    try {
      const feed = await feedOf((await issue('learner')).url);
      expect(feed.name).toBe('Académie Démo — my dates');
      expect(feed.events.map((event) => event.summary)).toContain('Opens: Sécurité au travail');
      expect(feed.events.every((event) => /^(Opens|Closes): /.test(event.summary))).toBe(true);
    } finally {
      await query(`UPDATE users SET preferred_locale = NULL WHERE email = 'learner@demo.test'`);
    }
  });

  it('leaves out a closed class, and a program closed or archived by an admin', async () => {
    const url = (await issue('learner')).url;
    const before = (await feedOf(url)).events;
    const closed = async (sql: string, undo: string, gone: RegExp) => {
      await query(sql);
      try {
        const after = (await feedOf(url)).events;
        expect(after.length).toBeLessThan(before.length);
        expect(after.filter((event) => gone.test(event.description) || gone.test(event.summary))).toEqual([]);
      } finally {
        await query(undo);
      }
    };
    await closed(
      `UPDATE classes SET expired = true WHERE name = 'Automne 2026 — Sécurité'`,
      `UPDATE classes SET expired = false WHERE name = 'Automne 2026 — Sécurité'`,
      /Automne 2026 — Sécurité/,
    );
    await closed(
      `UPDATE programs SET state = 'ARCHIVED' WHERE name = 'Relation client'`,
      `UPDATE programs SET state = 'PUBLISHED' WHERE name = 'Relation client'`,
      /Relation client/,
    );
    await closed(
      `UPDATE programs SET state = 'CLOSED' WHERE name = 'Sécurité au travail'`,
      `UPDATE programs SET state = 'PUBLISHED' WHERE name = 'Sécurité au travail'`,
      /Sécurité au travail/,
    );
    expect((await feedOf(url)).events).toEqual(before);
  });
});

describe('a trainer’s feed', () => {
  it('dates the classes they teach, and nothing of the classes they do not', async () => {
    const { events } = await feedOf((await issue('teacher')).url);
    const taught = await query<{ id: string; name: string; start_at: Date | null }>(
      `SELECT c.id, c.name, c.start_at FROM classes c JOIN class_users cu ON cu.class_id = c.id JOIN users u ON u.id = cu.user_id
        WHERE u.email = 'teacher@demo.test' AND cu.role = 'TEACHER' AND NOT c.expired`,
    );
    expect(taught.length).toBeGreaterThan(0);
    for (const klass of taught.filter((row) => row.start_at !== null)) {
      expect(events).toContainEqual(
        expect.objectContaining({
          uid: `classStarts.${klass.id}@localhost`,
          summary: `Début de la classe ${klass.name}`,
          start: klass.start_at!.toISOString(),
        }),
      );
    }
    const names = new Set(taught.map((row) => row.name));
    for (const event of events) expect(names.has(/^Classe : (.+)$/m.exec(event.description)![1]!)).toBe(true);
  });
});

describe('the link', () => {
  it('stops at once when renewed: the old address is 404, the new one answers', async () => {
    const old = await issue('learner');
    const renewed = await issue('learner');
    expect(renewed.url).not.toBe(old.url);
    const gone = await read(old.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await read(renewed.url)).statusCode).toBe(200);
  });

  it('stops when revoked, and none is out afterwards', async () => {
    const { url } = await issue('learner');
    const revoked = await call('DELETE', 'learner');
    expect(revoked.statusCode).toBe(204);
    expect((await read(url)).statusCode).toBe(404);
    expect((await call('GET', 'learner')).json()).toEqual({ feed: null });
    // Revoking again is no error.
    expect((await call('DELETE', 'learner')).statusCode).toBe(204);
  });

  it('opens nothing on another tenant’s host, and each user’s link opens their own feed', async () => {
    const demo = await issue('learner');
    const acme = await issue('acme');
    expect(acme.url).toMatch(/^http:\/\/acme\.localhost:3000\/api\/calendar\//);
    expect((await read(demo.url, hosts.acme)).statusCode).toBe(404);
    expect((await read(acme.url, hosts.demo)).statusCode).toBe(404);
    const acmeFeed = await feedOf(acme.url);
    expect(acmeFeed.name).toMatch(/^Acme/);
    const demoFeed = await feedOf(demo.url);
    expect(acmeFeed.events.map((event) => event.uid).filter((uid) => demoFeed.events.some((event) => event.uid.split('@')[0] === uid.split('@')[0]))).toEqual(
      [],
    );
    expect(demoFeed.events.some((event) => /Workplace safety|Customer care/.test(event.summary))).toBe(false);
  });

  it('opens nothing once its account is deactivated', async () => {
    const { url } = await issue('learner');
    await query(`UPDATE users SET deactivated_at = now() WHERE email = 'learner@demo.test'`);
    try {
      expect((await read(url)).statusCode).toBe(404);
    } finally {
      await query(`UPDATE users SET deactivated_at = NULL WHERE email = 'learner@demo.test'`);
    }
  });

  it('answers 404 to made-up tokens, and limits one feed’s reads per hour', async () => {
    for (const made of ['x'.repeat(43), '', 'a.b', '%E2%82%AC']) expect((await read(`http://localhost:3000/api/calendar/${made}.ics`)).statusCode).toBe(404);
    const { url } = await issue('teacher');
    const answers = [];
    // From many addresses: the limit is the feed's, not an address's.
    for (let index = 0; index < 61; index += 1) answers.push((await read(url, undefined, `10.2.${Math.floor(index / 250)}.${index % 250}`)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('needs a signed-in user to make, show or revoke it', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await testApp.app.inject({ method, url: '/api/users/me/calendar-feed', headers: { host: hosts.demo } })).statusCode).toBe(401);
    }
  });
});
