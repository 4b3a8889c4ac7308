import { simpleParser } from 'mailparser';

/** A mail as a reader sees it: enough for tests (and a developer) to check it and follow its link. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The names of its attached files. */
  attachments: string[];
}

/** Reads a raw MIME message (an `.eml` file, or what an SMTP server received) with mailparser. */
export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((attachment) => attachment.filename ?? ''),
  };
}
