import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMail, type ReadMail } from './read-mail';

/** The `.eml` mails written to `<dataDir>/mail`, oldest first (names start with their time). */
export async function mailFiles(dataDir: string): Promise<ReadMail[]> {
  const folder = join(dataDir, 'mail');
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => readMail(await readFile(join(folder, name), 'utf8'))));
}

/**
 * The raw mails to `address` written to `<dataDir>/mail`, oldest first, once the job queue has sent
 * every mail asked for so far (mails go out as queued jobs).
 */
export async function rawMailsTo(app: { mailer: { drain(): Promise<void> } }, dataDir: string, address: string): Promise<string[]> {
  await app.mailer.drain();
  const folder = join(dataDir, 'mail');
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const raws = await Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')));
  return raws.filter((raw) => new RegExp(`^To: ${address}`, 'm').test(raw));
}

/** The token of the reset link in a mail's text part. */
export function resetTokenOf(mail: ReadMail): string {
  const token = /\/reset\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1];
  if (token === undefined) throw new Error(`No reset link in: ${mail.text}`);
  return token;
}

/** The token of the address link (`/confirmation-email#…`) in a mail's text part. */
export function addressLinkTokenOf(mail: ReadMail): string {
  const token = /\/confirmation-email#([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1];
  if (token === undefined) throw new Error(`No address link in: ${mail.text}`);
  return token;
}

/** The token of the link undoing a change of address (`/annulation-email#…`) in a mail's text part. */
export function undoTokenOf(mail: ReadMail): string {
  const token = /\/annulation-email#([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1];
  if (token === undefined) throw new Error(`No undo link in: ${mail.text}`);
  return token;
}
