import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { readMail } from '../test/read-mail';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('mailer without SMTP_URL', () => {
  it('writes each mail as an .eml file a mail client (and readMail) can open, and logs its links', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'espace-mailer-'));
    folders.push(dataDir);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Démo <no-reply@demo.test>', dataDir, logger });
    expect(mailer.transport).toBe('file');
    mailer.dispatch({ to: 'léa@demo.test', subject: 'Réinitialisation — été', text: 'Lien : https://x.test/reset/abc\n', html: '<p>Lien é</p>', links: ['https://x.test/reset/abc'] });
    await mailer.drain();
    const [name] = await readdir(join(dataDir, 'mail'));
    const mail = await readMail(await readFile(join(dataDir, 'mail', name ?? ''), 'utf8'));
    expect(mail).toEqual({ to: 'léa@demo.test', subject: 'Réinitialisation — été', text: 'Lien : https://x.test/reset/abc\n', html: '<p>Lien é</p>', attachments: [] });
    expect(lines.join('')).toContain('https://x.test/reset/abc');
    mailer.close();
  });

  it('logs a mail that could not be written instead of failing the request', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const dataDir = await mkdtemp(join(tmpdir(), 'espace-mailer-'));
    folders.push(dataDir);
    await writeFile(join(dataDir, 'mail'), 'a file where the folder should be');
    const mailer = createMailer({ smtpUrl: undefined, from: 'a@b.test', dataDir, logger });
    mailer.dispatch({ to: 'a@b.test', subject: 'S', text: 'T', html: 'H' });
    await mailer.drain();
    expect(lines.join('')).toContain('mail not sent');
  });
});
