import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meSchema } from '@espace/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIfTheAttemptsJustEnded, createTestApp, hosts, type TestApp } from '../test/test-app';
import { addressLinkTokenOf, mailFiles } from '../test/mail-test-support';

let testApp: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-registration-'));
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => testApp.testDatabase.database;
const demoId = async () => (await db().query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
const register = (payload: Record<string, unknown>, host = hosts.demo, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/users', headers: { host }, payload, remoteAddress });
const mailsTo = async (address: string) => {
  await testApp.app.mailer.drain();
  return (await mailFiles(dataDir)).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
};
const meOf = async (token: string) =>
  meSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${token}` } })).json());
const confirm = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/email-verification', headers: { host: hosts.demo }, payload: { token } });
const resend = (session: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/me/email-verification', headers: { host: hosts.demo, authorization: `Bearer ${session}` } });
const signInWith = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/users/login', headers: { host: hosts.demo }, payload });
const tokenOf = (response: { json: () => unknown }) => (response.json() as { access_token: string }).access_token;
const valid = { invitationCode: 'WELCOME-DEMO', username: 'new.learner', password: 'Welcome#2026', firstname: 'Nina', lastname: 'Nouvelle' };
const useCount = async (code: string) =>
  (await db().query<{ use_count: number }>('SELECT use_count FROM invitation_codes WHERE code = $1', [code]))[0]?.use_count;

describe('POST /api/users (registration with an invitation code)', () => {
  it('creates the account, counts the code, and signs the user in, the address waiting for its link', async () => {
    const before = await useCount('WELCOME-DEMO');
    const response = await register({ ...valid, email: 'nina@demo.test' });
    expect(response.statusCode).toBe(201);
    const me = await meOf(tokenOf(response));
    expect(me).toMatchObject({
      username: 'new.learner',
      email: '',
      pendingEmail: { email: 'nina@demo.test', awaiting: 'confirmation' },
      firstname: 'Nina',
      lastname: 'Nouvelle',
      isFromInvitationCode: true,
    });
    expect(await useCount('WELCOME-DEMO')).toBe((before ?? 0) + 1);
    expect((await signInWith({ username: 'new.learner', password: 'Welcome#2026' })).statusCode).toBe(200);
  });

  it('registers without an email (the invitation makes it optional)', async () => {
    const first = await register({ ...valid, username: 'no.mail.one' });
    const second = await register({ ...valid, username: 'no.mail.two', email: '' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  });

  it.each([
    ['unknown', 'NOT-A-CODE'],
    ['expired', 'EXPIRED-CODE'],
    ['usedUp', 'USED-UP-CODE'],
  ])('refuses an %s code with INVALID_INVITATION_CODE, says why, and creates nobody', async (reason, code) => {
    const tenant = await demoId();
    await db().query(
      `INSERT INTO invitation_codes (context_id, code, max_uses, use_count, expires_at) VALUES
        ($1, 'EXPIRED-CODE', 10, 0, now() - interval '1 minute'), ($1, 'USED-UP-CODE', 2, 2, NULL) ON CONFLICT DO NOTHING`,
      [tenant],
    );
    const response = await register({ ...valid, invitationCode: code, username: `user.${code.toLowerCase()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INVITATION_CODE', issues: [{ path: 'invitationCode', message: reason }] });
    expect(await db().query('SELECT 1 FROM users WHERE username = $1', [`user.${code.toLowerCase()}`])).toHaveLength(0);
  });

  it('takes the last use of a code once when two registrations race for it', async () => {
    await db().query("INSERT INTO invitation_codes (context_id, code, max_uses) VALUES ($1, 'LAST-ONE', 1)", [await demoId()]);
    const answers = await Promise.all([
      register({ ...valid, invitationCode: 'LAST-ONE', username: 'racer.one' }),
      register({ ...valid, invitationCode: 'LAST-ONE', username: 'racer.two' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await useCount('LAST-ONE')).toBe(1);
  });

  it('reports a taken username on username without spending the code', async () => {
    const before = await useCount('WELCOME-DEMO');
    const username = await register({ ...valid, username: 'LEA.MARTIN' });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ code: 'UNIQUE_USERNAME', issues: [{ path: 'username' }] });
    expect(await useCount('WELCOME-DEMO')).toBe(before);
  });

  it('answers and behaves exactly the same for a taken address as for a free one; only the owner of the taken one hears of it (L-3)', async () => {
    const taken = await register({ ...valid, username: 'someone.else', email: 'Learner@Demo.test' }, hosts.demo, '203.0.113.30');
    const free = await register({ ...valid, username: 'someone.new', email: 'someone.new@demo.test' }, hosts.demo, '203.0.113.31');
    expect([taken.statusCode, free.statusCode]).toEqual([201, 201]);
    expect(Object.keys(taken.json() as object)).toEqual(Object.keys(free.json() as object));

    // The registrant sees the same "address to confirm" state either way…
    const [takenMe, freeMe] = [await meOf(tokenOf(taken)), await meOf(tokenOf(free))];
    expect(takenMe).toMatchObject({ email: '', emailVerified: false, pendingEmail: { email: 'Learner@Demo.test', awaiting: 'confirmation' } });
    expect(freeMe).toMatchObject({ email: '', emailVerified: false, pendingEmail: { email: 'someone.new@demo.test', awaiting: 'confirmation' } });
    // …signing in with the address fails the same way…
    const [takenSignIn, freeSignIn] = [
      await signInWith({ email: 'learner@demo.test', password: valid.password }),
      await signInWith({ email: 'someone.new@demo.test', password: valid.password }),
    ];
    expect([takenSignIn.statusCode, freeSignIn.statusCode]).toEqual([401, 401]);
    expect(takenSignIn.json()).toEqual(freeSignIn.json());
    // …and "send the link again" answers the same.
    expect([(await resend(tokenOf(taken))).statusCode, (await resend(tokenOf(free))).statusCode]).toEqual([202, 202]);

    // The free address got its links; the taken one's owner got a notice with no link, twice.
    const freeMails = await mailsTo('someone.new@demo.test');
    expect(freeMails).toHaveLength(2);
    expect(freeMails.every((mail) => /confirmation-email#/.test(mail.text))).toBe(true);
    const ownerMails = await mailsTo('learner@demo.test');
    expect(ownerMails).toHaveLength(2);
    for (const mail of ownerMails) {
      expect(mail.subject).toMatch(/proposée pour un autre compte|given for another account/);
      expect(mail.text).not.toMatch(/confirmation-email/);
    }
    // The owner's account is untouched: still theirs, still proven.
    expect(await db().query("SELECT 1 FROM users WHERE lower(email) = 'learner@demo.test' AND email_verified_at IS NOT NULL")).toHaveLength(1);
  });

  it('moves a given address onto the account only through its link, and only while it is free', async () => {
    const first = await register({ ...valid, username: 'first.claim', email: 'shared@demo.test' });
    const second = await register({ ...valid, username: 'second.claim', email: 'Shared@demo.test' });
    const [firstLink, secondLink] = (await mailsTo('shared@demo.test')).map(addressLinkTokenOf);
    const used = await confirm(firstLink!);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ outcome: 'changed' });
    expect(await meOf(tokenOf(first))).toMatchObject({ email: 'shared@demo.test', emailVerified: true, pendingEmail: null });

    // The other account's link cannot take it any more.
    const late = await confirm(secondLink!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'UNIQUE_USERNAME_OR_EMAIL', issues: [{ path: 'email' }] });
    expect(await meOf(tokenOf(second))).toMatchObject({ email: '', pendingEmail: { email: 'Shared@demo.test' } });
    expect((await signInWith({ email: 'shared@demo.test', password: valid.password })).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'Ab1!', ['length']],
    ['without complexity', 'welcome2026', ['complexity']],
    ['with a space', 'Welcome 2026!', ['whitespace']],
  ])('refuses a password %s with INVALID_PASSWORD', async (_, password, rules) => {
    const response = await register({ ...valid, username: 'weak.password', password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD', issues: rules.map((message) => ({ path: 'password', message })) });
  });

  it('applies the simple rule (6 characters) when the tenant allows it for invitation users', async () => {
    await db().query(`UPDATE contexts SET settings = jsonb_set(settings, '{simplePasswordForInvitation}', 'true') WHERE alias = 'demo'`);
    testApp.app.tenants.clear();
    try {
      expect((await register({ ...valid, username: 'simple.one', password: 'abcdef' })).statusCode).toBe(201);
      expect((await register({ ...valid, username: 'simple.two', password: 'abcde' })).json()).toMatchObject({
        code: 'INVALID_PASSWORD',
        issues: [{ message: 'length' }],
      });
    } finally {
      await db().query(`UPDATE contexts SET settings = jsonb_set(settings, '{simplePasswordForInvitation}', 'false') WHERE alias = 'demo'`);
      testApp.app.tenants.clear();
    }
  });

  it.each([
    [{ username: '' }, 'username', 'required'],
    [{ username: 'ab' }, 'username', 'length'],
    [{ email: 'not-an-email' }, 'email', 'email'],
    [{ firstname: 'Al' }, 'firstname', 'length'],
  ])('refuses %j with BAD_REQUEST on the field', async (change, path, message) => {
    const response = await register({ ...valid, username: 'field.check', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path, message }] });
  });

  it('refuses unknown fields and missing ones', async () => {
    expect((await register({ ...valid, isAdmin: true })).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await register({ username: 'x.y.z', password: 'Welcome#2026' })).json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is Forbidden where the tenant does not offer invitation registration', async () => {
    const response = await register({ ...valid, username: 'acme.newcomer' }, hosts.acme);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'Forbidden' });
  });
});

describe('address links', () => {
  it('mails a link at registration that puts the address on the account once, proven, then the profile says so', async () => {
    const response = await register({ ...valid, username: 'vera.verified', email: 'vera@demo.test' });
    const session = tokenOf(response);
    const token = addressLinkTokenOf((await mailsTo('vera@demo.test'))[0]!);
    expect((await confirm(token)).json()).toEqual({ outcome: 'changed' });
    expect(await meOf(session)).toMatchObject({ email: 'vera@demo.test', emailVerified: true, pendingEmail: null });
    expect((await confirm(token)).statusCode).toBe(401);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(401);
    // Nothing is left to confirm.
    expect((await resend(session)).statusCode).toBe(400);
    expect((await signInWith({ email: 'vera@demo.test', password: valid.password })).statusCode).toBe(200);
  });

  it('refuses an expired link with 403, and any but the newest with 401', async () => {
    const session = tokenOf(await register({ ...valid, username: 'ella.expired', email: 'ella@demo.test' }));
    const first = addressLinkTokenOf((await mailsTo('ella@demo.test'))[0]!);
    await db().query("UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE email = 'ella@demo.test'");
    expect((await confirm(first)).statusCode).toBe(403);

    expect((await resend(session)).statusCode).toBe(202);
    // Mails go out from parallel queue workers: the first is sent before the second is asked for, so their order is known.
    await testApp.app.mailer.drain();
    expect((await resend(session)).statusCode).toBe(202);
    const [older, newest] = (await mailsTo('ella@demo.test')).slice(1).map(addressLinkTokenOf);
    expect((await confirm(older!)).statusCode).toBe(401);
    expect((await confirm(newest!)).statusCode).toBe(200);
    expect(await meOf(session)).toMatchObject({ email: 'ella@demo.test', emailVerified: true });
  });

  it('proves an address the account already has but never proved', async () => {
    const session = tokenOf(await register({ ...valid, username: 'old.timer' }));
    // An address put on the account before addresses waited for their link.
    await db().query("UPDATE users SET email = 'old.timer@demo.test', email_verified_at = NULL WHERE username = 'old.timer'");
    expect(await meOf(session)).toMatchObject({ email: 'old.timer@demo.test', emailVerified: false, pendingEmail: null });
    expect((await resend(session)).statusCode).toBe(202);
    expect((await confirm(addressLinkTokenOf((await mailsTo('old.timer@demo.test'))[0]!))).json()).toEqual({ outcome: 'confirmed' });
    expect(await meOf(session)).toMatchObject({ email: 'old.timer@demo.test', emailVerified: true });
  });
});

describe('registration throttle (#14 item 6)', () => {
  it('lets only a few parallel wrong codes from one address be checked, then answers 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => register({ ...valid, invitationCode: `GUESS-${index}`, username: `guess.${index}` }, hosts.demo, '203.0.113.7')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The sign-in throttle's cap per address (login-throttle.ts maxFailuresPerIp), counted one by one.
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const throttled = answers.find((answer) => answer.statusCode === 429)!;
    expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await register({ ...valid, username: 'other.address' }, hosts.demo, '198.51.100.4')).statusCode).toBe(201);
  });

  it('slows down guesses of accounts with one valid code from one address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      if (index === 5) await asIfTheAttemptsJustEnded(testApp.app);
      statuses.push((await register({ ...valid, username: 'LEA.MARTIN' }, hosts.demo, '203.0.113.8')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(statuses.slice(5)).toContain(429);
  });
});
