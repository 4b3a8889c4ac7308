import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailPreferences } from '@espace/contracts/mail-preferences';
import { timeOfDay } from '@espace/domain/notifications/mail-delivery';
import type { NewNotification } from '@espace/domain/notifications/notification-kinds';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { mailFiles } from '../test/mail-test-support';
import type { ReadMail } from '../test/read-mail';
import { addResourceFixtures, type ResourceFixtures } from '../test/resource-fixtures';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { notify } from './notify';

/**
 * E-mail notifications (docs/api.md#email-preferences): a kind its reader gets at once is mailed
 * once, after their quiet hours; digests list by class what was neither mailed nor read, in the
 * reader's language, and never twice; every mail stops its kinds in one click, without a session.
 */
let testApp: TestApp;
let dataDir: string;
let data: ResourceFixtures;
const tokens: Record<'learner' | 'bob' | 'acme', string> = { learner: '', bob: '', acme: '' };

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const inject = (options: { method: 'GET' | 'PUT' | 'POST'; url: string; token?: string; host?: string; payload?: object | string; headers?: object }) =>
  testApp.app.inject({
    method: options.method,
    url: options.url,
    headers: { host: options.host ?? hosts.demo, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
const setPreferences = async (who: keyof typeof tokens, body: object) => {
  const answer = await inject({
    method: 'PUT',
    url: '/api/users/me/mail-preferences',
    token: tokens[who],
    host: who === 'acme' ? hosts.acme : hosts.demo,
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MailPreferences;
};
const frequencyOf = async (who: keyof typeof tokens, kind: string) =>
  ((await inject({ method: 'GET', url: '/api/users/me/mail-preferences', token: tokens[who] })).json() as MailPreferences).kinds.find(
    (each) => each.kind === kind,
  );
const tell = (notifications: NewNotification[], now = new Date()) => notify(testApp.testDatabase.database, data.tenant, notifications, { now });
/** The mails handed over since the last call. */
async function mailed(): Promise<ReadMail[]> {
  await testApp.app.mailer.drain();
  const mails = await mailFiles(dataDir);
  await rm(join(dataDir, 'mail'), { recursive: true, force: true });
  return mails;
}
const sendDue = (now = new Date()) => testApp.app.notificationMails.sendDue(now);
/** A quiet-hours window around the current minute in Paris. */
function quietAroundNow(now: Date) {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(now)
    .split(':')
    .map(Number) as [number, number];
  const current = hour * 60 + minute;
  return { from: timeOfDay((current + 1440 - 60) % 1440), to: timeOfDay((current + 60) % 1440) };
}
const lessonOpened = (userId: string, lessonId: string, course = 'Premiers secours'): NewNotification => ({
  userId,
  kind: 'lesson.opened',
  params: { lessonId, course },
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-notification-mails-'));
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir });
  data = await addResourceFixtures(testApp.testDatabase.database);
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.bob = await signIn(testApp.app, hosts.demo, { email: 'bob@demo.test', password: 'Learner#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await query('DELETE FROM notifications WHERE context_id = $1', [data.tenant]);
  for (const who of ['learner', 'bob'] as const) await setPreferences(who, { kinds: [], quietHours: null });
  await mailed();
});

describe('a kind mailed at once', () => {
  it('is mailed once, in its reader’s language and tenant’s colours, leading to its screen on the configured origin, with a one-click unsubscribe', async () => {
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'immediately' }], quietHours: null });
    await tell([lessonOpened(data.bob, data.lessons.bob)]);
    // Two processes looking at once: one mail.
    expect((await Promise.all([sendDue(), sendDue()])).reduce((sum, count) => sum + count)).toBe(1);
    const [mail, ...others] = await mailed();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'bob@demo.test', subject: 'Académie Démo : Nouveau cours ouvert : « Premiers secours »' });
    expect(mail!.text).toContain('Bonjour Bob Petit,');
    expect(mail!.text).toContain(`Voir sur Académie Démo: http://localhost:3000/session/${data.lessons.bob}`);
    expect(mail!.html).toContain('background:#1d4ed8');
    expect(mail!.listUnsubscribe).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/mail\/unsubscribe\/[\w~,.-]+$/),
      post: 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toMatch(/Ne plus recevoir ce type d’e-mail: http:\/\/localhost:3000\/desabonnement#[\w~,.-]+/);
    expect(mail!.text).toContain('Gérer mes e-mails: http://localhost:3000/me');
    // Sent: never again, and the same event told twice (its key) is stored, and so mailed, once.
    expect(await sendDue()).toBe(0);
    await tell([lessonOpened(data.bob, data.lessons.bob)]);
    expect(await sendDue()).toBe(0);
    expect(await mailed()).toEqual([]);
    expect(await query('SELECT mailed_at IS NOT NULL AS mailed FROM notifications WHERE user_id = $1', [data.bob])).toEqual([{ mailed: true }]);
  });

  it('speaks the reader’s own language', async () => {
    await query(`UPDATE users SET preferred_locale = 'en' WHERE id = $1`, [data.learner]);
    try {
      await setPreferences('learner', { kinds: [{ kind: 'course.due-soon', frequency: 'immediately' }], quietHours: null });
      await tell([{ userId: data.learner, kind: 'course.due-soon', params: { lessonId: data.lessons.learner, course: 'Safety', dueOn: '2026-12-12' } }]);
      await sendDue();
      const [mail] = await mailed();
      expect(mail).toMatchObject({ to: 'learner@demo.test', subject: 'Académie Démo: “Safety” is due by 12 December 2026' });
      expect(mail!.text).toContain('Stop this kind of email: http://localhost:3000/desabonnement#');
    } finally {
      await query(`UPDATE users SET preferred_locale = 'fr' WHERE id = $1`, [data.learner]);
    }
  });

  it('waits for the end of the reader’s quiet hours', async () => {
    const now = new Date();
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'immediately' }], quietHours: quietAroundNow(now) });
    await tell([lessonOpened(data.bob, data.lessons.bob)], now);
    const [row] = await query<{ mail_after: Date }>('SELECT mail_after FROM notifications WHERE user_id = $1', [data.bob]);
    const wait = row!.mail_after.getTime() - now.getTime();
    expect(wait).toBeGreaterThan(58 * 60 * 1000);
    expect(wait).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await sendDue(now)).toBe(0);
    expect(await sendDue(new Date(now.getTime() + 30 * 60 * 1000))).toBe(0);
    expect(await sendDue(new Date(now.getTime() + 61 * 60 * 1000))).toBe(1);
    expect((await mailed()).map((mail) => mail.to)).toEqual(['bob@demo.test']);
  });

  it('is not mailed when its kind is never mailed, or when it was read, or its kind moved to a digest, before it left', async () => {
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'never' }], quietHours: null });
    await tell([lessonOpened(data.bob, data.lessons.bob)]);
    expect(await query('SELECT mail_after FROM notifications WHERE user_id = $1', [data.bob])).toEqual([{ mail_after: null }]);
    expect(await sendDue()).toBe(0);
    expect(await testApp.app.notificationMails.sendDigests(data.tenant, '2026-11-30', new Date())).toBe(0);

    const now = new Date();
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'immediately' }], quietHours: quietAroundNow(now) });
    await tell([lessonOpened(data.bob, 'read-meanwhile'), lessonOpened(data.bob, 'moved-meanwhile')], now);
    await query(`UPDATE notifications SET read_at = now() WHERE params ->> 'lessonId' = 'read-meanwhile'`);
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'daily' }], quietHours: null });
    expect(await sendDue(new Date(now.getTime() + 61 * 60 * 1000))).toBe(0);
    expect(await mailed()).toEqual([]);
    expect(await query(`SELECT params ->> 'lessonId' AS lesson FROM notifications WHERE user_id = $1 AND mail_after IS NOT NULL`, [data.bob])).toEqual([]);
  });

  it('is not mailed to a deactivated account, even one deactivated after the event', async () => {
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'immediately' }], quietHours: null });
    await tell([lessonOpened(data.bob, 'before')]);
    await query('UPDATE users SET deactivated_at = now() WHERE id = $1', [data.bob]);
    try {
      await tell([lessonOpened(data.bob, 'after')]);
      expect(await query(`SELECT params ->> 'lessonId' AS lesson FROM notifications WHERE user_id = $1 AND mail_after IS NOT NULL`, [data.bob])).toEqual([
        { lesson: 'before' },
      ]);
      expect(await sendDue()).toBe(0);
      expect(await mailed()).toEqual([]);
    } finally {
      await query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [data.bob]);
    }
  });
});

describe('digests', () => {
  const tuesday = '2026-12-01';
  const monday = '2026-11-30';
  const digest = (day: string) => testApp.app.notificationMails.sendDigests(data.tenant, day, new Date());

  it('list by class, general news last, in the reader’s language, what was neither mailed nor read, once', async () => {
    const [autumn] = await query<{ id: string }>(`SELECT id FROM classes WHERE name = 'Automne 2026 — Sécurité'`);
    await query(`UPDATE users SET preferred_locale = 'en' WHERE id = $1`, [data.learner]);
    try {
      await setPreferences('learner', {
        kinds: ['lesson.opened', 'class.joined', 'logbook.replied'].map((kind) => ({ kind, frequency: 'daily' })),
        quietHours: null,
      });
      await tell([
        lessonOpened(data.learner, data.lessons.learner, 'Fixture course'),
        { userId: data.learner, kind: 'class.joined', params: { classId: autumn!.id, className: 'Automne 2026 — Sécurité', role: 'STUDENT' } },
        { userId: data.learner, kind: 'logbook.replied', params: { replyId: data.logBook, trainer: 'Thomas Bernard' } },
        lessonOpened(data.learner, 'read-already', 'Read already'),
        // A weekly kind (its default): not in a Tuesday's digest.
        { userId: data.learner, kind: 'course.due-soon', params: { lessonId: data.lessons.learner, course: 'Fixture course', dueOn: '2026-12-04' } },
        // Bob chose nothing: his kinds wait for Monday.
        lessonOpened(data.bob, data.lessons.bob),
      ]);
      await query(`UPDATE notifications SET read_at = now() WHERE params ->> 'lessonId' = 'read-already'`);

      // Two processes running the pass at once: one digest.
      expect((await Promise.all([digest(tuesday), digest(tuesday)])).reduce((sum, count) => sum + count)).toBe(1);
      const [mail, ...others] = await mailed();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to: 'learner@demo.test', subject: 'Académie Démo: your daily digest' });
      const body = mail!.text.slice(mail!.text.indexOf('Here is'), mail!.text.indexOf('See all my notifications'));
      expect(body.split('\n').filter((line) => line !== '')).toEqual([
        'Here is what you have not seen yet on Académie Démo.',
        'Class “Automne 2026 — Sécurité”',
        `- You joined the class “Automne 2026 — Sécurité”: http://localhost:3000/`,
        'Class “Fixture class”',
        `- New course open: “Fixture course”: http://localhost:3000/session/${data.lessons.learner}`,
        'Other news',
        '- Thomas Bernard replied in your logbook: http://localhost:3000/tableau-de-bord/logbook',
      ]);
      expect(mail!.text).toContain('You get this digest every morning');
      expect(mail!.listUnsubscribe?.post).toBe('List-Unsubscribe=One-Click');
      expect(mail!.text).toMatch(/Stop this digest: http:\/\/localhost:3000\/desabonnement#[\w-]+~[a-z.,-]+~[\w-]+/);

      // Run again (a retry, another process): nothing twice.
      expect(await digest(tuesday)).toBe(0);
      expect(await mailed()).toEqual([]);

      // Monday: the weekly kinds too, one mail per reader.
      await tell([lessonOpened(data.learner, 'new-on-monday', 'New on Monday')]);
      expect(await digest(monday)).toBe(2);
      const mondays = await mailed();
      expect(mondays.map((each) => [each.to, each.subject]).sort()).toEqual([
        ['bob@demo.test', 'Académie Démo : votre résumé de la semaine'],
        ['learner@demo.test', 'Académie Démo: your weekly digest'],
      ]);
      const lea = mondays.find((each) => each.to === 'learner@demo.test')!;
      expect(lea.text).toContain('“Fixture course” is due by 4 December 2026');
      expect(lea.text).toContain('New course open: “New on Monday”');
      expect(lea.text).not.toContain('Thomas Bernard');
      expect(mondays.find((each) => each.to === 'bob@demo.test')!.text).toContain('Classe « Fixture class »');
      expect(await digest(monday)).toBe(0);
    } finally {
      await query(`UPDATE users SET preferred_locale = 'fr' WHERE id = $1`, [data.learner]);
    }
  });

  it('hold a reader’s digest until their quiet hours end', async () => {
    const now = new Date();
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'daily' }], quietHours: quietAroundNow(now) });
    await tell([lessonOpened(data.bob, data.lessons.bob)]);
    expect(await testApp.app.notificationMails.sendDigests(data.tenant, tuesday, now)).toBe(1);
    const jobs = await query<{ id: string; start_after: Date; priority: number }>(
      `SELECT id, start_after, priority FROM ${JOBS_SCHEMA}.job WHERE name = 'mail' AND state = 'created' AND data -> 'message' ->> 'to' = 'bob@demo.test'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.start_after.getTime() - now.getTime()).toBeGreaterThan(58 * 60 * 1000);
    // A digest is a background mail: the mails someone waits for leave before it.
    expect(jobs[0]!.priority).toBe(-1);
    // Not to wait an hour here: the held mail is taken away.
    await query(`DELETE FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [jobs[0]!.id]);
  });
});

describe('unsubscribing', () => {
  /** A mail to Bob of a kind he gets at once; its token is the same for every mail of that kind (a signature, no random). */
  const mailToBob = async (kind: 'lesson.opened' | 'course.overdue' = 'lesson.opened') => {
    await setPreferences('bob', { kinds: [{ kind, frequency: 'immediately' }], quietHours: null });
    await tell([{ userId: data.bob, kind, params: { lessonId: data.lessons.bob, course: 'Premiers secours', dueOn: '2026-11-20' } } as NewNotification]);
    await sendDue();
    const [mail] = await mailed();
    const oneClick = mail!.listUnsubscribe!.url;
    return { oneClick, token: oneClick.slice(oneClick.lastIndexOf('/') + 1), page: /\/desabonnement#(\S+)/.exec(mail!.text)![1]! };
  };
  const post = (url: string, host = hosts.demo) =>
    inject({
      method: 'POST',
      url: new URL(url).pathname,
      host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('stops the mail’s kind in one click, without a session, and is undone from the profile', async () => {
    const { oneClick, token, page } = await mailToBob();
    expect(page).toBe(token);
    const answer = await post(oneClick);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ kinds: ['lesson.opened'] });
    expect(await frequencyOf('bob', 'lesson.opened')).toEqual({ kind: 'lesson.opened', frequency: 'never', isDefault: false });
    await tell([lessonOpened(data.bob, 'after-unsubscribing')]);
    expect(await sendDue()).toBe(0);
    // Used again: the same answer, nothing else changes.
    expect((await post(oneClick)).statusCode).toBe(200);
    await setPreferences('bob', { kinds: [{ kind: 'lesson.opened', frequency: 'immediately' }], quietHours: null });
    expect(await frequencyOf('bob', 'lesson.opened')).toMatchObject({ frequency: 'immediately' });
  });

  it('stops it from the page the mail links to, the token in the body', async () => {
    const { page } = await mailToBob();
    const answer = await inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token: page } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ kinds: ['lesson.opened'] });
    expect(await frequencyOf('bob', 'lesson.opened')).toMatchObject({ frequency: 'never' });
  });

  it('sends a browser opening the one-click address to the page, on the configured origin, changing nothing', async () => {
    const { token } = await mailToBob();
    const answer = await inject({ method: 'GET', url: `/api/mail/unsubscribe/${token}`, host: 'evil.example:3000' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`http://localhost:3000/desabonnement#${token}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await frequencyOf('bob', 'lesson.opened')).toMatchObject({ frequency: 'immediately' });
  });

  it('refuses a forged, altered or other tenant’s token with UNSUBSCRIBE_LINK_INVALID, and changes nothing', async () => {
    const { oneClick, token } = await mailToBob();
    const [userId, , signature] = token.split('~') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${userId}~lesson.opened~${flipped}`,
      // Its signature on another kind, or on another user.
      `${userId}~class.joined~${signature}`,
      `${userId}~lesson.opened,class.joined~${signature}`,
      `${data.learner}~lesson.opened~${signature}`,
      'not-a-token',
      `${userId}~unknown.kind~${signature}`,
    ];
    for (const each of forged) {
      const answer = await inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token: each } });
      expect(answer.statusCode, each).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', title: 'Invalid unsubscribe link', message: expect.any(String) as string });
    }
    // Bob's token on acme's host: not acme's.
    const acme = await post(oneClick, hosts.acme);
    expect(acme.statusCode).toBe(404);
    expect(acme.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    const tooLong = await inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token: 'x'.repeat(401) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await frequencyOf('bob', 'lesson.opened')).toMatchObject({ frequency: 'immediately' });
    expect(await frequencyOf('learner', 'lesson.opened')).toMatchObject({ frequency: 'weekly', isDefault: true });
  });

  it('limits the uses of one token per hour', async () => {
    const { oneClick } = await mailToBob('course.overdue');
    const statuses = [];
    for (let use = 0; use < 11; use += 1) statuses.push((await post(oneClick)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
