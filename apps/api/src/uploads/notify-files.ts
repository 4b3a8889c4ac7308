import type { Locale } from '@espace/contracts/context';
import { displayName } from '@espace/domain/display-name';
import { mailLocale, tenantBranding } from '../accounts/mail-locale';
import type { ContactRepository } from '../contact/contact-repository';
import type { Tenant } from '../contexts/context-repository';
import type { FileReader } from '../files/file-access';
import { BadRequestError, NotFoundError } from '../http/app-error';
import { renderMail } from '../mail/mail-layout';
import type { Mailer } from '../mail/mailer';
import type { UploadsRepository } from './uploads-repository';

interface NotifyFilesInput {
  tenant: Tenant;
  userId: string;
  reader: FileReader;
  origin: string;
  message: string | undefined;
  fileIds: readonly string[];
  contacts: ContactRepository;
  uploads: UploadsRepository;
  mailer: Mailer;
}

const words = (locale: Locale, tenantName: string, count: number) =>
  locale === 'en'
    ? { subject: `${tenantName}: your documents`, intro: `Here are the ${count} document(s) you asked for.`, action: `Open ${tenantName}`, footer: 'You received this mail because you asked for these documents.' }
    : { subject: `${tenantName} : vos documents`, intro: `Voici le ou les ${count} document(s) demandé(s).`, action: `Ouvrir ${tenantName}`, footer: 'Vous recevez ce message car vous avez demandé ces documents.' };

/** SPEC §5: documents are sent only when there is a user with an address and at least one readable file of the tenant. */
export async function notifyFiles({ tenant, userId, reader, origin, message, fileIds, contacts, uploads, mailer }: NotifyFilesInput): Promise<void> {
  const [user, files] = await Promise.all([contacts.findUser(tenant.id, userId), uploads.findWithContents(tenant.id, fileIds, reader)]);
  if (!user || user.email === '') throw new BadRequestError([{ path: 'user', message: 'No address to send the documents to' }]);
  // A file asked for that the user may not read (or that does not exist) is no file: nothing is sent.
  if (files.length < new Set(fileIds).size) throw new NotFoundError();
  if (files.length === 0) throw new BadRequestError([{ path: 'fileIds', message: 'No file to send' }]);
  const locale = mailLocale(user.preferredLocale, tenant);
  const texts = words(locale, tenant.name, files.length);
  const rendered = renderMail(tenantBranding(tenant), {
    language: locale,
    subject: texts.subject,
    greeting: locale === 'en' ? `Hello ${displayName(user)},` : `Bonjour ${displayName(user)},`,
    paragraphs: [texts.intro, ...(message === undefined || message === '' ? [] : [message])],
    action: { label: texts.action, url: origin },
    footer: texts.footer,
  });
  await mailer.send({ to: user.email, ...rendered, attachments: files.map((file) => ({ filename: file.name, content: file.content, contentType: file.type })) });
}
