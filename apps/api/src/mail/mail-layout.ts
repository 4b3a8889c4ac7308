import { readableTextOn } from '@espace/domain/contrast';
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
  links?: { label: string; url: string }[];
  action: { label: string; url: string };
  /** Small print under the button (why the mail came, what to do if unexpected). */
  footer: string;
}

const FALLBACK_PRIMARY = '#1d4ed8';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The same words as plain text and as HTML in the tenant's colours. Mail clients ignore style
 * sheets, hence the inline styles; the button's text colour is the one readable on the primary.
 */
export function renderMail(branding: MailBranding, content: MailContent): { subject: string; text: string; html: string } {
  const primary = branding.primaryColour !== undefined && readableTextOn(branding.primaryColour) !== null ? branding.primaryColour : FALLBACK_PRIMARY;
  const onPrimary = readableTextOn(primary) ?? '#ffffff';
  const links = content.links ?? [];
  const linkLines = links.length === 0 ? [] : [...links.map((link) => `- ${link.label}: ${link.url}`), ''];
  const text = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, '']), ...linkLines, `${content.action.label}: ${content.action.url}`, '', '—', content.footer, branding.tenantName].join('\n');
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const linkList =
    links.length === 0 ? '' : `<ul style="margin:0 0 16px;padding-left:20px">${links.map((link) => `<li style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:${primary}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:6px solid ${primary};border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${primary}">${escapeHtml(branding.tenantName)}</h1>
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs}${linkList}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${onPrimary};text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(content.action.url)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#52525b">${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}

/** What a mail leading to one link says, in one language: its button's label is `action`. */
export interface LinkMailTexts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

/**
 * A mail whose button opens one link (a password reset, an invitation, an address to confirm), in
 * the tenant's colours; the link is also listed for the test peers and logs that read it.
 */
export function linkMail({ to, locale, branding }: { to: string; locale: string; branding: MailBranding }, texts: LinkMailTexts, link: string): MailMessage {
  const rendered = renderMail(branding, { language: locale, subject: texts.subject, greeting: texts.greeting, paragraphs: texts.paragraphs, action: { label: texts.action, url: link }, footer: texts.footer });
  return { to, ...rendered, links: [link] };
}
