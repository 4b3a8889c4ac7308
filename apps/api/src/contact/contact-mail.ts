import type { Locale } from '@espace/contracts/context';
import { renderMail, type MailBranding } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

interface ContactMailInput {
  to: string;
  recipientName: string;
  locale: Locale;
  learnerName: string;
  learnerEmail: string;
  subject: string;
  message: string;
  branding: MailBranding;
}

const texts = {
  fr: (input: ContactMailInput) => ({
    subject: `${input.branding.tenantName} : message de ${input.learnerName}${input.subject === '' ? '' : ` — ${input.subject}`}`,
    greeting: input.recipientName === '' ? 'Bonjour,' : `Bonjour ${input.recipientName},`,
    intro: `${input.learnerName} vous a écrit depuis ${input.branding.tenantName} :`,
    action: `Répondre à ${input.learnerName}`,
    footer: 'Répondre à ce message écrit directement à l’apprenant.',
  }),
  en: (input: ContactMailInput) => ({
    subject: `${input.branding.tenantName}: message from ${input.learnerName}${input.subject === '' ? '' : ` — ${input.subject}`}`,
    greeting: input.recipientName === '' ? 'Hello,' : `Hello ${input.recipientName},`,
    intro: `${input.learnerName} wrote to you from ${input.branding.tenantName}:`,
    action: `Reply to ${input.learnerName}`,
    footer: 'Replying to this message writes to the learner directly.',
  }),
};

/** A contact message (docs/product/accounts.md#contacting-a-teacher), in the teacher's language, answered straight to the learner (reply-to). */
export function contactMail(input: ContactMailInput): MailMessage {
  const words = (input.locale === 'en' ? texts.en : texts.fr)(input);
  const reply = `mailto:${input.learnerEmail}`;
  const rendered = renderMail(input.branding, {
    language: input.locale,
    subject: words.subject,
    greeting: words.greeting,
    paragraphs: [words.intro, input.message],
    action: { label: words.action, url: reply },
    footer: words.footer,
  });
  return { to: input.to, ...rendered, ...(input.learnerEmail === '' ? {} : { replyTo: input.learnerEmail }) };
}
