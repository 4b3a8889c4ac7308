import type { Locale } from '@espace/contracts/context';
import { linkMail, type LinkMailTexts, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface MailInput {
  to: string;
  displayName: string;
  /** The user's preferred language, else the tenant's first one. */
  locale: Locale;
  branding: MailBranding;
}

type Texts = LinkMailTexts;

const greeting = (locale: Locale, name: string) => (locale === 'en' ? (name === '' ? 'Hello,' : `Hello ${name},`) : name === '' ? 'Bonjour,' : `Bonjour ${name},`);


/** "Confirm your address": the link proves the address is the user's (single sign-on relies on it). */
export function emailVerificationMail(input: MailInput & { link: string; validForDays: number }): MailMessage {
  const { branding, validForDays } = input;
  const texts: Texts =
    input.locale === 'en'
      ? {
          subject: `${branding.tenantName}: confirm your email address`,
          greeting: greeting('en', input.displayName),
          paragraphs: [`Confirm that this address is yours to finish setting up your account on ${branding.tenantName}.`, `This link is valid for ${validForDays} days and works only once.`],
          action: 'Confirm my address',
          footer: 'If you did not create this account or change its address, ignore this message: the address will not be linked to it.',
        }
      : {
          subject: `${branding.tenantName} : confirmez votre adresse e-mail`,
          greeting: greeting('fr', input.displayName),
          paragraphs: [`Confirmez que cette adresse est la vôtre pour terminer la création de votre compte sur ${branding.tenantName}.`, `Ce lien est valable ${validForDays} jours et ne fonctionne qu'une fois.`],
          action: 'Confirmer mon adresse',
          footer: "Si vous n'avez pas créé ce compte ni changé son adresse, ignorez ce message : l'adresse ne lui sera pas liée.",
        };
  return linkMail(input, texts, input.link);
}

/**
 * To the owner of an address someone registered with: registration answers the same whether the
 * address has an account or not (no enumeration), so its owner is the one told.
 */
export function addressAlreadyRegisteredMail(input: MailInput & { signInLink: string }): MailMessage {
  const { branding } = input;
  const texts: Texts =
    input.locale === 'en'
      ? {
          subject: `${branding.tenantName}: you already have an account`,
          greeting: greeting('en', input.displayName),
          paragraphs: [
            `Someone registered on ${branding.tenantName} with your email address, which already belongs to your account. The new account was not linked to your address.`,
            'If it was you, sign in with your account; if you forgot your password, choose "Forgot password" on the sign-in page.',
          ],
          action: 'Sign in',
          footer: 'If it was not you, ignore this message: your account is unchanged.',
        }
      : {
          subject: `${branding.tenantName} : vous avez déjà un compte`,
          greeting: greeting('fr', input.displayName),
          paragraphs: [
            `Quelqu'un s'est inscrit sur ${branding.tenantName} avec votre adresse e-mail, qui appartient déjà à votre compte. Le nouveau compte n'a pas été lié à votre adresse.`,
            'Si c’était vous, connectez-vous avec votre compte ; en cas d’oubli, choisissez « Mot de passe oublié » sur la page de connexion.',
          ],
          action: 'Me connecter',
          footer: "Si ce n'était pas vous, ignorez ce message : votre compte reste inchangé.",
        };
  return linkMail(input, texts, input.signInLink);
}
