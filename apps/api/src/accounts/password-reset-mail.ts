import type { Locale } from '@espace/contracts/context';
import { linkMail, type LinkMailTexts, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface ResetMailInput {
  to: string;
  displayName: string;
  /** The user's preferred language, else the tenant's first one. */
  locale: Locale;
  link: string;
  validForMinutes: number;
  branding: MailBranding;
}

type Texts = (input: ResetMailInput) => LinkMailTexts;

const french: Texts = ({ displayName, validForMinutes, branding }) => ({
  subject: `${branding.tenantName} : réinitialisation de votre mot de passe`,
  greeting: displayName === '' ? 'Bonjour,' : `Bonjour ${displayName},`,
  paragraphs: [
    `Vous avez demandé à réinitialiser votre mot de passe sur ${branding.tenantName}.`,
    `Ce lien est valable ${validForMinutes} minutes et ne fonctionne qu'une fois.`,
  ],
  action: 'Choisir un nouveau mot de passe',
  footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
});

const english: Texts = ({ displayName, validForMinutes, branding }) => ({
  subject: `${branding.tenantName}: reset your password`,
  greeting: displayName === '' ? 'Hello,' : `Hello ${displayName},`,
  paragraphs: [
    `You asked to reset your password on ${branding.tenantName}.`,
    `This link is valid for ${validForMinutes} minutes and works only once.`,
  ],
  action: 'Choose a new password',
  footer: 'If you did not ask for this, ignore this message: your password stays unchanged.',
});

/** The password reset mail in the user's language (every French variant reads the French text). */
export function passwordResetMail(input: ResetMailInput): MailMessage {
  return linkMail(input, (input.locale === 'en' ? english : french)(input), input.link);
}
