import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

const base = {
  to: 'lea@demo.test',
  displayName: 'Léa Martin',
  link: 'http://localhost:3000/reset/token',
  validForMinutes: 60,
  branding: { tenantName: 'Académie Démo', primaryColour: '#1d4ed8' },
};

describe('passwordResetMail', () => {
  it.each([
    ['fr', 'Académie Démo : réinitialisation de votre mot de passe', 'Bonjour Léa Martin,', 'valable 60 minutes'],
    ['fr-CA', 'Académie Démo : réinitialisation de votre mot de passe', 'Bonjour Léa Martin,', 'Choisir un nouveau mot de passe'],
    ['en', 'Académie Démo: reset your password', 'Hello Léa Martin,', 'valid for 60 minutes'],
  ] as const)('in %s', (locale, subject, greeting, phrase) => {
    const mail = passwordResetMail({ ...base, locale });
    expect(mail).toMatchObject({ to: 'lea@demo.test', subject, links: [base.link] });
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(phrase);
    expect(mail.text).toContain(base.link);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('greets without a name when there is none', () => {
    expect(passwordResetMail({ ...base, displayName: '', locale: 'en' }).text.startsWith('Hello,')).toBe(true);
  });
});
