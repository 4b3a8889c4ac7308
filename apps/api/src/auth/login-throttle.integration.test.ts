import { loginThrottle } from '@espace/domain/login-throttle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIfTheAttemptsJustEnded, createTestApp, hosts, type TestApp } from '../test/test-app';
import { hashPassword } from './passwords';

/**
 * The sign-in throttle under attack (docs/architecture.md#sign-in-throttling): guessing one
 * account from many addresses slows it without locking its owner out, a browser the owner signed
 * in from is not slowed at all, the answers do not tie an email to a username, and a class behind
 * one school address signs in at once whatever some of its learners mistype.
 */
let testApp: TestApp;
const password = 'Class#2026';
const classSize = 100;
const learner = (index: number) => ({ username: `class.${index}`, email: `class.${index}@demo.test` });

beforeAll(async () => {
  testApp = await createTestApp();
  const hash = await hashPassword(password);
  await testApp.testDatabase.database.query(
    `INSERT INTO users (context_id, email, username, password_hash, firstname, lastname)
     SELECT c.id, 'class.' || n || '@demo.test', 'class.' || n, $1, 'Learner', 'N' || n
       FROM contexts c CROSS JOIN generate_series(0, $2::int) n WHERE c.alias = 'demo'`,
    [hash, classSize + 9],
  );
});
afterAll(async () => {
  await testApp.close();
});

let nextAddress = 1;
const freshAddress = () => `10.50.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const postLogin = (payload: Record<string, string>, remoteAddress = freshAddress(), cookie?: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/login', headers: { host: hosts.demo, ...(cookie ? { cookie } : {}) }, payload, remoteAddress });

/** The cookie pair a browser would send back after this answer. */
const deviceCookieOf = (answer: Awaited<ReturnType<typeof postLogin>>) => {
  const header = answer.headers['set-cookie'];
  const [first] = Array.isArray(header) ? header : [header];
  return first?.split(';')[0];
};

const retryAfter = (answer: Awaited<ReturnType<typeof postLogin>>) => Number(answer.headers['retry-after']);

const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }), {});

/** Time passes for the throttle: every recorded attempt moves this many seconds into the past. */
const letTimePass = (seconds: number) =>
  testApp.testDatabase.database.query(`UPDATE login_failures SET created_at = created_at - $1::int * interval '1 second'`, [seconds]);

const freeAcrossAddresses = loginThrottle.freeFailuresPerKey;

const guessesFromManyAddresses = (identifier: Record<string, string>, count: number) =>
  Promise.all(Array.from({ length: count }, (_, guess) => postLogin({ ...identifier, password: `Guess#${guess}` })));

describe('guessing one account from many addresses', () => {
  it('never slows a browser its owner signed in from, after 60 guesses from 60 addresses', async () => {
    const owner = learner(classSize);
    const home = await postLogin({ email: owner.email, password });
    expect(home.statusCode).toBe(200);
    const device = deviceCookieOf(home)!;
    expect(home.headers['set-cookie']).toMatch(/^espace_device=[^;]+; Path=\/api\/users\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);

    // Counted one by one across addresses too: the free failures, then every other guess slowed.
    expect(statusCounts(await guessesFromManyAddresses({ email: owner.email }, 60))).toEqual({ 401: freeAcrossAddresses, 429: 10 });

    await asIfTheAttemptsJustEnded(testApp.app);
    // A browser without that cookie is slowed, the right password or not…
    expect((await postLogin({ email: owner.email, password })).statusCode).toBe(429);
    // …while the owner's browser, wherever it is now, is checked at once.
    const fromSchool = await postLogin({ email: owner.email, password }, freshAddress(), device);
    expect(fromSchool.statusCode).toBe(200);
    // The cookie names one user: it does not exempt its browser from the delay of another account.
    expect(statusCounts(await guessesFromManyAddresses({ email: learner(classSize + 1).email }, 51))).toEqual({ 401: freeAcrossAddresses, 429: 1 });
    await asIfTheAttemptsJustEnded(testApp.app);
    expect((await postLogin({ email: learner(classSize + 1).email, password }, freshAddress(), device)).statusCode).toBe(429);
  });

  it('slows the owner at a new address for at most the back-off since the last failure, which a persistent guesser cannot stretch', async () => {
    const owner = learner(classSize + 2);
    expect(statusCounts(await guessesFromManyAddresses({ username: owner.username }, 55))).toEqual({ 401: freeAcrossAddresses, 429: 5 });

    // Nine rounds: the window (15 minutes) still holds every failure; later ones slide out of it.
    for (let round = 0; round < 9; round += 1) {
      const backoffSeconds = 2 ** round;
      await asIfTheAttemptsJustEnded(testApp.app);
      // The owner, at an address of their own, is told to wait what is left of the back-off, never a wall…
      const owner429 = await postLogin({ username: owner.username, password });
      expect(owner429.statusCode).toBe(429);
      expect(retryAfter(owner429)).toBe(backoffSeconds);
      // …and refused attempts, however many, do not stretch it.
      const refused = await guessesFromManyAddresses({ username: owner.username }, 5);
      expect(refused.map(retryAfter)).toEqual(Array(5).fill(backoffSeconds));
      // Once it has passed, the next attempt is checked: the guesser's, this time.
      await letTimePass(backoffSeconds);
      expect((await postLogin({ username: owner.username, password: `Persistent#${round}` })).statusCode).toBe(401);
    }

    await asIfTheAttemptsJustEnded(testApp.app);
    const wait = retryAfter(await postLogin({ username: owner.username, password }));
    expect(wait).toBe(2 ** 9);
    expect(wait).toBeLessThanOrEqual(loginThrottle.maxDelayMs / 1000);
    await letTimePass(wait);
    const back = await postLogin({ username: owner.username, password });
    expect(back.statusCode).toBe(200);
  });

  it('holds back a stolen device cookie on its own, as a browser of its own', async () => {
    const owner = learner(classSize + 3);
    const device = deviceCookieOf(await postLogin({ email: owner.email, password }))!;
    const thief = freshAddress();
    for (let guess = 0; guess < loginThrottle.freeFailuresPerKeyAndAddress; guess += 1) {
      expect((await postLogin({ email: owner.email, password: `Stolen#${guess}` }, thief, device)).statusCode).toBe(401);
    }
    await asIfTheAttemptsJustEnded(testApp.app);
    expect((await postLogin({ email: owner.email, password }, thief, device)).statusCode).toBe(429);
    // The account itself, from that very address, was not slowed by the device's failures.
    expect((await postLogin({ email: owner.email, password }, thief)).statusCode).toBe(200);
  });

  it('never signs anyone in with the device cookie alone', async () => {
    const owner = learner(classSize + 4);
    const device = deviceCookieOf(await postLogin({ email: owner.email, password }))!;
    expect((await postLogin({ email: owner.email, password: 'Wrong#2026' }, freshAddress(), device)).statusCode).toBe(401);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, cookie: device } });
    expect(me.statusCode).toBe(401);
    expect((await postLogin({ email: owner.email, password: 'Wrong#2026' })).headers['set-cookie']).toBeUndefined();
  });
});

describe('what the throttle tells about accounts', () => {
  const answersTo = async (identifier: Record<string, string>, address: string) => {
    const answers = [];
    for (let guess = 0; guess < 7; guess += 1) {
      if (guess === 5) await asIfTheAttemptsJustEnded(testApp.app);
      answers.push(await postLogin({ ...identifier, password: `Oracle#${guess}` }, address));
    }
    return answers.map((answer) => ({ status: answer.statusCode, body: answer.body, retryAfter: answer.headers['retry-after'] }));
  };

  it('answers a known and an unknown account alike', async () => {
    const [known, unknown] = [
      await answersTo({ email: learner(classSize + 5).email }, freshAddress()),
      await answersTo({ email: 'nobody.here@demo.test' }, freshAddress()),
    ];
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('does not tie an email to a username: guesses at one leave the other as they leave a stranger', async () => {
    const address = freshAddress();
    const owner = learner(classSize + 6);
    await answersTo({ email: owner.email }, address);
    await asIfTheAttemptsJustEnded(testApp.app);
    expect((await postLogin({ email: owner.email, password: 'Oracle#7' }, address)).statusCode).toBe(429);
    const sameUser = await postLogin({ username: owner.username, password: 'Oracle#8' }, address);
    const stranger = await postLogin({ username: learner(classSize + 7).username, password: 'Oracle#8' }, address);
    const nobody = await postLogin({ username: 'nobody.here', password: 'Oracle#8' }, address);
    expect([sameUser, stranger, nobody].map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect(new Set([sameUser, stranger, nobody].map((answer) => answer.body)).size).toBe(1);
  });
});

describe('a class behind one school address', () => {
  const school = '198.51.100.50';

  it(`signs in ${classSize} learners pressing "Se connecter" at once`, async () => {
    const answers = await Promise.all(Array.from({ length: classSize }, (_, index) => postLogin({ username: learner(index).username, password }, school)));
    expect(statusCounts(answers)).toEqual({ 200: classSize });
  });

  it('lets a learner in with the right password after 25 classmates mistyped theirs', async () => {
    const mistyping = Array.from({ length: 25 }, (_, index) => learner(index));
    const typos = await Promise.all(mistyping.map(({ email }) => postLogin({ email, password: 'class#2026' }, school)));
    expect(statusCounts(typos)).toEqual({ 401: 25 });
    expect((await postLogin({ email: learner(classSize - 1).email, password }, school)).statusCode).toBe(200);
    // And the ones who mistyped get in on their next try.
    const retyped = await Promise.all(mistyping.map(({ email }) => postLogin({ email, password }, school)));
    expect(statusCounts(retyped)).toEqual({ 200: 25 });
  });
});
