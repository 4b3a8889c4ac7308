import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIfTheAttemptsJustEnded, createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { addressLinkTokenOf, mailFiles, resetTokenOf } from '../test/mail-test-support';
import { hashSecret } from './secrets';

let testApp: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-reset-'));
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, remoteAddress = '10.1.0.1', host = hosts.demo) =>
  testApp.app.inject({ method, url, headers: { host }, remoteAddress, ...(payload === undefined ? {} : { payload }) });
const ask = async (email: string, remoteAddress?: string, host?: string) => {
  const response = await inject('POST', '/api/users/password-reset', { email }, remoteAddress, host);
  await testApp.app.mailer.drain();
  return response;
};
const newMails = async (since: number) => (await mailFiles(dataDir)).slice(since);
const mailCount = async () => (await mailFiles(dataDir)).length;
const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${token}` } });

describe('password reset by mail (.eml fallback)', () => {
  it('mails a French link to a known address, which loads the user and sets a new password once', async () => {
    const session = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    const before = await mailCount();
    const response = await ask('Teacher@Demo.test');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    const [mail] = await newMails(before);
    expect(mail).toMatchObject({ to: 'teacher@demo.test', subject: 'Académie Démo : réinitialisation de votre mot de passe' });
    expect(mail!.text).toContain('Bonjour Thomas Bernard,');
    expect(mail!.text).toContain('http://localhost:3000/reset/');
    expect(mail!.html).toContain('#1d4ed8');
    const token = resetTokenOf(mail!);

    const loaded = await inject('GET', `/api/users/password-reset/${token}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ email: 'teacher@demo.test', displayName: 'Thomas Bernard' });

    const weak = await inject('PATCH', `/api/users/password-reset/${token}`, { password: 'weakpass' });
    expect(weak.json()).toMatchObject({ code: 'INVALID_PASSWORD', issues: [{ path: 'password', message: 'complexity' }] });

    expect((await inject('PATCH', `/api/users/password-reset/${token}`, { password: 'Nouveau#2026' })).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect(await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Nouveau#2026' })).toBeTypeOf('string');

    const reused = await inject('PATCH', `/api/users/password-reset/${token}`, { password: 'Encore#2026' });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await inject('GET', `/api/users/password-reset/${token}`)).statusCode).toBe(401);
  });

  it('answers an unknown address exactly the same and mails nothing', async () => {
    const before = await mailCount();
    const response = await ask('nobody@demo.test', '10.1.0.2');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    expect(await mailCount()).toBe(before);
  });

  it('mails in English to an English user of another tenant, with that tenant’s name and colour', async () => {
    const before = await mailCount();
    await ask('learner@acme.test', '10.1.0.3', hosts.acme);
    const [mail] = await newMails(before);
    expect(mail).toMatchObject({ to: 'learner@acme.test', subject: 'Acme Learning: reset your password' });
    expect(mail!.text).toContain('http://acme.localhost:3000/reset/');
    expect(mail!.html).toContain('#c2410c');
    // A token of one tenant is no token in another.
    expect((await inject('GET', `/api/users/password-reset/${resetTokenOf(mail!)}`)).statusCode).toBe(401);
  });

  it('keeps only the newest link working', async () => {
    const before = await mailCount();
    await ask('learner@demo.test', '10.1.0.4');
    await ask('learner@demo.test', '10.1.0.4');
    const [older, newer] = await newMails(before);
    expect((await inject('GET', `/api/users/password-reset/${resetTokenOf(older!)}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/users/password-reset/${resetTokenOf(newer!)}`)).statusCode).toBe(200);
  });

  it('answers 403 for an expired link and 401 for a forged one', async () => {
    const before = await mailCount();
    await ask('admin@demo.test', '10.1.0.5');
    const token = resetTokenOf((await newMails(before))[0]!);
    await testApp.testDatabase.database.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashSecret(token),
    ]);
    const expired = await inject('GET', `/api/users/password-reset/${token}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'Forbidden' });
    expect((await inject('PATCH', `/api/users/password-reset/${token}`, { password: 'Expired#2026' })).statusCode).toBe(403);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await inject('GET', `/api/users/password-reset/${forged}`)).statusCode).toBe(401);
    expect((await inject('PATCH', `/api/users/password-reset/${forged}`, { password: 'Forged#2026' })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const rows = await testApp.testDatabase.database.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('stops mailing an address after 5 requests an hour, still answering 202', async () => {
    const before = await mailCount();
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) answers.push((await ask('learner@demo.test', `10.2.0.${attempt}`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 202, 202]);
    // Two requests came from the newest-link test above, in the same hour.
    expect(await mailCount()).toBe(before + 3);
  });

  it('stops mailing from an IP after 20 requests an hour', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await ask(`unknown${attempt}@demo.test`, '10.3.0.1');
    const before = await mailCount();
    expect((await ask('teacher@demo.test', '10.3.0.1')).statusCode).toBe(202);
    expect(await mailCount()).toBe(before);
  });

  it('mails no more than 5 links when 30 requests for one address arrive at once', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => inject('POST', '/api/users/password-reset', { email: 'learner@acme.test' }, `10.5.0.${attempt}`, hosts.acme)),
    );
    await testApp.app.mailer.drain();
    expect((await mailFiles(dataDir)).filter((mail) => mail.to === 'learner@acme.test')).toHaveLength(5);
  });

  it('lets the owner back in at once after a reset, whatever a guesser did to the sign-in throttle', async () => {
    const guesser = '10.6.0.1';
    const logIn = (password: string) => inject('POST', '/api/users/login', { email: 'admin@demo.test', password }, guesser);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await logIn(`Guess#${attempt}`)).statusCode).toBe(401);
    await asIfTheAttemptsJustEnded(testApp.app);
    expect((await logIn('Admin#2026')).statusCode).toBe(429);

    const before = await mailCount();
    await ask('admin@demo.test', '10.6.0.2');
    const token = resetTokenOf((await newMails(before))[0]!);
    expect((await inject('PATCH', `/api/users/password-reset/${token}`, { password: 'Reprise#2026' })).statusCode).toBe(204);
    expect((await logIn('Reprise#2026')).statusCode).toBe(200);
  });

  it('opens nothing with a link mailed to an address the account has given up since (H-1)', async () => {
    const registered = await inject(
      'POST',
      '/api/users',
      { invitationCode: 'WELCOME-DEMO', username: 'address.mover', email: 'first.address@demo.test', password: 'Mover#2026' },
      '10.7.0.1',
    );
    const session = (registered.json() as { access_token: string }).access_token;
    await testApp.app.mailer.drain();
    const confirmations = () => mailFiles(dataDir).then((mails) => mails.filter((mail) => /confirmation-email#/.test(mail.text)));
    await inject('POST', '/api/users/email-verification', { token: addressLinkTokenOf((await confirmations()).at(-1)!) });
    const before = await mailCount();
    await ask('first.address@demo.test', '10.7.0.2');
    const token = resetTokenOf((await newMails(before))[0]!);

    const change = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { host: hosts.demo, authorization: `Bearer ${session}` },
      payload: { email: 'second.address@demo.test', currentPassword: 'Mover#2026' },
      remoteAddress: '10.7.0.3',
    });
    expect(change.statusCode).toBe(200);
    await testApp.app.mailer.drain();
    await inject('POST', '/api/users/email-verification', { token: addressLinkTokenOf((await confirmations()).at(-1)!) });
    expect((await inject('GET', `/api/users/password-reset/${token}`)).statusCode).toBe(401);
    expect((await inject('PATCH', `/api/users/password-reset/${token}`, { password: 'Hijack#2026' })).statusCode).toBe(401);
    expect(await signIn(testApp.app, hosts.demo, { username: 'address.mover', password: 'Mover#2026' })).toBeTypeOf('string');
  });

  it('binds a link to its address even when the address changes by another way (an administrator)', async () => {
    const before = await mailCount();
    await ask('teacher@demo.test', '10.8.0.1');
    const token = resetTokenOf((await newMails(before))[0]!);
    await testApp.testDatabase.database.query("UPDATE users SET email = 'renamed.teacher@demo.test' WHERE email = 'teacher@demo.test'");
    try {
      expect((await inject('GET', `/api/users/password-reset/${token}`)).statusCode).toBe(401);
    } finally {
      await testApp.testDatabase.database.query("UPDATE users SET email = 'teacher@demo.test' WHERE email = 'renamed.teacher@demo.test'");
    }
    // Back at that address, the link works again: it is bound to the address, not revoked.
    expect((await inject('GET', `/api/users/password-reset/${token}`)).statusCode).toBe(200);
  });
});
