import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meSchema } from '@espace/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLinkTokenOf, mailFiles, resetTokenOf, undoTokenOf } from '../test/mail-test-support';
import type { ReadMail } from '../test/read-mail';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-email-change-'));
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => testApp.testDatabase.database;
const post = (url: string, payload: object, remoteAddress = '10.20.0.1') =>
  testApp.app.inject({ method: 'POST', url, headers: { host: hosts.demo }, payload, remoteAddress });
const withSession = (method: 'GET' | 'PATCH' | 'POST', url: string, session: string, payload?: object, remoteAddress = '10.20.0.1') =>
  testApp.app.inject({
    method,
    url,
    headers: { host: hosts.demo, authorization: `Bearer ${session}` },
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
const patchMe = (session: string, payload: object, remoteAddress?: string) => withSession('PATCH', '/api/users/me', session, payload, remoteAddress);
const meOf = async (session: string) => meSchema.parse((await withSession('GET', '/api/users/me', session)).json());
const mailsTo = async (address: string): Promise<ReadMail[]> => {
  await testApp.app.mailer.drain();
  return (await mailFiles(dataDir)).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
};
const lastMailTo = async (address: string): Promise<ReadMail> => {
  const mail = (await mailsTo(address)).at(-1);
  if (mail === undefined) throw new Error(`No mail to ${address}`);
  return mail;
};
const useLink = (token: string) => post('/api/users/email-verification', { token });
const undo = (token: string) => post('/api/users/email-change/undo', { token });
const signIn = (login: object, remoteAddress = '10.20.9.9') => post('/api/users/login', login, remoteAddress);
const tokenOf = (response: { json: () => unknown }) => (response.json() as { access_token: string }).access_token;
const meOfUser = async (username: string) =>
  (await db().query<{ email: string; password: boolean }>('SELECT email, password_hash IS NOT NULL AS password FROM users WHERE username = $1', [username]))[0];

/** A learner registered with the demo code whose address is theirs (its link used); their session. */
async function owner(username: string, email: string, password = 'Owner#2026'): Promise<string> {
  const registered = await post('/api/users', { invitationCode: 'WELCOME-DEMO', username, email, password }, '10.20.1.1');
  expect(registered.statusCode).toBe(201);
  expect((await useLink(addressLinkTokenOf(await lastMailTo(email)))).statusCode).toBeLessThan(300);
  return tokenOf(registered);
}

describe('a stolen session cannot move the account to another address (H-2)', () => {
  it('needs the current password: a token alone changes nothing and mails nothing', async () => {
    const session = await owner('stolen.token', 'stolen.token@demo.test');
    const missing = await patchMe(session, { email: 'thief@evil.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', issues: [{ path: 'currentPassword', message: 'required' }] });
    const wrong = await patchMe(session, { email: 'thief@evil.test', currentPassword: 'Guess#2026' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', issues: [{ path: 'currentPassword', message: 'wrong' }] });
    expect(await meOf(session)).toMatchObject({ email: 'stolen.token@demo.test', emailVerified: true, pendingEmail: null });
    expect(await mailsTo('thief@evil.test')).toHaveLength(0);
    // So no reset link can reach the thief.
    await post('/api/users/password-reset', { email: 'thief@evil.test' });
    expect(await mailsTo('thief@evil.test')).toHaveLength(0);
  });

  it('counts wrong current passwords given for a new address on the sign-in throttle', async () => {
    const session = await owner('address.guesser', 'address.guesser@demo.test');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => patchMe(session, { email: 'thief@evil.test', currentPassword: `Guess#${attempt}` }, '10.20.2.1')),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses).toContain(429);
    expect(guesses.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  });

  it('announces a change to the old address, whose link takes the account back from a thief who changed the password since', async () => {
    const ownerSession = await owner('owner.h2', 'owner.h2@demo.test');
    // A thief who knows the password (phished) signs in elsewhere and moves the account.
    const thiefSession = tokenOf(await signIn({ username: 'owner.h2', password: 'Owner#2026' }));
    const asked = await patchMe(thiefSession, { email: 'thief.h2@evil.test', currentPassword: 'Owner#2026' });
    expect(asked.json()).toMatchObject({ email: 'owner.h2@demo.test', pendingEmail: { email: 'thief.h2@evil.test', awaiting: 'confirmation' } });
    expect((await useLink(addressLinkTokenOf(await lastMailTo('thief.h2@evil.test')))).json()).toEqual({ outcome: 'changed' });

    const notice = await lastMailTo('owner.h2@demo.test');
    expect(notice.subject).toBe("Académie Démo : l'adresse e-mail de votre compte a changé");
    expect(notice.text).toContain('thief.h2@evil.test');
    expect(notice.html).toContain('#1d4ed8');
    const ownersUndo = undoTokenOf(notice);

    // The thief resets the password through the new address (every other session ends)…
    await post('/api/users/password-reset', { email: 'thief.h2@evil.test' }, '10.20.3.1');
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: `/api/users/password-reset/${resetTokenOf(await lastMailTo('thief.h2@evil.test'))}`,
          headers: { host: hosts.demo },
          payload: { password: 'Thief#2026' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await withSession('GET', '/api/users/me', ownerSession)).statusCode).toBe(401);
    // …moves it once more, and uses the undo link of that second change, mailed to their first address.
    const thiefAgain = tokenOf(await signIn({ username: 'owner.h2', password: 'Thief#2026' }));
    expect((await patchMe(thiefAgain, { email: 'thief.h2.bis@evil.test', currentPassword: 'Thief#2026' }, '10.20.3.2')).statusCode).toBe(200);
    await useLink(addressLinkTokenOf(await lastMailTo('thief.h2.bis@evil.test')));
    expect((await undo(undoTokenOf(await lastMailTo('thief.h2@evil.test')))).statusCode).toBe(204);

    // The owner's link still works: their address comes back, proven, every session ends and the
    // thief's password with them.
    const thiefLast = tokenOf(await signIn({ username: 'owner.h2', password: 'Thief#2026' }));
    expect((await undo(ownersUndo)).statusCode).toBe(204);
    expect((await withSession('GET', '/api/users/me', thiefLast)).statusCode).toBe(401);
    expect((await signIn({ username: 'owner.h2', password: 'Thief#2026' })).statusCode).toBe(401);
    expect((await undo(ownersUndo)).statusCode).toBe(401);
    const [row] = await db().query<{ email: string; verified: boolean; pending: string | null; password: boolean }>(
      "SELECT email, email_verified_at IS NOT NULL AS verified, pending_email AS pending, password_hash IS NOT NULL AS password FROM users WHERE username = 'owner.h2'",
    );
    expect(row).toEqual({ email: 'owner.h2@demo.test', verified: true, pending: null, password: false });

    // The reset link goes to their address, not the thief's, and lets them back in.
    const thiefMails = (await mailsTo('thief.h2@evil.test')).length;
    await post('/api/users/password-reset', { email: 'thief.h2@evil.test' }, '10.20.3.3');
    await post('/api/users/password-reset', { email: 'owner.h2@demo.test' }, '10.20.3.3');
    expect(await mailsTo('thief.h2@evil.test')).toHaveLength(thiefMails);
    const ownersReset = resetTokenOf(await lastMailTo('owner.h2@demo.test'));
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: `/api/users/password-reset/${ownersReset}`,
          headers: { host: hosts.demo },
          payload: { password: 'Back#2026' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await signIn({ email: 'owner.h2@demo.test', password: 'Back#2026' })).statusCode).toBe(200);
  });

  it('keeps the old address for its undo link for 7 days, then lets the link expire', async () => {
    const session = await owner('mover', 'mover@demo.test');
    await patchMe(session, { email: 'mover.new@demo.test', currentPassword: 'Owner#2026' }, '10.20.4.1');
    await useLink(addressLinkTokenOf(await lastMailTo('mover.new@demo.test')));
    const undoLink = undoTokenOf(await lastMailTo('mover@demo.test'));

    // Nobody else can take the old address while the link works.
    const squatter = await post(
      '/api/users',
      { invitationCode: 'WELCOME-DEMO', username: 'squatter', email: 'mover@demo.test', password: 'Squat#2026' },
      '10.20.4.2',
    );
    const claimed = await useLink(addressLinkTokenOf(await lastMailTo('mover@demo.test')));
    expect(claimed.statusCode).toBe(409);
    expect(await meOf(tokenOf(squatter))).toMatchObject({ email: '', pendingEmail: { email: 'mover@demo.test' } });

    const [expiry] = await db().query<{ days: number }>(
      "SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM email_change_undos WHERE email = 'mover@demo.test'",
    );
    expect(expiry?.days).toBe(7);
    await db().query("UPDATE email_change_undos SET expires_at = now() - interval '1 second' WHERE email = 'mover@demo.test'");
    const expired = await undo(undoLink);
    expect(expired.statusCode).toBe(403);
    expect(await meOf(session)).toMatchObject({ email: 'mover.new@demo.test' });
  });

  it('lets an account without a password change its address only once its current address approves', async () => {
    const session = await owner('no.password', 'no.password@demo.test');
    await db().query("UPDATE users SET password_hash = NULL WHERE username = 'no.password'");
    const asked = await patchMe(session, { email: 'no.password.new@demo.test' }, '10.20.5.1');
    expect(asked.json()).toMatchObject({
      email: 'no.password@demo.test',
      hasPassword: false,
      pendingEmail: { email: 'no.password.new@demo.test', awaiting: 'approval' },
    });
    expect(await mailsTo('no.password.new@demo.test')).toHaveLength(0);
    const approval = await lastMailTo('no.password@demo.test');
    expect(approval.subject).toBe('Académie Démo : approuvez le changement de votre adresse e-mail');
    expect(approval.text).toContain('no.password.new@demo.test');

    expect((await useLink(addressLinkTokenOf(approval))).json()).toEqual({ outcome: 'approved' });
    expect(await meOf(session)).toMatchObject({
      email: 'no.password@demo.test',
      pendingEmail: { email: 'no.password.new@demo.test', awaiting: 'confirmation' },
    });
    expect((await useLink(addressLinkTokenOf(await lastMailTo('no.password.new@demo.test')))).json()).toEqual({ outcome: 'changed' });
    expect(await meOf(session)).toMatchObject({ email: 'no.password.new@demo.test', emailVerified: true, pendingEmail: null });
    expect(undoTokenOf(await lastMailTo('no.password@demo.test'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Giving the address up without a password has nothing to approve it with.
    expect((await patchMe(session, { email: '' }, '10.20.5.2')).statusCode).toBe(403);
  });

  it('gives an address up only with the current password, at once, announced with its undo link', async () => {
    const session = await owner('leaver', 'leaver@demo.test');
    expect((await patchMe(session, { email: '' })).json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    expect((await patchMe(session, { email: '', currentPassword: 'Owner#2026' }, '10.20.6.1')).json()).toMatchObject({
      email: '',
      emailVerified: false,
      pendingEmail: null,
    });
    const notice = await lastMailTo('leaver@demo.test');
    expect(notice.text).toContain("n'a plus d'adresse e-mail");
    expect((await undo(undoTokenOf(notice))).statusCode).toBe(204);
    expect(await meOfUser('leaver')).toEqual({ email: 'leaver@demo.test', password: false });
  });

  it('retires the link of a pending address the user replaced', async () => {
    const session = await owner('hesitant', 'hesitant@demo.test');
    await patchMe(session, { email: 'hesitant.one@demo.test', currentPassword: 'Owner#2026' }, '10.20.7.1');
    const first = addressLinkTokenOf(await lastMailTo('hesitant.one@demo.test'));
    await patchMe(session, { email: 'hesitant.two@demo.test', currentPassword: 'Owner#2026' }, '10.20.7.1');
    expect((await useLink(first)).statusCode).toBe(401);
    expect(await meOf(session)).toMatchObject({ email: 'hesitant@demo.test', pendingEmail: { email: 'hesitant.two@demo.test' } });
  });
});
