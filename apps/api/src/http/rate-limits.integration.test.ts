import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificatesResponseSchema } from '@espace/contracts/certificates';
import { signedLinkSchema } from '@espace/contracts/files';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, hosts, signIn, testJwtSecret, type TestApp } from '../test/test-app';
import { rateLimits } from './rate-limit-plugin';

let testApp: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-rate-limits-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const verify = (app: FastifyInstance, remoteAddress: string, code = 'NO-SUCH-CODE') =>
  app.inject({ method: 'POST', url: '/api/credentials/verify', payload: { code }, headers: { host: hosts.demo }, remoteAddress });
const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('rate limits (#14 item 13)', () => {
  it('counts a parallel burst from one address one by one, then answers 429 TOO_MANY_REQUESTS with Retry-After', async () => {
    const { perAddress } = rateLimits.certificateVerification;
    const answers = await Promise.all(Array.from({ length: perAddress + 15 }, () => verify(testApp.app, '203.0.113.20')));
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 404: perAddress, 429: 15 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(rateLimits.certificateVerification.windowMs / 1000);
    // Another address is not held up.
    expect((await verify(testApp.app, '198.51.100.20')).statusCode).toBe(404);
  });

  it('shares its counters between API processes on one database', async () => {
    const config = loadConfig({ JWT_SECRET: testJwtSecret, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', DATA_DIR: dataDir });
    const secondProcess = await buildApp({ config, database: testApp.testDatabase.database });
    await secondProcess.ready();
    try {
      const { perAddress } = rateLimits.certificateVerification;
      for (let index = 0; index < perAddress; index += 1) await verify(index % 2 === 0 ? testApp.app : secondProcess, '203.0.113.21');
      expect((await verify(secondProcess, '203.0.113.21')).statusCode).toBe(429);
      expect((await verify(testApp.app, '203.0.113.21')).statusCode).toBe(429);
    } finally {
      await secondProcess.close();
    }
  });

  it('limits mail to teachers per user: the limit refuses before any mail is sent', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const [teacher] = await testApp.testDatabase.database.query<{ id: string }>("SELECT id FROM users WHERE email = 'teacher@demo.test'");
    const contact = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/contact',
        headers: { host: hosts.demo, authorization: `Bearer ${token}` },
        payload: { recipientId: teacher!.id, message: 'Bonjour' },
        remoteAddress,
      });
    const { perUser } = rateLimits.contactTeacher;
    const statuses: number[] = [];
    // From changing addresses: the per-user limit holds whatever the address.
    for (let index = 0; index <= perUser; index += 1) statuses.push((await contact(`192.0.2.${index + 1}`)).statusCode);
    expect(statusCounts(statuses)).toEqual({ 204: perUser, 429: 1 });
  });

  it('limits the certificate PDFs a learner has drawn, by session or signed link, before drawing one', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const get = (url: string, remoteAddress: string, bearer: string | null = token) =>
      testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, remoteAddress });
    const list = certificatesResponseSchema.parse((await get('/api/users/me/certificates', '192.0.2.200')).json());
    const owned = list.items.find((item) => item.certificateUrl !== null)!;
    const link = signedLinkSchema.parse((await get(`/api/certificates/${owned.lessonId}/link`, '192.0.2.200')).json());
    const { perKey } = rateLimits.certificatePdfs;
    // Lessons the learner has no certificate of count too: each asked the server for a PDF.
    const statuses: number[] = [];
    for (let index = 0; index < perKey; index += 1)
      statuses.push((await get(`/api/certificates/${randomUUID()}.pdf`, `192.0.2.${(index % 50) + 1}`)).statusCode);
    expect(statusCounts(statuses)).toEqual({ 404: perKey });
    const refused = await get(owned.certificateUrl!, '192.0.2.201');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The signed link is the same learner's download.
    expect((await get(link.url, '192.0.2.202', null)).statusCode).toBe(429);
    // Another learner is not held back.
    const other = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
    const otherGet = await testApp.app.inject({
      method: 'GET',
      url: `/api/certificates/${randomUUID()}.pdf`,
      headers: { host: hosts.acme, authorization: `Bearer ${other}` },
      remoteAddress: '192.0.2.201',
    });
    expect(otherGet.statusCode).toBe(404);
  });

  it("limits the downloads of a user's archive per requester, counting only verified links", async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const ask = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/data-export/link',
      headers: { host: hosts.demo, authorization: `Bearer ${token}` },
      remoteAddress: '192.0.2.210',
    });
    const link = signedLinkSchema.parse(ask.json());
    const download = (url: string, index: number) =>
      testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo }, remoteAddress: `192.0.2.${(index % 40) + 1}` });
    // Forged links naming the learner are refused and cost them nothing.
    const forged = link.url.replace(/signature=[^&]+/, 'signature=forged');
    const refusals = await Promise.all(Array.from({ length: 40 }, (_, index) => download(forged, index)));
    expect(statusCounts(refusals.map((answer) => answer.statusCode))).toEqual({ 401: 40 });
    const { perKey } = rateLimits.dataExports;
    const statuses: number[] = [];
    for (let index = 0; index <= perKey; index += 1) statuses.push((await download(link.url, index)).statusCode);
    expect(statusCounts(statuses)).toEqual({ 200: perKey, 429: 1 });
  });

  it("limits an admin's tests of a single sign-on provider, each of which makes the server fetch another site", async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    // An address of this machine: refused at once (422), no connection made, so each test answers quickly.
    const probe = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/sso/test',
        headers: { host: hosts.demo, authorization: `Bearer ${token}` },
        payload: { issuer: 'http://127.0.0.1:1' },
        remoteAddress,
      });
    const { perUser } = rateLimits.issuerProbes;
    const statuses: number[] = [];
    for (let index = 0; index <= perUser; index += 1) statuses.push((await probe(`192.0.2.${index + 101}`)).statusCode);
    expect(statusCounts(statuses)).toEqual({ 422: perUser, 429: 1 });
  });
});
