import { loginThrottle } from '@espace/domain/login-throttle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';
import { hashPassword } from './passwords';

/**
 * Many sign-ins from one address (docs/architecture.md#sign-in-throttling): a class behind a
 * school's address signs in at once, whatever some of its learners mistype, while an address
 * guessing many accounts' passwords stops at the cap on its checked failures, however many of its
 * guesses arrive at once.
 */
let testApp: TestApp;
const password = 'Class#2026';
const classSize = 128;
const learner = (index: number) => ({ username: `school.${index}`, email: `school.${index}@demo.test` });
const cap = loginThrottle.maxFailuresPerAddress!;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.testDatabase.database.query(
    `INSERT INTO users (context_id, email, username, password_hash, firstname, lastname)
     SELECT c.id, 'school.' || n || '@demo.test', 'school.' || n, $1, 'Learner', 'N' || n
       FROM contexts c CROSS JOIN generate_series(0, $2::int) n WHERE c.alias = 'demo'`,
    [await hashPassword(password), classSize + 9],
  );
});
afterAll(async () => {
  await testApp.close();
});

const postLogin = (payload: Record<string, string>, remoteAddress: string, cookie?: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/login', headers: { host: hosts.demo, ...(cookie ? { cookie } : {}) }, payload, remoteAddress });

const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }), {});

const failedChecksFrom = async (address: string) => {
  const [row] = await testApp.testDatabase.database.query<{ failures: number }>('SELECT count(*)::int AS failures FROM login_failures WHERE ip = $1', [
    address,
  ]);
  return row?.failures ?? 0;
};

describe('a class behind one school address', () => {
  const school = '198.51.100.60';

  it(`signs in ${classSize} learners pressing "Se connecter" at once, after ${cap - 50} failed checks at that address`, { timeout: 240_000 }, async () => {
    // Classmates' typos fill the address's cap up to 50 short of it; each is a failure of its own key.
    const typos = await Promise.all(Array.from({ length: cap - 50 }, (_, index) => postLogin({ username: `typo.${index}`, password }, school)));
    expect(statusCounts(typos)).toEqual({ 401: cap - 50 });
    expect(await failedChecksFrom(school)).toBe(cap - 50);

    // Far more sign-ins than the 50 failures left arrive at once: in flight, they count on their own key only.
    const answers = await Promise.all(Array.from({ length: classSize }, (_, index) => postLogin({ username: learner(index).username, password }, school)));
    expect(statusCounts(answers)).toEqual({ 200: classSize });
  });
});

describe('an address guessing many accounts', () => {
  const sprayer = '203.0.113.70';

  it(`checks at most ${cap} passwords however many arrive at once, then holds back every identifier typed there`, { timeout: 240_000 }, async () => {
    const guesses = await Promise.all(
      Array.from({ length: cap + 60 }, (_, index) => postLogin({ email: `sprayed.${index}@demo.test`, password: 'Spring#2026' }, sprayer)),
    );
    expect(statusCounts(guesses)).toEqual({ 401: cap, 429: 60 });
    expect(await failedChecksFrom(sprayer)).toBe(cap);

    // Even the right password of a real account is not checked there now: it could be the guess.
    const held = await postLogin({ username: learner(classSize).username, password }, sprayer);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(loginThrottle.windowMs / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(loginThrottle.windowMs / 1000);
    // The same learner from any other address is checked.
    expect((await postLogin({ username: learner(classSize).username, password }, '203.0.113.71')).statusCode).toBe(200);
  });

  it('still lets in, at that address, a browser that signed its user in before, and slows a stolen one on its own', { timeout: 60_000 }, async () => {
    const address = '203.0.113.80';
    const owner = learner(classSize + 1);
    const home = await postLogin({ email: owner.email, password }, address);
    expect(home.statusCode).toBe(200);
    const [deviceCookie] = String(home.headers['set-cookie']).split(';');

    await testApp.testDatabase.database.query(
      `INSERT INTO login_failures (context_id, account, ip, throttle, created_at)
       SELECT c.id, 'email:sprayed.' || n || '@elsewhere.test', $1, 'sign-in', now() FROM contexts c CROSS JOIN generate_series(1, $2::int) n WHERE c.alias = 'demo'`,
      [address, cap],
    );
    expect((await postLogin({ email: learner(classSize + 2).email, password }, address)).statusCode).toBe(429);
    expect((await postLogin({ email: owner.email, password }, address, deviceCookie)).statusCode).toBe(200);
    // The cookie exempts only its own sign-ins from the address's cap, never its failures from its own back-off.
    for (let guess = 0; guess < loginThrottle.freeFailuresPerKeyAndAddress; guess += 1) {
      expect((await postLogin({ email: owner.email, password: `Stolen#${guess}` }, address, deviceCookie)).statusCode).toBe(401);
    }
    // As if the guesses had only just ended: checking them took real seconds, longer than the first back-off.
    await testApp.testDatabase.database.query(`UPDATE login_failures SET created_at = now() WHERE ip = $1 AND account LIKE 'device:%'`, [address]);
    expect((await postLogin({ email: owner.email, password }, address, deviceCookie)).statusCode).toBe(429);
  });

  it("lets an address's learners back in as its failures leave the window", { timeout: 60_000 }, async () => {
    const address = '203.0.113.90';
    await testApp.testDatabase.database.query(
      `INSERT INTO login_failures (context_id, account, ip, throttle, created_at)
       SELECT c.id, 'username:gone.' || n, $1, 'sign-in', now() - interval '14 minutes' + n * interval '1 millisecond'
         FROM contexts c CROSS JOIN generate_series(1, $2::int) n WHERE c.alias = 'demo'`,
      [address, cap],
    );
    const held = await postLogin({ username: learner(classSize + 3).username, password }, address);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(60);
    await testApp.testDatabase.database.query(`UPDATE login_failures SET created_at = created_at - interval '1 minute' WHERE ip = $1`, [address]);
    expect((await postLogin({ username: learner(classSize + 3).username, password }, address)).statusCode).toBe(200);
  });
});

describe('one account guessed at once', () => {
  it(
    'checks the free failures of 300 wrong passwords arriving together from many addresses, then only what the back-off lets through',
    { timeout: 240_000 },
    async () => {
      const target = learner(classSize + 4);
      const started = performance.now();
      const guesses = await Promise.all(
        Array.from({ length: 300 }, (_, index) => postLogin({ email: target.email, password: `Flood#${index}` }, `192.0.2.${(index % 250) + 1}`)),
      );
      const seconds = (performance.now() - started) / 1000;
      // A delay, never a wall: past the free failures, the k-th further check waits 1 + 2 + … + 2^(k-1)
      // seconds after the first, so guesses that took s seconds to be taken in (long on a loaded
      // machine) get at most log2(s + 1) more.
      const checked = statusCounts(guesses)[401] ?? 0;
      expect(checked).toBeGreaterThanOrEqual(loginThrottle.freeFailuresPerKey);
      expect(checked).toBeLessThanOrEqual(loginThrottle.freeFailuresPerKey + Math.floor(Math.log2(seconds + 1)));
      expect(statusCounts(guesses)).toEqual({ 401: checked, 429: 300 - checked });
    },
  );
});
