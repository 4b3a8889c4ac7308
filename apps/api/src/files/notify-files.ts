import { displayName } from '@espace/domain/display-name';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { Tenant } from '../contexts/context-repository';
import type { FileReader } from './file-access';
import type { StoredFileMeta } from './files-repository';
import { BadRequestError, NotFoundError } from '../http/app-error';
import { serverTexts } from '../i18n/server-texts';
import { mailGreeting, renderMail } from '../mail/mail-layout';
import type { Mailer } from '../mail/mailer';
import type { UsersRepository } from '../users/users-repository';
import type { UploadsRepository } from './uploads-repository';

interface NotifyFilesInput {
  tenant: Tenant;
  userId: string;
  reader: FileReader;
  origin: string;
  message: string | undefined;
  fileIds: readonly string[];
  /** Attachments stop before their total passes this (config.ts MAIL_ATTACHMENTS_MAX_BYTES). */
  attachmentsMaxBytes: number;
  users: Pick<UsersRepository, 'findMailRecipient'>;
  uploads: UploadsRepository;
  mailer: Mailer;
}

/**
 * Which files go as attachments: each one that still fits under `maxBytes` with those before it
 * (sizes are known before any byte is read); the others go as links.
 */
function splitAttachments(files: readonly StoredFileMeta[], maxBytes: number): { attached: StoredFileMeta[]; linked: StoredFileMeta[] } {
  const attached: StoredFileMeta[] = [];
  const linked: StoredFileMeta[] = [];
  let total = 0;
  for (const file of files) {
    if (total + file.size <= maxBytes) {
      attached.push(file);
      total += file.size;
    } else linked.push(file);
  }
  return { attached, linked };
}

/** Where a document opens in the portal: the recipient signs in there, so the link carries no token. */
const documentUrl = (origin: string, fileId: string) => new URL(`/documents/${fileId}`, origin).toString();

/**
 * docs/product/accounts.md#documents-by-mail: documents are sent only when there is a user with an address and at least one readable
 * file of the tenant. At most `attachmentsMaxBytes` of files are read into memory.
 */
export async function notifyFiles({
  tenant,
  userId,
  reader,
  origin,
  message,
  fileIds,
  attachmentsMaxBytes,
  users,
  uploads,
  mailer,
}: NotifyFilesInput): Promise<void> {
  const [user, files] = await Promise.all([users.findMailRecipient(tenant.id, userId), uploads.findReadable(tenant.id, fileIds, reader)]);
  if (!user || user.email === '') throw new BadRequestError([{ path: 'user', message: 'No address to send the documents to' }]);
  // A file asked for that the user may not read (or that does not exist) is no file: nothing is sent.
  if (files.length < new Set(fileIds).size) throw new NotFoundError();
  if (files.length === 0) throw new BadRequestError([{ path: 'fileIds', message: 'No file to send' }]);
  const { attached, linked } = splitAttachments(files, attachmentsMaxBytes);
  const locale = mailLocale(user.preferredLocale, tenant);
  const texts = serverTexts(locale);
  const values = { tenant: tenant.name, number: files.length };
  const links = linked.map((file) => ({ label: file.name, url: documentUrl(origin, file.id) }));
  const rendered = renderMail(tenantBranding(tenant), {
    language: locale,
    subject: texts.text('mail.documents.subject', values),
    greeting: mailGreeting(texts, displayName(user)),
    paragraphs: [
      texts.text('mail.documents.intro', values),
      ...(message === undefined || message === '' ? [] : [message]),
      ...(linked.length === 0 ? [] : [texts.text('mail.documents.linked', values)]),
    ],
    links,
    action: { label: texts.text('mail.documents.action', values), url: origin },
    footer: texts.text('mail.documents.footer', values),
  });
  const attachments = [];
  for (const file of attached) attachments.push({ filename: file.name, content: await uploads.readContent(tenant.id, file.id), contentType: file.type });
  await mailer.send(tenant.id, { to: user.email, ...rendered, links: links.map((link) => link.url), attachments });
}
