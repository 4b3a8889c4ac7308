import { adminJobSchema, adminJobsSchema } from '@espace/contracts/admin-jobs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The admin's view of the job queue: the tenant's jobs only, and a failed one retried. */
let testApp: TestApp;
let admin: string;
let port: number;
let smtp: SMTPServer | undefined;
const delivered: string[] = [];

beforeAll(async () => {
  // A free port with nothing listening: the mail server is down until a test starts it.
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: '/nonexistent-mail-dir' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
  if (smtp !== undefined) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
});

const tenantId = async (alias: string) => (await testApp.app.database.query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [alias]))[0]!.id;
const mail = (contextId: string, to: string) => ({ contextId, message: { to, subject: 'Test', text: 'Body with a one-time link', html: '<p>Body</p>' } });
const call = async (method: 'GET' | 'POST', url: string, token = admin) => {
  const response = await testApp.app.inject({ method, url, headers: { host: hosts.demo, authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const waitForState = async (id: string, state: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { body } = await call('GET', '/api/admin/jobs');
    const job = adminJobsSchema.parse(body).items.find((item) => item.id === id);
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${job?.state}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the admin view of background jobs', () => {
  it('is the system admin’s only', async () => {
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await call('GET', '/api/admin/jobs', teacher)).status).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { host: hosts.demo } })).statusCode).toBe(401);
  });

  it('shows a mail that failed for good with why, retries it, and it arrives', async () => {
    // No retry left: the first refused connection fails it for good.
    const id = (await testApp.app.jobs.boss.send('mail', mail(await tenantId('demo'), 'learner@demo.test'), { retryLimit: 0 }))!;
    const failed = await waitForState(id, 'failed');
    expect(failed).toMatchObject({ kind: 'mail', label: 'learner@demo.test', attempts: 1, maxAttempts: 1, finishedAt: expect.any(String) });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    const { body } = await call('GET', '/api/admin/jobs');
    expect(adminJobsSchema.parse(body).counts.failed).toBe(1);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(session.envelope.rcptTo.map((address) => address.address).join());
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    const retried = await call('POST', `/api/admin/jobs/${id}/retry`);
    expect(retried.status).toBe(200);
    // Queued again: a worker woken by the retry may already be running it, or have sent it, by the time the answer is read.
    expect(['retrying', 'running', 'done']).toContain(adminJobSchema.parse(retried.body).state);
    await testApp.app.mailer.drain();
    expect(delivered).toEqual(['learner@demo.test']);
    expect(await waitForState(id, 'done')).toMatchObject({ error: null, attempts: 2, maxAttempts: 2 });
  });

  it('refuses to retry a job that has not failed', async () => {
    const id = (await testApp.app.jobs.send('mail', mail(await tenantId('demo'), 'teacher@demo.test')))!;
    await testApp.app.mailer.drain();
    const answer = await call('POST', `/api/admin/jobs/${id}/retry`);
    expect(answer).toMatchObject({ status: 409, body: { code: 'JOB_NOT_FAILED' } });
  });

  it('never shows or retries another tenant’s job: 404, as no job', async () => {
    const id = (await testApp.app.jobs.boss.send('mail', mail(await tenantId('acme'), 'learner@acme.test'), { retryLimit: 0, startAfter: 3600 }))!;
    const { body } = await call('GET', '/api/admin/jobs');
    expect(adminJobsSchema.parse(body).items.map((item) => item.id)).not.toContain(id);
    expect((await call('POST', `/api/admin/jobs/${id}/retry`)).status).toBe(404);
    expect((await call('POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
    expect((await call('POST', '/api/admin/jobs/not-a-uuid/retry')).status).toBe(400);
  });
});
