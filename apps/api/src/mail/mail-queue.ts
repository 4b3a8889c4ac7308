import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { type JobData, type JobQueue, PermanentJobError } from '../jobs/job-queue';
import type { MailMessage, Mailer, MailTransport } from './mailer';

/** A mail as a job carries it: JSON, the attachments in base64. */
interface MailJob extends JobData {
  message: Omit<MailMessage, 'attachments'> & { attachments?: { filename: string; content: string; contentType: string }[] };
}

const toJob = (contextId: string, { attachments, ...message }: MailMessage): MailJob => ({
  contextId,
  message: {
    ...message,
    ...(attachments === undefined ? {} : { attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content).toString('base64') })) }),
  },
});

const fromJob = ({ message: { attachments, ...message } }: MailJob): MailMessage => ({
  ...message,
  ...(attachments === undefined ? {} : { attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })) }),
});

/**
 * Retries double their wait each time (JOBS_RETRY_DELAY_SECONDS, 5 s by default): 12 attempts
 * reach past five hours, so a mail server down for an afternoon delays mails and loses none.
 */
const MAIL_RETRY_LIMIT = 12;
/** SMTP connections one process opens at once. */
const MAIL_WORKERS = 4;
/** The queue's priority of a background mail: below every other (0). */
const BACKGROUND_PRIORITY = -1;

/** Mails go out as jobs of the queue: the worker hands each to the transport, retrying with back-off. */
export async function startMailQueue({
  jobs,
  transport,
  logger,
  mailsPerSecond,
}: {
  jobs: JobQueue;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  /** Mails this process hands to the transport a second at most (MAILS_PER_SECOND). */
  mailsPerSecond: number;
}): Promise<Mailer> {
  await jobs.define<MailJob>('mail', {
    retryLimit: MAIL_RETRY_LIMIT,
    expireInSeconds: 5 * 60,
    concurrency: MAIL_WORKERS,
    // At a steady pace: a digest pass's hundreds of mails sent as fast as they come slowed the
    // requests of learners at work meanwhile (docs/performance.md#the-daily-follow-up-pass), and mail
    // relays cap a sender's rate too.
    startsPerSecond: mailsPerSecond,
    label: (job) => job.message.to,
    // The body, its one-time links and its attachments leave the database once the mail is handed over.
    keep: (job) => ({ contextId: job.contextId, message: { to: job.message.to, subject: job.message.subject } }),
    run: async (job) => {
      try {
        await transport.send(fromJob(job));
      } catch (error) {
        // A 5xx answer is the server's final word on this mail (an unknown mailbox): retrying
        // would only repeat it. Anything else (no connection, 4xx) may pass later.
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) throw new PermanentJobError((error as Error).message);
        throw error;
      }
    },
  });
  const send = async (contextId: string, message: MailMessage, tx?: Queryable) => {
    await jobs.send<MailJob>('mail', toJob(contextId, message), tx === undefined ? {} : { tx });
  };
  return {
    transport: transport.transport,
    send,
    sendAll: (contextId, messages, tx, { startAfter, background = false } = {}) =>
      jobs.sendAll<MailJob>(
        'mail',
        messages.map((message) => toJob(contextId, message)),
        { ...(tx === undefined ? {} : { tx }), ...(startAfter === undefined ? {} : { startAfter }), ...(background ? { priority: BACKGROUND_PRIORITY } : {}) },
      ),
    dispatch(contextId, message) {
      send(contextId, message).catch((error: unknown) => logger.error({ err: error, subject: message.subject }, 'mail not queued'));
    },
    drain: () => jobs.drain(['mail']),
  };
}
