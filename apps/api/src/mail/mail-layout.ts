import { readableTextOn } from '@espace/domain/contrast';
import type { SupportedLocale } from '@espace/domain/locale';
import { type ServerTexts, serverTexts, type TextValues } from '../i18n/server-texts';
import type { MailMessage } from './mailer';

/** What a tenant gives every mail: its name and its colours. */
export interface MailBranding {
  tenantName: string;
  primaryColour: string | undefined;
}

export interface MailContent {
  /** The BCP 47 language of the text, for the html element. */
  language: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Links listed under the paragraphs, one a line (documents too large to attach). */
  links?: MailLink[];
  /** Lists of links under a heading each, after the paragraphs (a digest's classes). */
  groups?: { title: string; links: MailLink[] }[];
  action: { label: string; url: string };
  /** Small print under the button (why the mail came, what to do if unexpected). */
  footer: string;
  /** Links of the small print (stop these mails, manage them). */
  footerLinks?: MailLink[];
}

export interface MailLink {
  label: string;
  url: string;
}

const FALLBACK_PRIMARY = '#1d4ed8';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The same words as plain text and as HTML in the tenant's colours. Mail clients ignore style
 * sheets, hence the inline styles; the button's text colour is the one readable on the primary.
 */
export function renderMail(branding: MailBranding, content: MailContent): { subject: string; text: string; html: string } {
  const primary = branding.primaryColour !== undefined && readableTextOn(branding.primaryColour) !== null ? branding.primaryColour : FALLBACK_PRIMARY;
  const onPrimary = readableTextOn(primary) ?? '#ffffff';
  const links = content.links ?? [];
  const groups = content.groups ?? [];
  const footerLinks = content.footerLinks ?? [];
  const lines = (list: readonly MailLink[]) => list.map((link) => `- ${link.label}: ${link.url}`);
  const linkLines = links.length === 0 ? [] : [...lines(links), ''];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...linkLines,
    ...groups.flatMap((group) => [group.title, ...lines(group.links), '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    '—',
    content.footer,
    ...footerLinks.map((link) => `${link.label}: ${link.url}`),
    branding.tenantName,
  ].join('\n');
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const list = (items: readonly MailLink[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((link) => `<li style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:${primary}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`;
  const linkList = links.length === 0 ? '' : list(links);
  const groupLists = groups.map((group) => `<h2 style="margin:16px 0 8px;font-size:16px">${escapeHtml(group.title)}</h2>${list(group.links)}`).join('');
  const footerLinkList = footerLinks
    .map((link) => `<p style="margin:8px 0 0;font-size:12px"><a href="${escapeHtml(link.url)}" style="color:#52525b">${escapeHtml(link.label)}</a></p>`)
    .join('');
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:6px solid ${primary};border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${primary}">${escapeHtml(branding.tenantName)}</h1>
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs}${linkList}${groupLists}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${onPrimary};text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(content.action.url)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#52525b">${escapeHtml(content.footer)}</p>${footerLinkList}
</div></body></html>`;
  return { subject: content.subject, text, html };
}

/** The mails leading to one link, each with its texts under `mail.<kind>` in the server's catalogue. */
export type LinkMailKind = 'passwordReset' | 'invitation' | 'emailVerification' | 'addressInUse' | 'emailChangeApproval' | 'emailChanged' | 'accountRetention';

/** "Bonjour Léa," or "Bonjour," when the name is unknown. */
export const mailGreeting = (texts: ServerTexts, name: string) => (name === '' ? texts.text('mail.greeting') : texts.text('mail.greetingNamed', { name }));

interface LinkMailInput {
  to: string;
  /** The recipient's name, '' when unknown. */
  displayName: string;
  locale: SupportedLocale;
  branding: MailBranding;
}

/**
 * A mail whose button opens one link (a password reset, an invitation, an address to confirm), in
 * the recipient's language and the tenant's colours; `values` fill its texts, the tenant's name
 * among them. The link is also listed for the test peers and logs that read it.
 */
export function linkMail(kind: LinkMailKind, { to, displayName, locale, branding }: LinkMailInput, values: TextValues, link: string): MailMessage {
  const texts = serverTexts(locale);
  const filled = { tenant: branding.tenantName, ...values };
  const rendered = renderMail(branding, {
    language: locale,
    subject: texts.text(`mail.${kind}.subject`, filled),
    greeting: mailGreeting(texts, displayName),
    paragraphs: texts.list(`mail.${kind}.paragraphs`, filled),
    action: { label: texts.text(`mail.${kind}.action`, filled), url: link },
    footer: texts.text(`mail.${kind}.footer`, filled),
  });
  return { to, ...rendered, links: [link] };
}
