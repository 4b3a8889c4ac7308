import type { LinkMailTexts } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { linkMail } from '../mail/mail-layout';
import { type AddressMailInput, englishGreeting, frenchGreeting, mailTexts } from './email-verification-mail';

type ApprovalInput = AddressMailInput & { newEmail: string; link: string; validForDays: number };

const approvalFrench = ({ displayName, branding, newEmail, validForDays }: ApprovalInput): LinkMailTexts => ({
  subject: `${branding.tenantName} : approuvez le changement de votre adresse e-mail`,
  greeting: frenchGreeting(displayName),
  paragraphs: [
    `Une demande a été faite depuis votre compte sur ${branding.tenantName} pour remplacer cette adresse par ${newEmail}.`,
    `Si c'est vous, approuvez-la : nous enverrons ensuite un lien à ${newEmail} pour terminer. Ce lien est valable ${validForDays} jours et ne fonctionne qu'une fois.`,
  ],
  action: 'Approuver le changement',
  footer: "Si ce n'est pas vous, ignorez ce message : votre adresse reste inchangée. Quelqu'un utilise peut-être votre compte : déconnectez-vous de vos appareils.",
});

const approvalEnglish = ({ displayName, branding, newEmail, validForDays }: ApprovalInput): LinkMailTexts => ({
  subject: `${branding.tenantName}: approve the change of your email address`,
  greeting: englishGreeting(displayName),
  paragraphs: [
    `Someone asked, from your account on ${branding.tenantName}, to replace this address with ${newEmail}.`,
    `If it was you, approve it: we will then send a link to ${newEmail} to finish. This link is valid for ${validForDays} days and works only once.`,
  ],
  action: 'Approve the change',
  footer: 'If it was not you, ignore this message: your address stays unchanged. Someone may be using your account: sign out of your devices.',
});

/** To the current address of an account without a password: a session alone does not move the account elsewhere. */
export function emailChangeApprovalMail(input: ApprovalInput): MailMessage {
  return linkMail(input, mailTexts(input.locale, approvalFrench, approvalEnglish)(input), input.link);
}

/** `newEmail` is '' when the account gave its address up. */
type ChangedInput = AddressMailInput & { newEmail: string; link: string; validForDays: number };

const changedFrench = ({ displayName, branding, to, newEmail, validForDays }: ChangedInput): LinkMailTexts => ({
  subject: `${branding.tenantName} : l'adresse e-mail de votre compte a changé`,
  greeting: frenchGreeting(displayName),
  paragraphs: [
    newEmail === ''
      ? `Votre compte sur ${branding.tenantName} n'a plus d'adresse e-mail : il avait ${to}.`
      : `L'adresse e-mail de votre compte sur ${branding.tenantName} est désormais ${newEmail}, à la place de ${to}.`,
    `Si vous n'avez pas fait ce changement, annulez-le : ce lien remet ${to} sur votre compte, ferme toutes ses sessions et efface son mot de passe. Choisissez ensuite un nouveau mot de passe avec « Mot de passe oublié ». Il est valable ${validForDays} jours.`,
  ],
  action: 'Annuler ce changement',
  footer: 'Si vous avez fait ce changement, ignorez ce message. Il est envoyé à l’adresse que votre compte avait jusqu’ici.',
});

const changedEnglish = ({ displayName, branding, to, newEmail, validForDays }: ChangedInput): LinkMailTexts => ({
  subject: `${branding.tenantName}: the email address of your account changed`,
  greeting: englishGreeting(displayName),
  paragraphs: [
    newEmail === ''
      ? `Your account on ${branding.tenantName} no longer has an email address: it had ${to}.`
      : `The email address of your account on ${branding.tenantName} is now ${newEmail}, instead of ${to}.`,
    `If you did not make this change, undo it: this link puts ${to} back on your account, signs all its sessions out and clears its password. Then choose a new password with "Forgot password". It is valid for ${validForDays} days.`,
  ],
  action: 'Undo this change',
  footer: 'If you made this change, ignore this message. It is sent to the address your account had until now.',
});

/** To the address an account just gave up, with the link that takes it back (undo-email-change.ts). */
export function emailChangedMail(input: ChangedInput): MailMessage {
  return linkMail(input, mailTexts(input.locale, changedFrench, changedEnglish)(input), input.link);
}
