import { simpleParser } from 'mailparser';

/** A mail as a reader sees it: enough for tests (and a developer) to check it and follow its link. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The names of its attached files. */
  attachments: string[];
  /** Its one-click unsubscribe (RFC 8058), when it has one: `List-Unsubscribe`'s address and `List-Unsubscribe-Post`. */
  listUnsubscribe?: { url: string; post: string };
}

/** Reads a raw MIME message (an `.eml` file, or what an SMTP server received) with mailparser. */
export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const header = (name: string) => {
    const line = mail.headerLines.find((each) => each.key === name)?.line;
    return line === undefined
      ? undefined
      : line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim();
  };
  const unsubscribe = header('list-unsubscribe');
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((attachment) => attachment.filename ?? ''),
    ...(unsubscribe === undefined ? {} : { listUnsubscribe: { url: unsubscribe.replace(/^<|>$/g, ''), post: header('list-unsubscribe-post') ?? '' } }),
  };
}
