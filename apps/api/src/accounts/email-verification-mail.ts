import type { Locale } from '@espace/contracts/context';
import { linkMail, type LinkMailTexts, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

/** What every mail about an account's address is addressed with. */
export interface AddressMailInput {
  to: string;
  displayName: string;
  /** The user's preferred language, else the tenant's first one. */
  locale: Locale;
  branding: MailBranding;
}

/** Every French variant reads the French text. */
export const mailTexts = <Input>(locale: Locale, french: (input: Input) => LinkMailTexts, english: (input: Input) => LinkMailTexts) => (locale === 'en' ? english : french);

export const frenchGreeting = (name: string) => (name === '' ? 'Bonjour,' : `Bonjour ${name},`);
export const englishGreeting = (name: string) => (name === '' ? 'Hello,' : `Hello ${name},`);

type VerificationInput = AddressMailInput & { link: string; validForDays: number };

const verificationFrench = ({ displayName, branding, validForDays }: VerificationInput): LinkMailTexts => ({
  subject: `${branding.tenantName} : confirmez votre adresse e-mail`,
  greeting: frenchGreeting(displayName),
  paragraphs: [`Confirmez que cette adresse est la vôtre pour la relier à votre compte sur ${branding.tenantName}.`, `Ce lien est valable ${validForDays} jours et ne fonctionne qu'une fois.`],
  action: 'Confirmer mon adresse',
  footer: "Si vous n'avez pas créé ce compte ni changé son adresse, ignorez ce message : l'adresse ne lui sera pas liée.",
});

const verificationEnglish = ({ displayName, branding, validForDays }: VerificationInput): LinkMailTexts => ({
  subject: `${branding.tenantName}: confirm your email address`,
  greeting: englishGreeting(displayName),
  paragraphs: [`Confirm that this address is yours to link it to your account on ${branding.tenantName}.`, `This link is valid for ${validForDays} days and works only once.`],
  action: 'Confirm my address',
  footer: 'If you did not create this account or change its address, ignore this message: the address will not be linked to it.',
});

/** "Confirm your address": using the link moves the address onto the account, proven (single sign-on relies on it). */
export function emailVerificationMail(input: VerificationInput): MailMessage {
  return linkMail(input, mailTexts(input.locale, verificationFrench, verificationEnglish)(input), input.link);
}

type InUseInput = AddressMailInput & { signInLink: string };

const inUseFrench = ({ displayName, branding }: InUseInput): LinkMailTexts => ({
  subject: `${branding.tenantName} : votre adresse e-mail a été proposée pour un autre compte`,
  greeting: frenchGreeting(displayName),
  paragraphs: [
    `Quelqu'un a donné votre adresse e-mail pour un autre compte sur ${branding.tenantName}, en s'inscrivant ou en changeant l'adresse de ce compte. Votre adresse reste celle de votre compte : elle n'a pas été liée à l'autre.`,
    'Si c’était vous, connectez-vous avec votre compte ; en cas d’oubli du mot de passe, choisissez « Mot de passe oublié » sur la page de connexion.',
  ],
  action: 'Me connecter',
  footer: "Si ce n'était pas vous, ignorez ce message : votre compte reste inchangé.",
});

const inUseEnglish = ({ displayName, branding }: InUseInput): LinkMailTexts => ({
  subject: `${branding.tenantName}: your email address was given for another account`,
  greeting: englishGreeting(displayName),
  paragraphs: [
    `Someone gave your email address for another account on ${branding.tenantName}, when registering or when changing that account's address. Your address stays with your account: it was not linked to the other one.`,
    'If it was you, sign in with your account; if you forgot your password, choose "Forgot password" on the sign-in page.',
  ],
  action: 'Sign in',
  footer: 'If it was not you, ignore this message: your account is unchanged.',
});

/**
 * To the owner of an address someone else asked for: registration and the profile answer the same
 * whether the address has an account or not (no enumeration), so its owner is the one told.
 */
export function addressInUseMail(input: InUseInput): MailMessage {
  return linkMail(input, mailTexts(input.locale, inUseFrench, inUseEnglish)(input), input.signInLink);
}
