import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificatesResponseSchema } from '@espace/contracts/certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { mailFiles, resetTokenOf } from '../test/mail-test-support';

/** No absolute URL the server writes is built from a Host or X-Forwarded-Host header. */
const hostile = [
  'localhost:3000@evil.test',
  'localhost:@evil.test',
  'localhost:3000/.evil.test',
  'localhost:3000#@evil.test',
  'localhost:3000\\@evil.test',
  'evil.test/x',
];

let direct: TestApp;
let proxied: TestApp;
const directMail = mkdtempSync(join(tmpdir(), 'espace-host-'));
const proxiedMail = mkdtempSync(join(tmpdir(), 'espace-host-proxy-'));

beforeAll(async () => {
  direct = await createTestApp({ DATA_DIR: directMail });
  proxied = await createTestApp({ DATA_DIR: proxiedMail, TRUST_PROXY: '10.7.0.0/16', PUBLIC_URL: 'https://learn.demo.example' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const askReset = async (testApp: TestApp, headers: Record<string, string>, email = 'learner@demo.test') => {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/password-reset',
    headers,
    payload: { email },
    remoteAddress: `10.7.0.${Math.floor(Math.random() * 250)}`,
  });
  await testApp.app.mailer.drain();
  return answer;
};

describe('a Host that is not host[:port]', () => {
  it.each(hostile)('%j is refused with 400 before anything else, and nothing is mailed', async (host) => {
    const before = (await mailFiles(directMail)).length;
    const answer = await askReset(direct, { host });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'headers.host' }] });
    expect((await mailFiles(directMail)).length).toBe(before);
  });

  it.each(hostile)('%j as a trusted X-Forwarded-Host is refused the same way', async (forwarded) => {
    const answer = await askReset(proxied, { host: hosts.demo, 'x-forwarded-host': forwarded });
    expect(answer.statusCode).toBe(400);
  });
});

describe('links in mails and documents', () => {
  it('start with the tenant’s configured origin whatever port, case or forwarded host the request names', async () => {
    for (const headers of [{ host: 'LOCALHOST:9999' }, { host: hosts.demo }]) {
      const before = (await mailFiles(directMail)).length;
      expect((await askReset(direct, headers, 'teacher@demo.test')).statusCode).toBe(202);
      const [mail] = (await mailFiles(directMail)).slice(before);
      expect(mail?.text).toContain(`http://localhost:3000/reset/${resetTokenOf(mail!)}`);
    }
    const acmeBefore = (await mailFiles(directMail)).length;
    await askReset(direct, { host: hosts.acmeOtherPort }, 'learner@acme.test');
    expect((await mailFiles(directMail)).slice(acmeBefore)[0]?.text).toContain('http://acme.localhost:3000/reset/');

    const proxiedBefore = (await mailFiles(proxiedMail)).length;
    await askReset(proxied, { host: hosts.demo, 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' }, 'admin@demo.test');
    const [forwarded] = (await mailFiles(proxiedMail)).slice(proxiedBefore);
    // The demo tenant's configured host (`localhost`) with PUBLIC_URL's scheme and port.
    expect(forwarded?.text).toContain('https://localhost/reset/');
    expect(forwarded?.text).not.toContain('evil.test');
  });

  it('write the certificate’s verification URL from the configured origin', async () => {
    const token = await signIn(direct.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const headers = { host: 'localhost:9999', authorization: `Bearer ${token}` };
    const list = certificatesResponseSchema.parse((await direct.app.inject({ method: 'GET', url: '/api/users/me/certificates', headers })).json());
    const row = list.items.find((item) => item.certificationRef === 'CERT-7K3P-Q9XZ');
    const pdf = await direct.app.inject({ method: 'GET', url: String(row?.certificateUrl), headers });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('localhost:3000/verify/CERT-7K3P-Q9XZ');
    expect(text).not.toContain('9999');
  });
});
