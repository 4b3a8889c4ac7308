import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import type { ReadMail } from '../test/read-mail';
import { createSmtpPeer } from '../test/smtp-peer';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

/** A real SMTP peer on a port that stays the same when it stops and starts again. */
const received: ReadMail[] = [];
let smtp = createSmtpPeer(received);
let port: number;
let testApp: TestApp;
beforeAll(async () => {
  port = await smtp.listen();
  testApp = await createTestApp({
    CACHE_MS: '0',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Académie <no-reply@demo.test>',
    DATA_DIR: '/nonexistent-mail-dir',
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const mailJob = async () =>
  (
    await testApp.app.database.query<{ state: string; retry_count: number; output: { message?: string } | null }>(
      `SELECT state, retry_count, output FROM ${JOBS_SCHEMA}.job WHERE name = 'mail'`,
    )
  )[0];

describe('mails through the job queue', () => {
  it('loses no mail while the SMTP server is down: the job retries until it is back', async () => {
    await smtp.close();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      headers: { host: hosts.demo },
      payload: { email: 'learner@demo.test' },
    });
    expect(response.statusCode).toBe(202);
    // The first attempt fails, and the job waits for its retry with the reason kept.
    const deadline = Date.now() + 10_000;
    while ((await mailJob())?.state !== 'retry') {
      if (Date.now() > deadline) throw new Error(`mail job never retried: ${JSON.stringify(await mailJob())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await mailJob())?.output?.message).toMatch(/ECONNREFUSED/);
    expect(received).toHaveLength(0);
    smtp = createSmtpPeer(received);
    await smtp.listen(port);
    await testApp.app.mailer.drain();
    expect(received.map((mail) => mail.subject)).toEqual(['Académie Démo : réinitialisation de votre mot de passe']);
    const job = await mailJob();
    expect(job?.state).toBe('completed');
    expect(job?.retry_count).toBeGreaterThanOrEqual(1);
    // Handed over, the mail's body and its one-time link leave the database.
    const [kept] = await testApp.app.database.query<{ data: unknown }>(`SELECT data FROM ${JOBS_SCHEMA}.job WHERE name = 'mail'`);
    expect(kept?.data).toEqual({
      contextId: expect.any(String),
      message: { to: 'learner@demo.test', subject: 'Académie Démo : réinitialisation de votre mot de passe' },
    });
  });
});
