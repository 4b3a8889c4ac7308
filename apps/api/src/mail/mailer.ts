import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries; logged when mail only goes to files, so a newcomer can follow them. */
  links?: string[];
  /** Where answers go (a learner writing to a teacher). */
  replyTo?: string;
  /**
   * The address that stops this kind of mail in one click (RFC 8058): written as `List-Unsubscribe`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so mail clients offer their own button.
   */
  listUnsubscribe?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/**
 * The one way any feature sends mail: through the job queue (mail-queue.ts), so a mail server
 * down for a while delays mails and loses none. Each mail names the tenant it is sent for.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'file';
  /** Queues the mail; rejects when it could not be queued. Within `tx`, it leaves only if `tx` commits. */
  send(contextId: string, message: MailMessage, tx?: Queryable): Promise<void>;
  /**
   * Queues many mails in one statement (invitations by the thousand); with `startAfter`, none leaves
   * before then. `background` mails (digests, retention warnings: no one waits for them this
   * minute) leave after every other mail waiting, which mails leaving at a pace would otherwise
   * hold behind them: a reset link behind a Monday's digests.
   */
  sendAll(contextId: string, messages: readonly MailMessage[], tx?: Queryable, options?: { startAfter?: Date; background?: boolean }): Promise<void>;
  /**
   * Queues the mail without waiting and logs a failure to queue it: a request must not wait for
   * the mail (its time would also tell whether an address has an account).
   */
  dispatch(contextId: string, message: MailMessage): void;
  /** Waits until every mail queued so far is handed over or failed for good (tests). */
  drain(): Promise<void>;
}

/** Hands a mail to the SMTP server (or to a file) now: what a mail job does. */
export interface MailTransport {
  readonly transport: 'smtp' | 'file';
  /** Rejects when the mail could not be handed over. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  from: string;
  /** `.eml` files go to `<dataDir>/mail` when there is no SMTP server. */
  dataDir: string;
  logger: FastifyBaseLogger;
}

export function createMailTransport({ smtpUrl, from, dataDir, logger }: MailTransportOptions): MailTransport {
  const deliver = smtpUrl === undefined ? fileDelivery(join(dataDir, 'mail'), logger) : smtpDelivery(smtpUrl);
  return {
    transport: smtpUrl === undefined ? 'file' : 'smtp',
    async send(message) {
      const { replyTo, attachments, listUnsubscribe } = message;
      const extras = {
        ...(replyTo === undefined ? {} : { replyTo }),
        ...(listUnsubscribe === undefined
          ? {}
          : { headers: { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
        ...(attachments === undefined ? {} : { attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })) }),
      };
      await deliver.send({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, ...extras }, message);
    },
    close: () => deliver.close(),
  };
}

interface Delivery {
  send(envelope: SendMailOptions, message: MailMessage): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string): Delivery {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(envelope) {
      await transporter.sendMail(envelope);
    },
    close: () => transporter.close(),
  };
}

/** Composes the exact mail SMTP would carry and keeps it as a file a mail client can open. */
function fileDelivery(folder: string, logger: FastifyBaseLogger): Delivery {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(envelope, message) {
      const { message: raw } = (await composer.sendMail(envelope)) as { message: Buffer };
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, raw);
      logger.info({ file, to: message.to, subject: message.subject, links: message.links ?? [] }, 'mail written to a file (no SMTP_URL)');
    },
    close: () => composer.close(),
  };
}
