import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSeededTestDatabase, type TestDatabase } from '../test/test-database';
import { hosts, signIn, testJwtSecret } from '../test/test-app';
import { loggerOptions, redactUrl } from './log-options';

/** A token in a URL never reaches the request log. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let testDatabase: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  testDatabase = await createSeededTestDatabase();
  // The server's own logger, as main.ts builds it.
  const config = loadConfig({ JWT_SECRET: testJwtSecret, WEB_DIST: '/nonexistent-web-dist' });
  app = await buildApp({ config, database: testDatabase.database, logger: pino(loggerOptions('info'), sink) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
});

describe('the request log', () => {
  it('shows the path, never the access_token it carried', async () => {
    const token = await signIn(app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const answer = await app.inject({ method: 'GET', url: `/api/users/me?access_token=${token}`, headers: { host: hosts.demo } });
    expect(answer.statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('/api/users/me?access_token=[REDACTED]');
    expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/users/me?access_token=abc', '/api/users/me?access_token=[REDACTED]'],
    ['/x?a=1&ACCESS_TOKEN=abc&b=2', '/x?a=1&ACCESS_TOKEN=[REDACTED]&b=2'],
    ['/api/files/1/download?expires=9&sig=abc', '/api/files/1/download?expires=9&sig=[REDACTED]'],
    ['/api/contexts/1/oidc/callback?code=abc&state=s', '/api/contexts/1/oidc/callback?code=[REDACTED]&state=s'],
    ['/api/users/password-reset/Zk3_token-x', '/api/users/password-reset/[REDACTED]'],
    ['/reset/Zk3_token-x?lang=fr', '/reset/[REDACTED]?lang=fr'],
    ['/reset/', '/reset/'],
    ['/api/calendar/Zk3_token-x.ics', '/api/calendar/[REDACTED]'],
    ['/api/mail/unsubscribe/0b8e~lesson.opened~Zk3_token-x', '/api/mail/unsubscribe/[REDACTED]'],
    // A launch URL as the activity's page is asked for (docs/xapi.md): its Basic credentials and cmi5 fetch URL.
    ['/api/activities/l/index.html?endpoint=e&auth=Basic%20a2V5&actor=x', '/api/activities/l/index.html?endpoint=e&auth=[REDACTED]&actor=x'],
    [
      '/api/activities/l/au.html?fetch=http%3A%2F%2Fh%2Fapi%2Fxapi%2Fextensions%2Fcmi5%2Ffetch%3Ftoken%3Dabc&registration=r',
      '/api/activities/l/au.html?fetch=[REDACTED]&registration=r',
    ],
    ['/api/xapi/extensions/cmi5/fetch?token=abc', '/api/xapi/extensions/cmi5/fetch?token=[REDACTED]'],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
