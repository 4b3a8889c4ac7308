import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSeededTestDatabase, type TestDatabase } from './test-database';

export const testJwtSecret = 'integration-tests-secret-with-32-characters-or-more';

export const hosts = { demo: 'localhost:3000', acme: 'acme.localhost:3000', acmeOtherPort: 'acme.localhost:3100' };

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * The API on a fresh, migrated and seeded database, for `app.inject`. Every kept lesson play it
 * uses is checked against the database (lessons/kept-plays.ts), unless `verifyKeptPlays` is false:
 * a test counting a page turn's statements.
 */
export async function createTestApp(env: Record<string, string> = {}, { verifyKeptPlays = true } = {}): Promise<TestApp> {
  // Before the database: a configuration refused at start-up leaves nothing behind.
  const config = loadConfig({
    JWT_SECRET: testJwtSecret,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    JOBS_POLLING_SECONDS: '0.5',
    JOBS_RETRY_DELAY_SECONDS: '1',
    // Tests run the daily passes and the notifications' mails themselves: no test app runs them on its own.
    DAILY_JOBS_QUEUE_MINUTES: '0',
    NOTIFICATION_MAILS_SECONDS: '0',
    // Mails still leave at a pace (5 ms apart), quicker than a server's, for tests that wait for theirs.
    MAILS_PER_SECOND: '200',
    ...env,
  });
  const testDatabase = await createSeededTestDatabase();
  const app = await buildApp({ config, database: testDatabase.database, verifyKeptPlays });
  await app.ready();
  return {
    app,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/**
 * A new learner of the demo tenant in no class, registered with a code that names none (the seeded
 * WELCOME-DEMO enrols into a class, and the tests' strangers must stay outside every class); their access token.
 */
export async function registerInvitedLearner(app: FastifyInstance, username: string, password: string): Promise<string> {
  await app.database.query(
    `INSERT INTO invitation_codes (context_id, code) SELECT id, '${CLASSLESS_CODE}' FROM contexts WHERE alias = 'demo' ON CONFLICT DO NOTHING`,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host: hosts.demo },
    payload: { invitationCode: CLASSLESS_CODE, username, password },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`Registration failed with ${response.statusCode}: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}
const CLASSLESS_CODE = 'TEST-NO-CLASS';

/** Signs in and returns the access token; fails the test on anything but 200. */
export async function signIn(app: FastifyInstance, host: string, credentials: Record<string, string>, remoteAddress = '10.0.0.1'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', headers: { host }, payload: credentials, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed with ${response.statusCode}: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/**
 * For the sign-in throttle, as if the attempts recorded had only just ended: the newest moves to
 * this moment, the others with it. Checking a password takes real seconds on a loaded machine,
 * longer than the first back-off (1 s), which would be over before the next attempt.
 */
export const asIfTheAttemptsJustEnded = (app: FastifyInstance) =>
  app.database.query(`UPDATE login_failures SET created_at = created_at + ($1::timestamptz - (SELECT max(created_at) FROM login_failures))`, [new Date()]);
