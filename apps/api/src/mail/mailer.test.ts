import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport } from './mailer';
import { readMail } from '../test/read-mail';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('mail transport without SMTP_URL', () => {
  it('writes each mail as an .eml file a mail client (and readMail) can open, and logs its links', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'espace-mailer-'));
    folders.push(dataDir);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const transport = createMailTransport({ smtpUrl: undefined, from: 'Démo <no-reply@demo.test>', dataDir, logger });
    expect(transport.transport).toBe('file');
    await transport.send({
      to: 'léa@demo.test',
      subject: 'Réinitialisation — été',
      text: 'Lien : https://x.test/reset/abc\n',
      html: '<p>Lien é</p>',
      links: ['https://x.test/reset/abc'],
    });
    const [name] = await readdir(join(dataDir, 'mail'));
    const mail = await readMail(await readFile(join(dataDir, 'mail', name ?? ''), 'utf8'));
    expect(mail).toEqual({
      to: 'léa@demo.test',
      subject: 'Réinitialisation — été',
      text: 'Lien : https://x.test/reset/abc\n',
      html: '<p>Lien é</p>',
      attachments: [],
    });
    expect(lines.join('')).toContain('https://x.test/reset/abc');
    transport.close();
  });

  it('rejects a mail it could not write, so that its job is retried', async () => {
    const logger = pino({ level: 'silent' });
    const dataDir = await mkdtemp(join(tmpdir(), 'espace-mailer-'));
    folders.push(dataDir);
    await writeFile(join(dataDir, 'mail'), 'a file where the folder should be');
    const transport = createMailTransport({ smtpUrl: undefined, from: 'a@b.test', dataDir, logger });
    await expect(transport.send({ to: 'a@b.test', subject: 'S', text: 'T', html: 'H' })).rejects.toThrow();
  });
});
