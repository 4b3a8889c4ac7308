import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classInvitationsSchema } from '@espace/contracts/admin-enrolment';
import { auditLogSchema } from '@espace/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFiles } from '../test/mail-test-support';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** Enrolment by address (docs/administration.md#inviting-by-e-mail). */
let testApp: TestApp;
let dataDir: string;
let admin: string;
let springId: string;
let autumnId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-invite-'));
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const classes = await testApp.testDatabase.database.query<{ id: string; name: string }>(
    "SELECT id, name FROM classes WHERE name IN ('Printemps 2026 — Accueil client', 'Automne 2026 — Sécurité')",
  );
  springId = classes.find((row) => row.name.startsWith('Printemps'))?.id ?? '';
  autumnId = classes.find((row) => row.name.startsWith('Automne'))?.id ?? '';
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const invite = async (classId: string, payload: object, token = admin, host = hosts.demo) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/classes/${classId}/invitations`,
    headers: { host, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const mailsTo = async (address: string) => {
  await testApp.app.mailer.drain();
  return (await mailFiles(dataDir)).filter((mail) => mail.to === address);
};
const tokenOf = (text: string) => /\/bienvenue#([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? '';
const lessonsOf = async (email: string, classId: string) =>
  (
    await testApp.testDatabase.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lessons l JOIN users u ON u.id = l.user_id WHERE u.email = $1 AND l.class_id = $2',
      [email, classId],
    )
  )[0]?.n;

describe('inviting by address', () => {
  it('creates an account for an unknown address and mails it a link; enrols a known one without a mail; says what happened to each', async () => {
    const response = await invite(springId, {
      emails: ['  New.Comer@Example.org', 'learner@demo.test', 'new.comer@example.org', 'teacher@demo.test'],
      role: 'STUDENT',
    });
    expect(response.status).toBe(200);
    expect(classInvitationsSchema.parse(response.body).items).toEqual([
      { email: 'new.comer@example.org', outcome: 'created', reason: null },
      { email: 'learner@demo.test', outcome: 'alreadyEnrolled', reason: null },
      { email: 'teacher@demo.test', outcome: 'enrolled', reason: null },
    ]);
    expect(await lessonsOf('new.comer@example.org', springId)).toBeGreaterThan(0);
    expect(await mailsTo('learner@demo.test')).toHaveLength(0);
    expect(await mailsTo('teacher@demo.test')).toHaveLength(0);
    const [mail] = await mailsTo('new.comer@example.org');
    expect(mail).toMatchObject({ subject: 'Alice Durand vous invite sur Académie Démo' });
    expect(mail?.html).toContain('Choisir mon mot de passe');
    const log = auditLogSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { host: hosts.demo, authorization: `Bearer ${admin}` } })).json(),
    );
    expect(log.items[0]).toMatchObject({
      action: 'class.invitations-sent',
      target: { id: springId },
      after: { role: 'STUDENT', addresses: { 'new.comer@example.org': 'created' } },
    });
  });

  it('mails a fresh link to an account that has not set its password yet (the first one no longer works), and nothing once it has', async () => {
    const first = tokenOf((await mailsTo('new.comer@example.org'))[0]?.text ?? '');
    const again = await invite(autumnId, { emails: ['new.comer@example.org'], role: 'TEACHER' });
    expect(classInvitationsSchema.parse(again.body).items).toEqual([{ email: 'new.comer@example.org', outcome: 'invitedAgain', reason: null }]);
    const mails = await mailsTo('new.comer@example.org');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Automne 2026 — Sécurité');
    const set = (token: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/users/password-reset/${token}`,
        headers: { host: hosts.demo },
        payload: { password: 'Bienvenue#2026' },
      });
    expect((await set(first)).statusCode).toBe(401);
    expect((await set(tokenOf(mails[1]?.text ?? ''))).statusCode).toBe(204);
    // A trainer gets no lessons.
    expect(await lessonsOf('new.comer@example.org', autumnId)).toBe(0);

    const third = await invite(autumnId, { emails: ['new.comer@example.org'], role: 'STUDENT' });
    expect(classInvitationsSchema.parse(third.body).items).toEqual([{ email: 'new.comer@example.org', outcome: 'enrolled', reason: null }]);
    expect(await mailsTo('new.comer@example.org')).toHaveLength(2);
    expect(await lessonsOf('new.comer@example.org', autumnId)).toBeGreaterThan(0);
  });

  it('shows a pending invitation to the admin, sends it again (audited, throttled), and a reset link asked meanwhile leaves it working', async () => {
    expect((await invite(springId, { emails: ['pending.one@example.org'], role: 'STUDENT' })).status).toBe(200);
    const headers = { host: hosts.demo, authorization: `Bearer ${admin}` };
    const users = (await testApp.app.inject({ method: 'GET', url: '/api/admin/users?search=pending.one', headers })).json() as {
      items: { id: string; invitationSentAt: string | null }[];
    };
    const [pending] = users.items;
    expect(pending?.invitationSentAt).toEqual(expect.any(String));
    const first = tokenOf((await mailsTo('pending.one@example.org'))[0]?.text ?? '');

    // The invited person asks « Mot de passe oublié »: the reset link does not retire the invitation.
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/users/password-reset',
          headers: { host: hosts.demo },
          payload: { email: 'pending.one@example.org' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const status = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/users/password-reset/${token}`, headers: { host: hosts.demo } });
    expect((await status(first)).statusCode).toBe(200);

    const resend = () => testApp.app.inject({ method: 'POST', url: `/api/admin/users/${pending?.id}/invitation`, headers });
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ sentTo: 'pending.one@example.org' });
    const invitations = (await mailsTo('pending.one@example.org')).filter((mail) => mail.text.includes('/bienvenue#'));
    expect(invitations).toHaveLength(2);
    expect(invitations[1]?.text).toContain('Printemps 2026 — Accueil client');
    // The earlier invitation stops working; the new one sets the password, after which nothing is pending.
    expect((await status(first)).statusCode).toBe(401);
    const log = auditLogSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers })).json());
    expect(log.items[0]).toMatchObject({ action: 'user.invitation-resent', target: { id: pending?.id } });
    const second = tokenOf(invitations[1]?.text ?? '');
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: `/api/users/password-reset/${second}`,
          headers: { host: hosts.demo },
          payload: { password: 'Bienvenue#2026' },
        })
      ).statusCode,
    ).toBe(204);
    const after = (await testApp.app.inject({ method: 'GET', url: `/api/admin/users/${pending?.id}`, headers })).json() as { invitationSentAt: string | null };
    expect(after.invitationSentAt).toBeNull();
    expect((await resend()).statusCode).toBe(409);
    // Someone who never was invited has nothing to send again.
    const learner = (await testApp.testDatabase.database.query<{ id: string }>("SELECT id FROM users WHERE email = 'learner@demo.test'"))[0]?.id;
    expect((await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${learner}/invitation`, headers })).statusCode).toBe(409);
  });

  it('skips a deactivated account', async () => {
    await testApp.testDatabase.database.query("UPDATE users SET deactivated_at = now() WHERE email = 'new.comer@example.org'");
    const response = await invite(springId, { emails: ['new.comer@example.org'], role: 'STUDENT' });
    expect(classInvitationsSchema.parse(response.body).items).toEqual([{ email: 'new.comer@example.org', outcome: 'skipped', reason: 'accountDeactivated' }]);
  });

  it("refuses another tenant's class (404), a teacher (403), an invalid address, none or more than 100 (400)", async () => {
    const [acmeClass] = await testApp.testDatabase.database.query<{ id: string }>("SELECT id FROM classes WHERE name = 'Spring 2026 cohort'");
    expect((await invite(acmeClass?.id ?? '', { emails: ['x@example.org'], role: 'STUDENT' })).status).toBe(404);
    expect(await testApp.testDatabase.database.query("SELECT id FROM users WHERE email = 'x@example.org'")).toHaveLength(0);
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await invite(springId, { emails: ['x@example.org'], role: 'STUDENT' }, teacher)).status).toBe(403);
    expect((await invite(springId, { emails: ['not an address'], role: 'STUDENT' })).status).toBe(400);
    expect((await invite(springId, { emails: [], role: 'STUDENT' })).status).toBe(400);
    expect((await invite(springId, { emails: Array.from({ length: 101 }, (_, i) => `m${i}@example.org`), role: 'STUDENT' })).status).toBe(400);
    expect((await invite(springId, { emails: ['x@example.org'], role: 'OWNER' })).status).toBe(400);
  });
});
