import { loginThrottle } from '@espace/domain/login-throttle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIfTheAttemptsJustEnded, createTestApp, hosts, type TestApp } from '../test/test-app';

/** Behind a load balancer every request comes from the balancer's address (TRUST_PROXY, README). */
const balancer = '10.9.0.1';
let behindProxy: TestApp;
let behindOneHop: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, behindOneHop, direct] = await Promise.all([
    createTestApp({ TRUST_PROXY: '10.9.0.0/16' }),
    createTestApp({ TRUST_PROXY: '1' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), behindOneHop.close(), direct.close()]);
});

const failedLogin = (app: TestApp, client: string, attempt: number) =>
  app.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { host: hosts.demo, 'content-type': 'application/json', 'x-forwarded-for': client },
    payload: { email: 'guess@demo.test', password: `Guess#${attempt}` },
    remoteAddress: balancer,
  });

const free = loginThrottle.freeFailuresPerKeyAndAddress;

describe('sign-in throttle per address, behind a proxy', () => {
  it('counts the client address the trusted proxy forwards, not the proxy’s', async () => {
    for (let attempt = 0; attempt < free; attempt++) expect((await failedLogin(behindProxy, '203.0.113.7', attempt)).statusCode).toBe(401);
    await asIfTheAttemptsJustEnded(behindProxy.app);
    expect((await failedLogin(behindProxy, '203.0.113.7', free)).statusCode).toBe(429);
    // Another learner behind the same balancer is not held back by that guesser.
    expect((await failedLogin(behindProxy, '203.0.113.8', free + 1)).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: anyone could send it', async () => {
    for (let attempt = 0; attempt < free; attempt++) expect((await failedLogin(direct, `198.51.100.${attempt}`, attempt)).statusCode).toBe(401);
    await asIfTheAttemptsJustEnded(direct.app);
    expect((await failedLogin(direct, '198.51.100.99', free)).statusCode).toBe(429);
  });
});

describe('a guesser who sends their own X-Forwarded-For through the balancer', () => {
  // The balancer appends the address it saw to the header the client sent: `<forged>, <client>`.
  const forged = (attempt: number) => `198.51.100.${attempt}, 10.9.0.${attempt}`;

  it('is never believed: TRUST_PROXY=true, which would believe it, is refused at start-up, saying what to write', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY: true would believe .*number of proxies in front of the server/);
  });

  it.each([
    ['the balancer’s addresses', () => behindProxy],
    ['one hop', () => behindOneHop],
  ])('is counted at the address the balancer saw, with %s trusted', async (_case, app) => {
    // Believed, each forged chain would be a new address, never past its free failures.
    for (let attempt = 0; attempt < free; attempt++) expect((await failedLogin(app(), `${forged(attempt)}, 203.0.113.50`, attempt)).statusCode).toBe(401);
    await asIfTheAttemptsJustEnded(app().app);
    expect((await failedLogin(app(), `${forged(99)}, 203.0.113.50`, free)).statusCode).toBe(429);
    expect((await failedLogin(app(), '203.0.113.51', free + 1)).statusCode).toBe(401);
  });
});
