import type { Locale } from '@espace/contracts/context';
import { linkMail, type LinkMailTexts, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface InvitationMailInput {
  to: string;
  /** The learner's name when the admin gave it, else empty. */
  displayName: string;
  /** Who invites: the admin's display name. */
  inviter: string;
  /** The class the invitation is for; '' when the account is in none (an invitation sent again). */
  className: string;
  /** The tenant's first language (an invited account has chosen none yet). */
  locale: Locale;
  link: string;
  validForDays: number;
  branding: MailBranding;
}

type Texts = (input: InvitationMailInput) => LinkMailTexts;

const french: Texts = ({ displayName, inviter, className, validForDays, branding }) => ({
  subject: `${inviter} vous invite sur ${branding.tenantName}`,
  greeting: displayName === '' ? 'Bonjour,' : `Bonjour ${displayName},`,
  paragraphs: [
    className === '' ? `${inviter} vous invite sur ${branding.tenantName}.` : `${inviter} vous invite à suivre « ${className} » sur ${branding.tenantName}.`,
    `Choisissez votre mot de passe pour créer votre accès. Ce lien est valable ${validForDays} jours et ne fonctionne qu'une fois ; ensuite, connectez-vous avec cette adresse et ce mot de passe.`,
  ],
  action: 'Choisir mon mot de passe',
  footer: "Si vous ne vous attendiez pas à cette invitation, ignorez ce message : aucun accès n'est ouvert sans mot de passe.",
});

const english: Texts = ({ displayName, inviter, className, validForDays, branding }) => ({
  subject: `${inviter} invites you to ${branding.tenantName}`,
  greeting: displayName === '' ? 'Hello,' : `Hello ${displayName},`,
  paragraphs: [
    className === '' ? `${inviter} invites you to ${branding.tenantName}.` : `${inviter} invites you to follow “${className}” on ${branding.tenantName}.`,
    `Choose your password to open your access. This link is valid for ${validForDays} days and works only once; then sign in with this address and that password.`,
  ],
  action: 'Choose my password',
  footer: 'If you did not expect this invitation, ignore this message: no access opens without a password.',
});

/** The invitation mail in the tenant's language (every French variant reads the French text), branded as the tenant. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  return linkMail(input, (input.locale === 'en' ? english : french)(input), input.link);
}
