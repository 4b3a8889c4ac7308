import { learnerImportSchema } from '@espace/contracts/admin-enrolment';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { createTestApp, hosts, signIn, type TestApp, testJwtSecret } from '../test/test-app';

/** A learner import queued by a process that stops before running it is run after the restart (docs/administration.md#importing-learners). */
let testApp: TestApp;
let restarted: FastifyInstance | undefined;
beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
});
afterAll(async () => {
  await restarted?.close();
  await testApp.close();
});

const header = 'email;prénom;nom;classe';
const spring = 'Printemps 2026 — Accueil client';

function upload(content: string) {
  const boundary = '----espace-import-boundary';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="learners.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
      'utf8',
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('a learner import across a restart', () => {
  it('waits in the queue while no process runs it, and the restarted server finishes it', async () => {
    const admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    // This process stops taking imports, as one that dies right after answering would.
    await testApp.app.jobs.stopWorking('learner-import');
    const { payload, contentType } = upload(`${header}\nrestart@example.org;Rémi;Martin;${spring}\n`);
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/learner-imports',
      headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'content-type': contentType },
      payload,
    });
    expect(started.statusCode).toBe(202);
    const job = learnerImportSchema.parse(started.json());
    await new Promise((resolve) => setTimeout(resolve, 700));
    await testApp.app.close();
    const [waiting] = await testApp.testDatabase.database.query<{ state: string }>(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = 'learner-import'`);
    expect(waiting?.state).toBe('created');

    restarted = await buildApp({
      config: loadConfig({ JWT_SECRET: testJwtSecret, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', CACHE_MS: '0', JOBS_POLLING_SECONDS: '0.5' }),
      database: testApp.testDatabase.database,
    });
    await restarted.ready();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await restarted.inject({
        method: 'GET',
        url: `/api/admin/learner-imports/${job.id}`,
        headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
      });
      const current = learnerImportSchema.parse(answer.json());
      if (current.state !== 'running') {
        expect(current).toMatchObject({ state: 'done', total: 1, processed: 1, counts: { created: 1 } });
        break;
      }
      if (Date.now() > deadline) throw new Error('the import never ran after the restart');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
