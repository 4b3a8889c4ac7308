import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpPeer } from '../test/smtp-peer';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { resetTokenOf } from '../test/mail-test-support';

/** A real SMTP peer on a free port, keeping every mail it is handed. */
const smtp = createSmtpPeer();
const { received } = smtp;

let testApp: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
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

describe('password reset through a real SMTP server', () => {
  it('hands the mail to SMTP, and its link resets the password', async () => {
    expect(testApp.app.mailer.transport).toBe('smtp');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      headers: { host: hosts.demo },
      payload: { email: 'learner@demo.test' },
    });
    expect(response.statusCode).toBe(202);
    await testApp.app.mailer.drain();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ to: 'learner@demo.test', subject: 'Académie Démo : réinitialisation de votre mot de passe' });
    expect(mail!.html).toContain('Choisir un nouveau mot de passe');
    const token = resetTokenOf(mail!);
    const reset = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/password-reset/${token}`,
      headers: { host: hosts.demo },
      payload: { password: 'ParSmtp#2026' },
    });
    expect(reset.statusCode).toBe(204);
    expect(await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'ParSmtp#2026' })).toBeTypeOf('string');
  });
});
