import { loginThrottle } from '@espace/domain/login-throttle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

/** Behind a load balancer every request comes from the balancer's address (TRUST_PROXY, README). */
const balancer = '10.9.0.1';
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([createTestApp({ TRUST_PROXY: '10.9.0.0/16' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close()]);
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
    expect((await failedLogin(behindProxy, '203.0.113.7', free)).statusCode).toBe(429);
    // Another learner behind the same balancer is not held back by that guesser.
    expect((await failedLogin(behindProxy, '203.0.113.8', free + 1)).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: anyone could send it', async () => {
    for (let attempt = 0; attempt < free; attempt++) expect((await failedLogin(direct, `198.51.100.${attempt}`, attempt)).statusCode).toBe(401);
    expect((await failedLogin(direct, '198.51.100.99', free)).statusCode).toBe(429);
  });
});
