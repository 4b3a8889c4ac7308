import { type MailPreferences, mailPreferencesSchema } from '@espace/contracts/mail-preferences';
import { defaultMailFrequency, mailPreferenceKinds } from '@espace/domain/notifications/notification-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The profile's e-mail preferences (docs/api.md#email-preferences): read, set, checked, and each user's own. */
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

const call = (method: 'GET' | 'PUT', who: keyof typeof tokens | undefined, payload?: object, host = who === 'acme' ? hosts.acme : hosts.demo) =>
  testApp.app.inject({
    method,
    url: '/api/users/me/mail-preferences',
    headers: { host, ...(who === undefined ? {} : { authorization: `Bearer ${tokens[who]}` }) },
    ...(payload === undefined ? {} : { payload }),
  });
const read = async (who: keyof typeof tokens) => {
  const answer = await call('GET', who);
  expect(answer.statusCode, answer.body).toBe(200);
  return mailPreferencesSchema.parse(answer.json());
};
const frequencies = (preferences: MailPreferences) =>
  Object.fromEntries(preferences.kinds.map(({ kind, frequency, isDefault }) => [kind, `${frequency}${isDefault ? '' : '*'}`]));

describe('my e-mail preferences', () => {
  it('are every kind’s default until I choose (the weekly digest, reminders daily, messages at once), no quiet hours', async () => {
    const mine = await read('learner');
    expect(mine.kinds.map((each) => each.kind)).toEqual(mailPreferenceKinds(false));
    expect(mine.kinds.every((each) => each.frequency === defaultMailFrequency(each.kind) && each.isDefault)).toBe(true);
    expect(frequencies(mine)).toMatchObject({ 'logbook.replied': 'weekly', 'reminder.inactive': 'daily', 'message.received': 'immediately' });
    expect(mine.quietHours).toBeNull();
  });

  it('take my choices and quiet hours, a kind given its default following its default, and replace them as a whole', async () => {
    const body = {
      kinds: [
        { kind: 'logbook.replied', frequency: 'immediately' },
        { kind: 'lesson.opened', frequency: 'never' },
        { kind: 'class.joined', frequency: 'weekly' },
        { kind: 'course.overdue', frequency: 'daily' },
      ],
      quietHours: { from: '22:00', to: '07:30' },
    };
    const answer = await call('PUT', 'learner', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = {
      'logbook.replied': 'immediately*',
      'certificate.earned': 'weekly',
      'certificate.revoked': 'immediately',
      'badge.revoked': 'immediately',
      'lesson.opened': 'never*',
      'class.joined': 'weekly',
      'course.due-soon': 'weekly',
      'course.overdue': 'daily*',
      'message.received': 'immediately',
      'reminder.not-started': 'daily',
      'reminder.inactive': 'daily',
      'reminder.due-soon': 'daily',
      'reminder.overdue': 'daily',
    };
    expect(frequencies(mailPreferencesSchema.parse(answer.json()))).toEqual(expected);
    const mine = await read('learner');
    expect(frequencies(mine)).toEqual(expected);
    expect(mine.quietHours).toEqual({ from: '22:00', to: '07:30' });

    expect((await call('PUT', 'learner', { kinds: [{ kind: 'course.overdue', frequency: 'immediately' }], quietHours: null })).statusCode).toBe(200);
    const replaced = await read('learner');
    expect(frequencies(replaced)).toMatchObject({ 'logbook.replied': 'weekly', 'lesson.opened': 'weekly', 'course.overdue': 'immediately*' });
    expect(replaced.quietHours).toBeNull();
  });

  it.each([
    ['an unknown kind', { kinds: [{ kind: 'lesson.closed', frequency: 'daily' }], quietHours: null }, 'body.kinds.0.kind'],
    ['an unknown frequency', { kinds: [{ kind: 'lesson.opened', frequency: 'hourly' }], quietHours: null }, 'body.kinds.0.frequency'],
    [
      'a kind twice',
      {
        kinds: [
          { kind: 'lesson.opened', frequency: 'daily' },
          { kind: 'lesson.opened', frequency: 'never' },
        ],
        quietHours: null,
      },
      'body.kinds',
    ],
    ['quiet hours that start when they end', { kinds: [], quietHours: { from: '08:00', to: '08:00' } }, 'body.quietHours.to'],
    ['a time that is none', { kinds: [], quietHours: { from: '24:00', to: '07:00' } }, 'body.quietHours.from'],
    ['a time with seconds', { kinds: [], quietHours: { from: '22:00:00', to: '07:00' } }, 'body.quietHours.from'],
    ['no quiet hours said', { kinds: [] }, 'body.quietHours'],
    ['a field of its own', { kinds: [], quietHours: null, email: 'x@y.z' }, 'body.email'],
  ])('refuse %s (400, by path), and keep what was stored', async (_, body, path) => {
    const before = await read('teacher');
    const answer = await call('PUT', 'teacher', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', title: expect.any(String) as string, message: expect.any(String) as string });
    expect((answer.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(path);
    expect(await read('teacher')).toEqual(before);
  });

  it('list a trainer’s kinds to the trainer space’s users only: a learner is never told an evidence pack is ready', async () => {
    expect((await read('learner')).kinds.map(({ kind }) => kind)).not.toContain('evidence-pack.ready');
    expect(frequencies(await read('teacher'))).toMatchObject({ 'evidence-pack.ready': 'never' });
  });

  it('are each user’s own, within their tenant', async () => {
    await call('PUT', 'learner', { kinds: [{ kind: 'lesson.opened', frequency: 'never' }], quietHours: { from: '12:00', to: '14:00' } });
    expect((await call('PUT', 'acme', { kinds: [{ kind: 'lesson.opened', frequency: 'daily' }], quietHours: null })).statusCode).toBe(200);
    expect(frequencies(await read('acme'))).toMatchObject({ 'lesson.opened': 'daily*' });
    expect(frequencies(await read('learner'))).toMatchObject({ 'lesson.opened': 'never*' });
    expect(frequencies(await read('teacher'))).toMatchObject({ 'lesson.opened': 'weekly' });
    // A token on another tenant's host is no token; without one, nothing.
    expect((await call('GET', 'learner', undefined, hosts.acme)).statusCode).toBe(401);
    expect((await call('PUT', 'learner', { kinds: [], quietHours: null }, hosts.acme)).statusCode).toBe(401);
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('PUT', undefined, { kinds: [], quietHours: null })).statusCode).toBe(401);
    expect(frequencies(await read('learner'))).toMatchObject({ 'lesson.opened': 'never*' });
  });
});
