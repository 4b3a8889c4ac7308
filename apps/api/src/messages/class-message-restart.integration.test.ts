import type { ClassMessage } from '@espace/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { addResourceFixtures } from '../test/resource-fixtures';
import { createTestApp, hosts, signIn, type TestApp, testJwtSecret } from '../test/test-app';

/**
 * A class message scheduled by a process that stops before its time is delivered, once, by the
 * server started again on the same database (docs/trainers.md#messages): it is a job of the
 * durable queue, not a timer of the process.
 */
let testApp: TestApp;
let restarted: FastifyInstance | undefined;
beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
});
afterAll(async () => {
  await restarted?.close();
  await testApp.close();
});

describe('a scheduled message across a restart', () => {
  it('waits in the database while no process runs, and the restarted server delivers it once', async () => {
    const database = testApp.testDatabase.database;
    const data = await addResourceFixtures(database);
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/trainer/classes/${data.klass}/messages`,
      headers: { host: hosts.demo, authorization: `Bearer ${teacher}` },
      payload: { recipients: { learnerIds: [data.bob] }, subject: 'Après le redémarrage', body: 'Bonjour', sendAt: new Date(Date.now() + 2500).toISOString() },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = answer.json() as ClassMessage;
    await testApp.app.close();
    // Its time passes while no server runs.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const jobState = async () =>
      (await database.query<{ state: string }>(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = 'class-message' AND data ->> 'classMessageId' = $1`, [id]))[0]
        ?.state;
    expect(await jobState()).toBe('created');
    const delivered = async () =>
      (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM thread_messages WHERE subject = 'Après le redémarrage'`))[0]!.n;
    expect(await delivered()).toBe(0);

    restarted = await buildApp({
      config: loadConfig({ JWT_SECRET: testJwtSecret, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', CACHE_MS: '0', JOBS_POLLING_SECONDS: '0.5' }),
      database,
    });
    await restarted.ready();
    const deadline = Date.now() + 20_000;
    while ((await jobState()) !== 'completed') {
      if (Date.now() > deadline) throw new Error('the message was never delivered after the restart');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await delivered()).toBe(1);
    const [message] = await database.query<{ state: string }>('SELECT state FROM class_messages WHERE id = $1', [id]);
    expect(message?.state).toBe('sent');
    const told = await database.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'message.received'`, [data.bob]);
    expect(told).toHaveLength(1);
  });
});
