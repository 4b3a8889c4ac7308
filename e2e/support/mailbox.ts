import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { readMail, type ReadMail } from '../../apps/api/src/test/read-mail';
import { slot } from './server';

/** Where the SMTP peer of slot `slot` (server.ts) drops mails: under E2E_MAIL_DIR, set once in playwright.config.ts and inherited by workers. */
export function mailDirOf(slot: number): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts');
  return join(dir, `slot-${slot}`);
}

/** Where this worker's server has its mails dropped. */
const mailDir = (): string => mailDirOf(slot);

/** The mails sent to `address` so far, oldest first, read as the API's tests read them (mailparser). */
export async function mailsTo(address: string): Promise<ReadMail[]> {
  const files = readdirSync(mailDir())
    .filter((file) => file.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  // The peer's first line names the envelope's recipients (smtp-peer.ts).
  const raws = files
    .map((file) => readFileSync(join(mailDir(), file), 'utf8'))
    .filter((raw) => raw.split(/\r?\n/, 1)[0]?.toLowerCase().includes(address.toLowerCase()));
  return Promise.all(raws.map((raw) => readMail(raw)));
}

/** Waits for a mail to `address` holding a /reset/{token} link and returns that link. */
export async function resetLinkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(address)).reverse()) {
          link = /https?:\/\/[^\s"'<>]+\/reset\/[A-Za-z0-9_-]{16,}/.exec(mail.text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { message: `a reset link mailed to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}

/**
 * Waits for a mail to `address` holding a link to one of the address pages (`/confirmation-email#…`,
 * `/annulation-email#…`) that came after the first `after` mails to it, and returns the newest such link.
 */
export async function addressLinkMailedTo(address: string, page: 'confirmation-email' | 'annulation-email', after = 0): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`https?://[^\\s"'<>]+/${page}#[A-Za-z0-9_-]{16,}`);
  await expect
    .poll(
      async () => {
        link = (await mailsTo(address))
          .slice(after)
          .map((mail) => pattern.exec(mail.text)?.[0])
          .findLast((found) => found !== undefined);
        return link !== undefined;
      },
      { message: `a /${page} link mailed to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}
