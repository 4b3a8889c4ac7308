import type { Locale } from '@espace/contracts/context';
import { serverTexts } from '../i18n/server-texts';
import { mailGreeting, renderMail, type MailBranding } from '../mail/mail-layout';
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

/** A contact message (docs/product/accounts.md#contacting-a-teacher), in the teacher's language, answered straight to the learner (reply-to). */
export function contactMail(input: ContactMailInput): MailMessage {
  const texts = serverTexts(input.locale);
  const values = {
    tenant: input.branding.tenantName,
    learner: input.learnerName,
    subject: input.subject,
    ...(input.subject === '' ? {} : { context: 'withSubject' }),
  };
  const reply = `mailto:${input.learnerEmail}`;
  const rendered = renderMail(input.branding, {
    language: input.locale,
    subject: texts.text('mail.contact.subject', values),
    greeting: mailGreeting(texts, input.recipientName),
    paragraphs: [texts.text('mail.contact.intro', values), input.message],
    action: { label: texts.text('mail.contact.action', values), url: reply },
    footer: texts.text('mail.contact.footer', values),
  });
  return { to: input.to, ...rendered, ...(input.learnerEmail === '' ? {} : { replyTo: input.learnerEmail }) };
}
