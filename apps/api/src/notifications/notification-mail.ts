import { mailedScreenPaths, notificationPath } from '@espace/contracts/notification-links';
import type { Digest } from '@espace/domain/notifications/mail-delivery';
import type { NotificationKind } from '@espace/domain/notifications/notification-kinds';
import type { Tenant } from '../contexts/context-repository';
import { type ServerTexts, serverTexts } from '../i18n/server-texts';
import { mailGreeting, type MailLink, renderMail } from '../mail/mail-layout';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { MailMessage } from '../mail/mailer';
import type { MailRecipient, NotificationToMail } from './notification-mails-repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** What every notification mail of a tenant is written with: its branding, its configured origin, the unsubscribe tokens. */
export interface MailWriter {
  tenant: Tenant;
  /** The tenant's public origin (contexts/public-origin.ts), never a request's Host. */
  origin: string;
  tokens: UnsubscribeTokens;
}

/** A notification of a kind this version knows. */
export type KnownNotification = NotificationToMail & { kind: NotificationKind };

/** A kind's sentence in the reader's language (`mail.notification.kinds.<kind>`), its parameters filled; a due day written out. */
export function notificationSentence(texts: ServerTexts, kind: NotificationKind, params: Readonly<Record<string, string>>): string {
  const dueOn = params.dueOn;
  const day = dueOn === undefined ? '' : texts.date(new Date(`${dueOn}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return texts.text(`mail.notification.kinds.${kind}`, { ...params, day });
}

/** The screen a notification leads to, on the tenant's origin. */
const screenUrl = ({ tenant, origin }: MailWriter, notification: KnownNotification) =>
  `${origin}${notificationPath(notification.target, { certificationAccess: tenant.settings.certificationAccess })}`;

/**
 * The unsubscribe of a mail carrying these kinds (RFC 8058): the one-click address of its
 * `List-Unsubscribe` header, which mail clients post to, and the page its body links to, which
 * says what it stops and stops it with one button; its token in the fragment, so no server log
 * reads it there. Then the profile, where each kind is set again.
 */
function unsubscribeLinks(
  writer: MailWriter,
  texts: ServerTexts,
  recipient: MailRecipient,
  kinds: readonly NotificationKind[],
  stop: 'stopKind' | 'stopDigest',
) {
  const token = writer.tokens.sign(writer.tenant.id, recipient.userId, kinds);
  const footerLinks: MailLink[] = [
    { label: texts.text(`mail.unsubscribe.${stop}`), url: `${writer.origin}${mailedScreenPaths.unsubscribe}#${token}` },
    { label: texts.text('mail.unsubscribe.manage'), url: `${writer.origin}${mailedScreenPaths.account}` },
  ];
  return { listUnsubscribe: `${writer.origin}/api/mail/unsubscribe/${token}`, footerLinks };
}

const readerTexts = (writer: MailWriter, recipient: MailRecipient) => serverTexts(mailLocale(recipient.preferredLocale, writer.tenant));

/** A notification's own mail: its sentence and a button to its screen, in its reader's language and the tenant's colours. */
export function notificationMail(writer: MailWriter, notification: KnownNotification): MailMessage {
  const { recipient } = notification;
  const texts = readerTexts(writer, recipient);
  const values = { tenant: writer.tenant.name, sentence: notificationSentence(texts, notification.kind, notification.params) };
  const url = screenUrl(writer, notification);
  const { listUnsubscribe, footerLinks } = unsubscribeLinks(writer, texts, recipient, [notification.kind], 'stopKind');
  const rendered = renderMail(tenantBranding(writer.tenant), {
    language: texts.locale,
    subject: texts.text('mail.notification.subject', values),
    greeting: mailGreeting(texts, recipient.displayName),
    paragraphs: texts.list('mail.notification.paragraphs', values),
    action: { label: texts.text('mail.notification.action', values), url },
    footer: texts.text('mail.notification.footer', values),
    footerLinks,
  });
  return { to: recipient.email, ...rendered, links: [url], listUnsubscribe };
}

/** A notification of a digest and the class it is about (null: the general group). */
export interface DigestItem {
  notification: KnownNotification;
  class: { id: string; name: string } | null;
}

/**
 * A reader's digest: their notifications grouped by class (classes by name, the general group
 * last), each its sentence linking to its screen. Weekly when it carries a weekly kind (Mondays,
 * with the daily ones), else daily.
 */
export function digestMail(writer: MailWriter, recipient: MailRecipient, items: readonly DigestItem[], digest: Digest): MailMessage {
  const texts = readerTexts(writer, recipient);
  const values = { tenant: writer.tenant.name, ...(digest === 'weekly' ? { context: 'weekly' } : {}) };
  const groups = new Map<string | null, { title: string; links: MailLink[] }>();
  for (const { notification, class: klass } of items) {
    const title = klass === null ? texts.text('mail.digest.generalGroup') : texts.text('mail.digest.classGroup', { className: klass.name });
    const group = groups.get(klass?.id ?? null) ?? { title, links: [] };
    group.links.push({ label: notificationSentence(texts, notification.kind, notification.params), url: screenUrl(writer, notification) });
    groups.set(klass?.id ?? null, group);
  }
  const general = groups.get(null);
  groups.delete(null);
  const ordered = [...groups.values()].sort((a, b) => a.title.localeCompare(b.title, texts.locale)).concat(general === undefined ? [] : [general]);
  const kinds = [...new Set(items.map((item) => item.notification.kind))];
  const { listUnsubscribe, footerLinks } = unsubscribeLinks(writer, texts, recipient, kinds, 'stopDigest');
  const list = `${writer.origin}${mailedScreenPaths.notifications}`;
  const rendered = renderMail(tenantBranding(writer.tenant), {
    language: texts.locale,
    subject: texts.text('mail.digest.subject', values),
    greeting: mailGreeting(texts, recipient.displayName),
    paragraphs: texts.list('mail.digest.paragraphs', values),
    groups: ordered,
    action: { label: texts.text('mail.digest.action', values), url: list },
    footer: texts.text('mail.digest.footer', values),
    footerLinks,
  });
  return { to: recipient.email, ...rendered, links: [list], listUnsubscribe };
}
