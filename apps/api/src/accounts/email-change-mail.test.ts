import { describe, expect, it } from 'vitest';
import { emailChangeApprovalMail, emailChangedMail } from './email-change-mail';
import { addressInUseMail, emailVerificationMail } from './email-verification-mail';

const base = { to: 'lea@demo.test', displayName: 'Léa Martin', branding: { tenantName: 'Académie Démo', primaryColour: '#1d4ed8' } };
const link = 'http://localhost:3000/annulation-email#token';

describe('the mails about an address', () => {
  it.each([
    ['fr', "Académie Démo : l'adresse e-mail de votre compte a changé", 'est désormais lea@new.test, à la place de lea@demo.test', 'Annuler ce changement'],
    ['fr-CH', "Académie Démo : l'adresse e-mail de votre compte a changé", 'efface son mot de passe', 'valable 7 jours'],
    ['en', 'Académie Démo: the email address of your account changed', 'is now lea@new.test, instead of lea@demo.test', 'Undo this change'],
  ] as const)('announces a change to the old address with its undo link, in %s', (locale, subject, ...phrases) => {
    const mail = emailChangedMail({ ...base, locale, newEmail: 'lea@new.test', link, validForDays: 7 });
    expect(mail).toMatchObject({ to: 'lea@demo.test', subject, links: [link] });
    for (const phrase of phrases) expect(mail.text).toContain(phrase);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('says an address given up is gone', () => {
    expect(emailChangedMail({ ...base, locale: 'en', newEmail: '', link, validForDays: 7 }).text).toContain(
      'no longer has an email address: it had lea@demo.test',
    );
  });

  it('asks the current address to approve, naming the new one, in English too', () => {
    const mail = emailChangeApprovalMail({
      ...base,
      locale: 'en',
      newEmail: 'lea@new.test',
      link: 'http://localhost:3000/confirmation-email#token',
      validForDays: 3,
    });
    expect(mail.subject).toBe('Académie Démo: approve the change of your email address');
    expect(mail.text).toContain('replace this address with lea@new.test');
  });

  it('tells an address’s owner that it was given for another account, with no address link', () => {
    const mail = addressInUseMail({ ...base, locale: 'en', signInLink: 'http://localhost:3000/login' });
    expect(mail.subject).toBe('Académie Démo: your email address was given for another account');
    expect(mail.links).toEqual(['http://localhost:3000/login']);
    expect(mail.text).not.toContain('confirmation-email');
  });

  it('escapes what users typed in the HTML', () => {
    const mail = emailVerificationMail({
      ...base,
      displayName: '<b>Léa</b>',
      locale: 'fr',
      link: 'http://localhost:3000/confirmation-email#token',
      validForDays: 3,
    });
    expect(mail.html).not.toContain('<b>Léa</b>');
    expect(mail.text).toContain('Bonjour <b>Léa</b>,');
  });
});
