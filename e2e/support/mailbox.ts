import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the SMTP peer of global-setup.ts drops mails (set once in playwright.config.ts, inherited by workers). */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** Undoes quoted-printable soft line breaks and escapes, so a link cut across lines reads whole. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every readable form of a raw message: as sent, quoted-printable decoded, and each base64 block decoded. */
function readableForms(raw: string): string[] {
  const blocks = raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? [];
  return [raw, decodeQuotedPrintable(raw), ...blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))];
}

/** The raw mails sent to `address` so far, oldest first. */
export function mailsTo(address: string): string[] {
  const files = readdirSync(mailDir()).filter((file) => file.endsWith('.eml')).sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return files.map((file) => readFileSync(join(mailDir(), file), 'utf8')).filter((raw) => raw.split(/\r?\n/, 1)[0]?.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for a mail to `address` holding a /reset/{token} link and returns that link. */
export async function resetLinkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const raw of mailsTo(address).reverse()) {
          for (const text of readableForms(raw)) {
            link = /https?:\/\/[^\s"'<>]+\/reset\/[A-Za-z0-9_-]{16,}/.exec(text)?.[0];
            if (link) return true;
          }
        }
        return false;
      },
      { message: `a reset link mailed to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}
